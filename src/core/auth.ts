/** Account rules shared by the auth form (browser) and the server (spec section 5). */
export const PASSWORD_MIN_LENGTH = 6;
/** An upper bound keeps hashing cost bounded; long passphrases still fit. */
export const PASSWORD_MAX_LENGTH = 128;

/** A user's display name is the part of the e-mail before the @ (spec section 2). */
export function displayNameFromEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
