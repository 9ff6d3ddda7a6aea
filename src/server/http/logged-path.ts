/**
 * The path of a request as the request log shows it: no query string (confirmation links carry
 * their token there) and no token segment of a password-reset link (`/api/auth/reset-password/
 * <token>`): anyone reading the logs could otherwise use a live link.
 */
export function loggedPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  return path.replace(/^(.*\/api\/auth\/reset-password\/)[^/]+/, '$1[redacted]');
}
