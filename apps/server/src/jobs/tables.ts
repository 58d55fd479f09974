import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** When each scheduled task last ran, cluster-wide (migration 0009). */
export type JobRunsTable = {
  name: string;
  last_started_at: NullableTimestamp;
  last_finished_at: NullableTimestamp;
  last_result: string | null;
  last_error: string | null;
  runs: Generated<bigint>;
};

export type JobTables = { job_runs: JobRunsTable };

export function jobsDb(db: Kysely<Database>): Kysely<Database & JobTables> {
  return db.withTables<JobTables>();
}
