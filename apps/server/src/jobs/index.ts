import type { Db } from '../db/database.ts';
import { type JobRunner, startJobRunner } from './runner.ts';
import { scheduledTasks } from './tasks.ts';

export { type JobRunner, type JobTask, runTaskOnce, startJobRunner, type TaskOutcome } from './runner.ts';
export type { JobTables } from './tables.ts';
export { scheduledTasks } from './tasks.ts';

/** Starts the server's scheduled tasks (main.ts); `stop()` on shutdown. */
export function startJobs(
  db: Db,
  options: { tickSeconds?: number; log?: (message: string, error?: unknown) => void } = {},
): JobRunner {
  return startJobRunner(db, { tasks: scheduledTasks(), ...options });
}
