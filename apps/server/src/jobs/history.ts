import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { QUEUE_NAMES } from './queue.ts';

export type JobRun = {
  queue: string;
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Tries so far after the first (retries). */
  retries: number;
  key: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** What the run answered, or its error message. */
  output: string | null;
};

/**
 * The latest runs of the server's queues, newest first, from pg-boss's tables (jobs in flight and done, and the
 * archive it moves finished ones to): what `npm run admin -- jobs` prints. `failed` keeps only runs that used up
 * their retries.
 */
export async function recentJobRuns(
  db: Db,
  options: { failed?: boolean; limit?: number } = {},
): Promise<JobRun[]> {
  const names = [...QUEUE_NAMES];
  const state = options.failed ? sql`AND state = 'failed'` : sql``;
  const { rows } = await sql<{
    name: string;
    id: string;
    state: JobRun['state'];
    retry_count: number;
    singleton_key: string | null;
    created_on: Date;
    started_on: Date | null;
    completed_on: Date | null;
    output: unknown;
  }>`
    SELECT name, id::text, state::text AS state, retry_count, singleton_key, created_on, started_on, completed_on, output
    FROM (
      SELECT name, id, state, retry_count, singleton_key, created_on, started_on, completed_on, output FROM pgboss.job
      UNION ALL
      SELECT name, id, state, retry_count, singleton_key, created_on, started_on, completed_on, output FROM pgboss.archive
    ) runs
    WHERE name = ANY(${names}::text[]) ${state}
    ORDER BY coalesce(completed_on, started_on, created_on) DESC
    LIMIT ${options.limit ?? 30}`.execute(db);
  return rows.map((r) => ({
    queue: r.name,
    id: r.id,
    state: r.state,
    retries: r.retry_count,
    key: r.singleton_key,
    createdAt: r.created_on,
    startedAt: r.started_on,
    finishedAt: r.completed_on,
    output: describeOutput(r.output),
  }));
}

function describeOutput(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object') {
    const o = output as { message?: unknown; result?: unknown };
    if (typeof o.message === 'string') return o.message;
    if (o.result !== undefined) return String(o.result);
  }
  return JSON.stringify(output);
}
