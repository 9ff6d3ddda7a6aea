// Used only by `npm run auth:schema` (the Better Auth CLI) to generate src/server/db/schema/auth.ts.
import { drizzle } from 'drizzle-orm/pglite';
import { createAuth } from '../../src/server/auth/auth';
import { outboxMailer } from '../../src/server/mail/mailer';
import type { AppDb } from '../../src/server/db/client';

export const auth = createAuth({
  db: drizzle.mock() as unknown as AppDb,
  mailer: outboxMailer(),
  appOrigin: 'http://localhost:3000',
  secret: 'schema-generation-only-secret-0123456789',
  rateLimitPerMinute: 10,
});
