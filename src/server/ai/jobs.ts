import { randomUUID } from 'node:crypto';
import type { AiJobState, AiReviewJobResponse, AiReviewResult } from '../../core/api/ai-review';
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
  text: `update ai_review_job set progress_done = $3, progress_total = $4, locked_until = $5::timestamptz, updated_at = $6::timestamptz
    where id = $1 and attempts = $2 and state = 'running'`,
};

const COMPLETE: Statement = {
  name: 'kibitz_ai_job_complete',
  text: `update ai_review_job set state = 'done', result = $3::json, error = null, locked_until = null, progress_done = $4, progress_total = $4, updated_at = $5::timestamptz
    where id = $1 and attempts = $2 and state = 'running' returning 1 as done`,
};

const FAIL: Statement = {
  name: 'kibitz_ai_job_fail',
  text: `update ai_review_job set
      state = case when $4::boolean and attempts < max_attempts then 'pending' else 'failed' end,
      run_after = $5::timestamptz, error = $3, locked_until = null, updated_at = $6::timestamptz
    where id = $1 and attempts = $2 and state = 'running'`,
};

const RETRY: Statement = {
  name: 'kibitz_ai_job_retry',
  text: `update ai_review_job set state = 'pending', max_attempts = attempts + $3, run_after = $4::timestamptz, error = null, updated_at = $4::timestamptz
    where id = $1 and user_id = $2 and state = 'failed' returning 1 as retried`,
};

const GET: Statement = {
  name: 'kibitz_ai_job_get',
  text: `select id, session_id, state, attempts, progress_done, progress_total, error, result from ai_review_job where id = $1 and user_id = $2`,
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

export async function recordProgress(database: Database, job: ClaimedJob, done: number, total: number, now: Date, leaseMs: number): Promise<void> {
  await database.query(PROGRESS, [job.id, job.attempts, done, total, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString()]);
}

/** False when the attempt no longer holds the job (its lease ran out and another took it). */
export async function completeJob(database: Database, job: ClaimedJob, result: AiReviewResult, now: Date): Promise<boolean> {
  const rows = await database.query(COMPLETE, [job.id, job.attempts, JSON.stringify(result), result.messages.length, now.toISOString()]);
  return rows.length > 0;
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

export async function getJob(database: Database, userId: string, id: string): Promise<AiReviewJobResponse> {
  const [row] = await database.query<JobRow>(GET, [id, userId]);
  if (!row) throw new AppError('NOT_FOUND', 'AI review job not found.');
  return {
    id: row.id,
    sessionId: row.session_id,
    state: row.state,
    attempts: row.attempts,
    progress: { done: row.progress_done, total: row.progress_total },
    error: row.error,
    // json columns come back parsed from node-postgres and PGlite alike; a string is tolerated.
    result: typeof row.result === 'string' ? (JSON.parse(row.result) as AiReviewResult) : row.result,
  };
}
