import { and, eq } from 'drizzle-orm';
import type { TierType } from '../../core/plans';
import type { TierLimits } from '../../core/billing/limits';
import { checkCapacity, dailyAnalysesMessage, dailyLimitMessage, usageStats, utcDay, type UsageStats } from '../../core/usage';
import type { AppDb, Database, Statement } from '../db/client';
import { dailyUsage } from '../db/schema/index';
import { AppError } from '../errors';

type Executor = Pick<AppDb, 'execute' | 'select'>;

export async function usedToday(db: Executor, userId: string, now: Date): Promise<{ characters: number; analyses: number }> {
  const [row] = await db
    .select({ characters: dailyUsage.characters, analyses: dailyUsage.analyses })
    .from(dailyUsage)
    .where(and(eq(dailyUsage.userId, userId), eq(dailyUsage.day, utcDay(now))))
    .limit(1);
  return row ?? { characters: 0, analyses: 0 };
}

export async function getUsageStats(db: AppDb, userId: string, tier: TierType, now: Date, limits: TierLimits): Promise<UsageStats> {
  return usageStats(tier, await usedToday(db, userId, now), now, limits);
}

/**
 * The statement that counts one analysis against today's capacity, parameters $1…$5 as
 * `capacityValues` gives them: the row is created or incremented only if the result stays within
 * both limits, and it returns a row only then. Concurrent requests queue on the row lock, so two can
 * never both take the last unit. Use it as a CTE so the analysis it pays for is written in the same
 * statement (see services/analysis.ts).
 */
export const CAPACITY_UPSERT = `insert into daily_usage (user_id, day, characters, analyses)
    values ($1, $2::date, $3::integer, 1)
    on conflict (user_id, day) do update
      set characters = daily_usage.characters + excluded.characters,
          analyses = daily_usage.analyses + 1
      where daily_usage.characters + excluded.characters <= $4::integer
        and daily_usage.analyses + 1 <= $5::integer
    returning characters`;

/**
 * CAPACITY_UPSERT for an analysis that also queues an AI review: the review's token estimate ($26)
 * is reserved from the day's budget ($27) in the same row update, so characters, analyses and
 * tokens are checked together and concurrent requests can never both take the last of any.
 */
export const CAPACITY_WITH_TOKENS_UPSERT = `insert into daily_usage (user_id, day, characters, analyses, ai_tokens)
    values ($1, $2::date, $3::integer, 1, $26::integer)
    on conflict (user_id, day) do update
      set characters = daily_usage.characters + excluded.characters,
          analyses = daily_usage.analyses + 1,
          ai_tokens = daily_usage.ai_tokens + excluded.ai_tokens
      where daily_usage.characters + excluded.characters <= $4::integer
        and daily_usage.analyses + 1 <= $5::integer
        and daily_usage.ai_tokens + excluded.ai_tokens <= $27::integer
    returning characters`;

/** Reserves tokens alone (smart parsing): a row is returned only if the reservation fits the budget ($4). */
export const RESERVE_TOKENS: Statement = {
  name: 'kibitz_reserve_ai_tokens',
  text: `insert into daily_usage (user_id, day, characters, analyses, ai_tokens) values ($1, $2::date, 0, 0, $3::integer)
    on conflict (user_id, day) do update set ai_tokens = daily_usage.ai_tokens + excluded.ai_tokens
      where daily_usage.ai_tokens + excluded.ai_tokens <= $4::integer
    returning ai_tokens`,
};

/** Replaces a reservation by what was spent (never below zero). */
const SETTLE_TOKENS: Statement = {
  name: 'kibitz_settle_ai_tokens',
  text: `update daily_usage set ai_tokens = greatest(0, ai_tokens + $3::integer) where user_id = $1 and day = $2::date`,
};

export async function reserveTokens(database: Database, userId: string, tokens: number, budget: number, now: Date): Promise<boolean> {
  if (tokens > budget) return false;
  const rows = await database.query(RESERVE_TOKENS, [userId, utcDay(now), tokens, budget]);
  return rows.length > 0;
}

export async function settleTokens(database: Database, userId: string, reserved: number, spent: number, reservedAt: Date): Promise<void> {
  await database.query(SETTLE_TOKENS, [userId, utcDay(reservedAt), spent - reserved]);
}

/** The parameters of CAPACITY_UPSERT, or null when the analysis cannot fit even on an unused day. */
export function capacityValues(userId: string, tier: TierType, characters: number, now: Date, limits: TierLimits): [string, string, number, number, number] | null {
  const { dailyCharacterLimit: charLimit, dailyAnalysisLimit: analysisLimit } = limits[tier];
  if (characters > charLimit || analysisLimit < 1) return null;
  return [userId, utcDay(now), characters, charLimit, analysisLimit];
}

/** The 429 for an analysis that did not fit, naming what remains today. */
export async function capacityExceeded(db: Executor, userId: string, tier: TierType, characters: number, now: Date, limits: TierLimits): Promise<AppError> {
  const { dailyCharacterLimit: charLimit, dailyAnalysisLimit: analysisLimit } = limits[tier];
  const used = await usedToday(db, userId, now);
  const verdict = checkCapacity(tier, used, characters, limits);
  const remaining = verdict.ok ? Math.max(0, charLimit - used.characters) : verdict.remainingCharacters;
  const message = !verdict.ok && verdict.reason === 'analyses' ? dailyAnalysesMessage(tier, analysisLimit, limits) : dailyLimitMessage(tier, remaining, limits);
  return new AppError('DAILY_LIMIT_EXCEEDED', message, { remainingCharacters: remaining, remainingAnalyses: verdict.ok ? 0 : verdict.remainingAnalyses, tier });
}

/**
 * Scoring a draft (/analyze/quick) and parsing on the server (/analyze/enhanced) store nothing and
 * count nothing, but they take only what the person could analyse now: text up to what is left of
 * today's characters, while analyses remain (docs/decisions/0015).
 */
export async function requireRoomToday(db: Executor, userId: string, tier: TierType, characters: number, now: Date, limits: TierLimits): Promise<void> {
  if (!checkCapacity(tier, await usedToday(db, userId, now), characters, limits).ok) throw await capacityExceeded(db, userId, tier, characters, now, limits);
}
