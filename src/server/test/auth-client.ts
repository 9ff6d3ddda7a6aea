import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';

/** Drives the auth API like a browser: JSON bodies, the app's Origin, a cookie jar per client. */
export class AuthClient {
  cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = 'http://localhost:3000',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(setCookie: string | string[] | undefined) {
    for (const c of [setCookie ?? []].flat()) {
      const [pair] = c.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/max-age=0/i.test(c) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: this.origin, 'content-type': 'application/json', cookie: this.cookieHeader, ...headers },
      payload: JSON.stringify(body ?? {}),
    });
    this.keep(res.headers['set-cookie']);
    return res;
  }

  async get(path: string, headers: Record<string, string> = {}) {
    const res = await this.app.inject({ method: 'GET', url: path, headers: { cookie: this.cookieHeader, ...headers } });
    this.keep(res.headers['set-cookie']);
    return res;
  }

  signUp(email: string, password: string) {
    return this.post('/api/auth/sign-up/email', { email, password, name: email.split('@')[0], callbackURL: '/auth/callback' });
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  async session() {
    const res = await this.get('/api/auth/get-session');
    return res.json() as { user: { email: string; name: string; emailVerified: boolean } } | null;
  }
}

/** The newest link mailed to an address, as a path + query on the app. */
export function lastLink(mailer: Mailer, to: string): string {
  const mail = mailer.outbox().filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const url = new URL(mail.links[0]!);
  return url.pathname + url.search;
}
