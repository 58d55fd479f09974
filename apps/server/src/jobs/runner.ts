import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { jobsDb } from './tables.ts';

/**
 * A small PostgreSQL-backed runner for periodic tasks. Every `tickSeconds` each server process looks at the
 * registered tasks; a task runs when it is due (`everySeconds` since its last start anywhere, per the
 * `job_runs` table) and this process gets its session advisory lock (`pg_try_advisory_lock`), so only one
 * process runs a task at a time and a process that dies mid-run releases it with its connection. Tasks must be
 * idempotent (a crash after the work but before the bookkeeping runs them again next time).
 */

export type JobTask = {
  /** Stable name: the job_runs key and, hashed, the advisory lock key. */
  name: string;
  everySeconds: number;
  /** The work; answers something short to record (e.g. how many rows changed). */
  run: (db: Db) => Promise<unknown>;
};

export type TaskOutcome = 'ran' | 'failed' | 'busy' | 'not_due';

/** Advisory-lock namespace of the job runner (the key inside it is hashtext(task name)). */
const JOBS_LOCK = 727_400;

/** Runs one task if it is due and no other process is running it; answers what happened. */
export async function runTaskOnce(db: Db, task: JobTask): Promise<TaskOutcome> {
  return db.connection().execute(async (conn) => {
    const locked = await sql<{ ok: boolean }>`
      SELECT pg_try_advisory_lock(${JOBS_LOCK}, hashtext(${task.name})) AS ok`.execute(conn);
    if (!locked.rows[0]?.ok) return 'busy';
    try {
      const runs = jobsDb(conn);
      await runs
        .insertInto('job_runs')
        .values({ name: task.name })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const started = await runs
        .updateTable('job_runs')
        .set({ last_started_at: sql`now()`, runs: sql`runs + 1` })
        .where('name', '=', task.name)
        .where((eb) =>
          eb.or([
            eb('last_started_at', 'is', null),
            eb('last_started_at', '<=', sql<Date>`now() - make_interval(secs => ${task.everySeconds})`),
          ]),
        )
        .executeTakeFirst();
      if (Number(started.numUpdatedRows) === 0) return 'not_due';
      try {
        const result = await task.run(db);
        await runs
          .updateTable('job_runs')
          .set({ last_finished_at: sql`now()`, last_result: String(result ?? ''), last_error: null })
          .where('name', '=', task.name)
          .execute();
        return 'ran';
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await runs
          .updateTable('job_runs')
          .set({ last_finished_at: sql`now()`, last_error: message.slice(0, 2000) })
          .where('name', '=', task.name)
          .execute();
        return 'failed';
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${JOBS_LOCK}, hashtext(${task.name}))`.execute(conn);
    }
  });
}

export type JobRunner = {
  /** Runs every due task once now (what each tick does). */
  tick(): Promise<Record<string, TaskOutcome>>;
  /** Stops ticking and waits for a tick under way. */
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  tasks: readonly JobTask[];
  tickSeconds?: number;
  log?: (message: string, error?: unknown) => void;
};

/** Starts ticking (the first tick after `tickSeconds`); the timer does not keep the process alive. */
export function startJobRunner(db: Db, options: JobRunnerOptions): JobRunner {
  const tickMs = Math.max(1, options.tickSeconds ?? 15) * 1000;
  const log = options.log ?? (() => {});
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  async function tick() {
    const outcomes: Record<string, TaskOutcome> = {};
    for (const task of options.tasks) {
      if (stopped) break;
      try {
        outcomes[task.name] = await runTaskOnce(db, task);
        if (outcomes[task.name] === 'failed') log(`job ${task.name} failed (see job_runs.last_error)`);
      } catch (error) {
        // the database is unreachable or the bookkeeping failed: try again next tick
        outcomes[task.name] = 'failed';
        log(`job ${task.name} could not run`, error);
      }
    }
    return outcomes;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, tickMs);
    timer.unref();
  }
  schedule();

  return {
    tick: () => {
      const run = tick();
      current = run;
      return run;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current.catch(() => {});
    },
  };
}
