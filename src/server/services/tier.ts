import type { TierType } from '../../core/plans';
import type { AppDb } from '../db/client';
import { userTier } from '../db/schema/index';

/** Sets a user's tier (payments will call this; tests use it for Pro capacity). */
export async function setTier(db: AppDb, userId: string, tier: TierType, expiresAt: Date | null): Promise<void> {
  await db
    .insert(userTier)
    .values({ userId, tier, expiresAt, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userTier.userId, set: { tier, expiresAt, updatedAt: new Date() } });
}
