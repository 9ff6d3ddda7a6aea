import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIER_LIMITS } from '../../core/billing/limits';
import { user } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { describeUser, grantPro, showUser, UnknownUserError } from './operator';

/** The operator's grant/show on the test database: PGlite, or PostgreSQL with TEST_DATABASE_URL. */
let database: TestDatabase;
const now = new Date('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values([
    { id: 'u-grant', name: 'Grace Hopper', email: 'grace@kibitz.test', emailVerified: true },
    { id: 'u-plain', name: 'Plain Person', email: 'plain@kibitz.test', emailVerified: true },
  ]);
});
afterAll(async () => database?.destroy());

describe('operator grant and show', () => {
  it('shows a Free account with today’s usage', async () => {
    const report = await showUser(database.db, 'plain@kibitz.test', now, DEFAULT_TIER_LIMITS, 'test');
    expect(report).toMatchObject({ id: 'u-plain', billing: { tier: 'free', plan: 'free', endsAt: null, payments: [] }, usage: { today: { characters: 0, charactersLimit: 5_000, analysesLimit: 5 } } });
    expect(describeUser(report)).toContain('Tier:       free — plan Free');
  });

  it('grants Pro for N days (e-mail case does not matter); it ends after N days; grants stack', async () => {
    await grantPro(database.db, 'Grace@Kibitz.test', 7, now);
    const report = await showUser(database.db, 'grace@kibitz.test', now, DEFAULT_TIER_LIMITS, 'test');
    expect(report.billing).toMatchObject({ tier: 'pro', plan: 'grant', endsAt: new Date(now.getTime() + 7 * 24 * HOUR).toISOString(), renews: false, payments: [] });
    expect(report.usage.today.charactersLimit).toBe(500_000);
    expect(describeUser(report)).toMatch(/Tier: +pro — plan Pro \(granted\)/);

    const later = new Date(now.getTime() + 7 * 24 * HOUR + 1);
    expect((await showUser(database.db, 'grace@kibitz.test', later, DEFAULT_TIER_LIMITS, 'test')).billing.tier).toBe('free');

    await grantPro(database.db, 'grace@kibitz.test', 3, new Date(now.getTime() + 6 * 24 * HOUR));
    const stacked = await showUser(database.db, 'grace@kibitz.test', new Date(now.getTime() + 8 * 24 * HOUR), DEFAULT_TIER_LIMITS, 'test');
    expect(stacked.billing).toMatchObject({ tier: 'pro', endsAt: new Date(now.getTime() + 9 * 24 * HOUR).toISOString() });
  });

  it('refuses unknown accounts and silly day counts', async () => {
    await expect(grantPro(database.db, 'nobody@kibitz.test', 1, now)).rejects.toBeInstanceOf(UnknownUserError);
    await expect(showUser(database.db, 'nobody@kibitz.test', now, DEFAULT_TIER_LIMITS, 'test')).rejects.toBeInstanceOf(UnknownUserError);
    await expect(grantPro(database.db, 'plain@kibitz.test', 0, now)).rejects.toBeInstanceOf(RangeError);
    await expect(grantPro(database.db, 'plain@kibitz.test', 1.5, now)).rejects.toBeInstanceOf(RangeError);
  });
});
