import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../test/app';
import { AuthClient } from '../test/auth-client';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('e-mail over real SMTP (SMTP_URL)', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Kibitz <hello@kibitz.test>' });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the confirmation mail with its link to the SMTP server', async () => {
    const email = `smtp-${Date.now()}@kibitz.test`;
    const res = await new AuthClient(t.app).signUp(email, 'a good password');
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = received.at(-1)!;
    expect(mail.from).toBe('hello@kibitz.test');
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toContain('Subject: Confirm your Kibitz account');
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=3D/);
  });

  it('has no development outbox route when real mail is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});
