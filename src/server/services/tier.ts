import { eq } from 'drizzle-orm';
import { tierAt, type TierType } from '../../core/plans';
import type { AppDb } from '../db/client';
import { userTier } from '../db/schema/index';

/** The user's tier now: free unless a row says otherwise and has not expired. */
export async function currentTier(db: AppDb, userId: string, now: Date): Promise<TierType> {
  const [row] = await db.select().from(userTier).where(eq(userTier.userId, userId)).limit(1);
  return tierAt((row?.tier as TierType | undefined) ?? null, row?.expiresAt ?? null, now);
}

/** Sets a user's tier (payments will call this; tests use it for Pro capacity). */
export async function setTier(db: AppDb, userId: string, tier: TierType, expiresAt: Date | null): Promise<void> {
  await db
    .insert(userTier)
    .values({ userId, tier, expiresAt, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userTier.userId, set: { tier, expiresAt, updatedAt: new Date() } });
}
