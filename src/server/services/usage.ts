import { and, eq, sql } from 'drizzle-orm';
import { TIERS, type TierType } from '../../core/plans';
import { checkCapacity, dailyAnalysesMessage, dailyLimitMessage, usageStats, utcDay, type UsageStats } from '../../core/usage';
import type { AppDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { dailyUsage } from '../db/schema/index';
import { AppError } from '../errors';
import { currentTier } from './tier';

type Executor = Pick<AppDb, 'execute' | 'select'>;

export async function usedToday(db: Executor, userId: string, now: Date): Promise<{ characters: number; analyses: number }> {
  const [row] = await db
    .select({ characters: dailyUsage.characters, analyses: dailyUsage.analyses })
    .from(dailyUsage)
    .where(and(eq(dailyUsage.userId, userId), eq(dailyUsage.day, utcDay(now))))
    .limit(1);
  return row ?? { characters: 0, analyses: 0 };
}

export async function getUsageStats(db: AppDb, userId: string, now: Date): Promise<UsageStats> {
  const [tier, used] = await Promise.all([currentTier(db, userId, now), usedToday(db, userId, now)]);
  return usageStats(tier, used, now);
}

/**
 * Counts one analysis of `characters` against today's capacity in ONE statement: the row is
 * created or incremented only if the result stays within both limits. Concurrent requests queue on
 * the row lock, so two of them can never both take the last unit. Throws 429 when it does not fit.
 * Runs inside the caller's transaction, so a failed analysis gives the capacity back.
 */
export async function consumeCapacity(tx: Executor, userId: string, tier: TierType, characters: number, now: Date): Promise<void> {
  const { dailyCharacterLimit: charLimit, dailyAnalysisLimit: analysisLimit } = TIERS[tier];
  const day = utcDay(now);
  const fitsAlone = characters <= charLimit && analysisLimit >= 1;
  const rows = fitsAlone
    ? rowsOf<{ characters: number }>(
        await tx.execute(sql`
          insert into daily_usage (user_id, day, characters, analyses)
          values (${userId}, ${day}, ${characters}, 1)
          on conflict (user_id, day) do update
            set characters = daily_usage.characters + excluded.characters,
                analyses = daily_usage.analyses + 1
            where daily_usage.characters + excluded.characters <= ${charLimit}
              and daily_usage.analyses + 1 <= ${analysisLimit}
          returning characters`),
      )
    : [];
  if (rows.length > 0) return;
  const used = await usedToday(tx, userId, now);
  const verdict = checkCapacity(tier, used, characters);
  const remaining = verdict.ok ? Math.max(0, charLimit - used.characters) : verdict.remainingCharacters;
  const message = !verdict.ok && verdict.reason === 'analyses' ? dailyAnalysesMessage(tier, analysisLimit) : dailyLimitMessage(tier, remaining);
  throw new AppError('DAILY_LIMIT_EXCEEDED', message, { remainingCharacters: remaining, remainingAnalyses: verdict.ok ? 0 : verdict.remainingAnalyses, tier });
}
