import { randomUUID } from 'node:crypto';
import type { AiJobState, AiMessageJudgment, AiProviderKind, AiReviewJobListResponse, AiReviewJobResponse, AiReviewResult } from '../../core/api/ai-review';
import type { Database, Statement } from '../db/client';
import { AppError } from '../errors';

/**
 * The AI review job queue: rows in ai_review_job (docs/decisions: AI review). Every change is one
 * statement. Claiming uses SELECT … FOR UPDATE SKIP LOCKED: on PostgreSQL, processes that claim at
 * the same moment each get a different row and none waits. PGlite accepts the same SQL; it serves
 * one process over one connection, so statements run one at a time there and the clause has nothing
 * to skip. A claim takes a lease; a job whose lease ran out (its process died) is claimed again.
 * An attempt's outcome is recorded only while that attempt still holds the job (`attempts` matches),
 * so a stale runner can never overwrite a newer one.
 */
export const AI_JOB_MAX_ATTEMPTS = 4;
/** Wait before attempt n+1 after n failed: 30 s, 60 s, 120 s … at most 10 minutes. */
export const jobBackoffMs = (failedAttempts: number) => Math.min(10 * 60_000, 30_000 * 2 ** Math.max(0, failedAttempts - 1));

export interface ClaimedJob {
  id: string;
  userId: string;
  sessionId: string;
  attempts: number;
  maxAttempts: number;
}

interface JobRow {
  id: string;
  session_id: string;
  state: AiJobState;
  attempts: number;
  progress_done: number;
  progress_total: number;
  error: string | null;
  result: AiReviewResult | string | null;
  partial: AiMessageJudgment[] | string | null;
  provider: AiProviderKind;
  model: string;
}

const ENQUEUE: Statement = {
  name: 'kibitz_ai_job_enqueue',
  text: `insert into ai_review_job (id, user_id, session_id, state, attempts, max_attempts, run_after, provider, model, created_at, updated_at)
    values ($1, $2, $3, 'pending', 0, $4, $5::timestamptz, $6, $7, $5::timestamptz, $5::timestamptz)`,
};

const CLAIM: Statement = {
  name: 'kibitz_ai_job_claim',
  text: `update ai_review_job set state = 'running', attempts = attempts + 1, locked_until = $2::timestamptz, updated_at = $1::timestamptz
    where id = (
      select id from ai_review_job
      where (state = 'pending' and run_after <= $1::timestamptz) or (state = 'running' and locked_until < $1::timestamptz)
      order by run_after limit 1
      for update skip locked)
    returning id, user_id as "userId", session_id as "sessionId", attempts, max_attempts as "maxAttempts"`,
};

const PROGRESS: Statement = {
  name: 'kibitz_ai_job_progress',
  text: `update ai_review_job set progress_done = $3, progress_total = $4, locked_until = $5::timestamptz, updated_at = $6::timestamptz, partial = $7::json
    where id = $1 and attempts = $2 and state = 'running'`,
};

/**
 * Finishing a job is one statement: the job is done, the result is stored on its session (what the
 * results page, exports and the dashboard read), the day's token reservation becomes the real
 * count, and the result is kept in the cache under its key ($7; null: not cached). Nothing of it
 * happens unless this attempt still holds the job.
 */
const COMPLETE: Statement = {
  name: 'kibitz_ai_job_complete',
  text: `with done as (
      update ai_review_job set state = 'done', result = $3::json, partial = null, error = null, locked_until = null, progress_done = $4, progress_total = $4, updated_at = $5::timestamptz
      where id = $1 and attempts = $2 and state = 'running'
      returning session_id, user_id, usage_day, reserved_tokens),
    session as (
      update analysis_session set ai_review = $3::json from done where analysis_session.id = done.session_id returning 1),
    usage as (
      update daily_usage set ai_tokens = greatest(0, daily_usage.ai_tokens + $6::integer - done.reserved_tokens)
      from done where daily_usage.user_id = done.user_id and daily_usage.day = done.usage_day returning 1),
    cached as (
      insert into ai_review_cache (key, result, created_at) select $7::text, $3::json, $5::timestamptz from done where $7::text is not null
      on conflict (key) do nothing returning 1)
    select 1 as done from done`,
};

/** A failed attempt; a job that fails for good gives its token reservation back (the person got nothing). */
const FAIL: Statement = {
  name: 'kibitz_ai_job_fail',
  text: `with held as (
      select id, reserved_tokens from ai_review_job where id = $1 and attempts = $2 and state = 'running' for update),
    failed as (
      update ai_review_job set
        state = case when $4::boolean and attempts < max_attempts then 'pending' else 'failed' end,
        reserved_tokens = case when $4::boolean and attempts < max_attempts then ai_review_job.reserved_tokens else 0 end,
        run_after = $5::timestamptz, error = $3, locked_until = null, updated_at = $6::timestamptz
      from held where ai_review_job.id = held.id
      returning ai_review_job.user_id, ai_review_job.usage_day, ai_review_job.state, held.reserved_tokens as refund)
    update daily_usage set ai_tokens = greatest(0, daily_usage.ai_tokens - failed.refund)
      from failed where failed.state = 'failed' and daily_usage.user_id = failed.user_id and daily_usage.day = failed.usage_day`,
};

const RETRY: Statement = {
  name: 'kibitz_ai_job_retry',
  text: `update ai_review_job set state = 'pending', max_attempts = attempts + $3, run_after = $4::timestamptz, error = null, updated_at = $4::timestamptz
    where id = $1 and user_id = $2 and state = 'failed' returning 1 as retried`,
};

const COLUMNS = 'id, session_id, state, attempts, progress_done, progress_total, error, result, partial, provider, model';

const GET: Statement = {
  name: 'kibitz_ai_job_get',
  text: `select ${COLUMNS} from ai_review_job where id = $1 and user_id = $2`,
};

const LATEST_FOR_SESSION: Statement = {
  name: 'kibitz_ai_job_latest_for_session',
  text: `select ${COLUMNS} from ai_review_job where session_id = $1 and user_id = $2 order by created_at desc, id desc limit 1`,
};

/** Jobs the dashboard lists: not done yet, or failed (a done job's result is on its session). */
const OPEN_JOBS: Statement = {
  name: 'kibitz_ai_job_open',
  text: `select j.id, j.session_id as "sessionId", s.title, j.state, j.attempts, j.progress_done, j.progress_total, j.error, j.created_at as "createdAt"
    from ai_review_job j join analysis_session s on s.id = j.session_id
    where j.user_id = $1 and j.state <> 'done' order by j.created_at desc limit $2`,
};

const CACHED: Statement = {
  name: 'kibitz_ai_cache_get',
  text: `select result from ai_review_cache where key = $1`,
};

export async function enqueueReview(database: Database, job: { userId: string; sessionId: string; provider: string; model: string }, now: Date): Promise<string> {
  const id = randomUUID();
  await database.query(ENQUEUE, [id, job.userId, job.sessionId, AI_JOB_MAX_ATTEMPTS, now.toISOString(), job.provider, job.model]);
  return id;
}

export async function claimJob(database: Database, now: Date, leaseMs: number): Promise<ClaimedJob | null> {
  const [row] = await database.query<ClaimedJob>(CLAIM, [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString()]);
  return row ?? null;
}

export async function recordProgress(database: Database, job: ClaimedJob, judgments: readonly AiMessageJudgment[], total: number, now: Date, leaseMs: number): Promise<void> {
  await database.query(PROGRESS, [job.id, job.attempts, judgments.length, total, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString(), JSON.stringify(judgments)]);
}

/**
 * False when the attempt no longer holds the job (its lease ran out and another took it).
 * `cacheKey` keeps the result for identical requests; null when it came from the cache already.
 */
export async function completeJob(database: Database, job: ClaimedJob, result: AiReviewResult, now: Date, cacheKey: string | null = null): Promise<boolean> {
  const spent = result.inputTokens + result.outputTokens;
  const rows = await database.query(COMPLETE, [job.id, job.attempts, JSON.stringify(result), result.messages.length, now.toISOString(), spent, cacheKey]);
  return rows.length > 0;
}

export async function cachedReview(database: Database, key: string): Promise<AiReviewResult | null> {
  const [row] = await database.query<{ result: AiReviewResult | string }>(CACHED, [key]);
  if (!row) return null;
  return typeof row.result === 'string' ? (JSON.parse(row.result) as AiReviewResult) : row.result;
}

/** A failed attempt: tried again after a backoff when `retryable` and attempts remain, else failed for good. */
export async function failAttempt(database: Database, job: ClaimedJob, error: string, retryable: boolean, now: Date): Promise<void> {
  const runAfter = new Date(now.getTime() + jobBackoffMs(job.attempts));
  await database.query(FAIL, [job.id, job.attempts, error.slice(0, 500), retryable, runAfter.toISOString(), now.toISOString()]);
}

export async function retryFailedJob(database: Database, userId: string, id: string, now: Date): Promise<void> {
  const rows = await database.query(RETRY, [id, userId, AI_JOB_MAX_ATTEMPTS, now.toISOString()]);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No failed AI review job with this id.');
}

// json columns come back parsed from node-postgres and PGlite alike; a string is tolerated.
const parsed = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toResponse(row: JobRow): AiReviewJobResponse {
  const result = parsed(row.result);
  return {
    id: row.id,
    sessionId: row.session_id,
    provider: row.provider,
    model: row.model,
    state: row.state,
    attempts: row.attempts,
    progress: { done: row.progress_done, total: row.progress_total },
    error: row.error,
    result,
    judgments: result?.messages ?? parsed(row.partial) ?? [],
  };
}

export async function getJob(database: Database, userId: string, id: string): Promise<AiReviewJobResponse> {
  const [row] = await database.query<JobRow>(GET, [id, userId]);
  if (!row) throw new AppError('NOT_FOUND', 'AI review job not found.');
  return toResponse(row);
}

/** The latest AI review job of a session, or null when none was asked for. */
export async function latestJobForSession(database: Database, userId: string, sessionId: string): Promise<AiReviewJobResponse | null> {
  const [row] = await database.query<JobRow>(LATEST_FOR_SESSION, [sessionId, userId]);
  return row ? toResponse(row) : null;
}

export async function listOpenJobs(database: Database, userId: string, limit = 20): Promise<AiReviewJobListResponse> {
  const rows = await database.query<{ id: string; sessionId: string; title: string; state: AiJobState; attempts: number; progress_done: number; progress_total: number; error: string | null; createdAt: Date | string }>(OPEN_JOBS, [userId, limit]);
  return {
    jobs: rows.map((r) => ({
      id: r.id,
      sessionId: r.sessionId,
      title: r.title,
      state: r.state,
      attempts: r.attempts,
      progress: { done: r.progress_done, total: r.progress_total },
      error: r.error,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}
