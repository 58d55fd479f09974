import { SITE_TIME_ZONE } from '@app/contracts';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { QUEUE_SCHEMA, QUEUES, type QueueName } from './queues.ts';

/** The site's time zone: cron schedules are read in it. */

/** What a module registers for a queue: the work, and optionally a cron schedule (site time). */
export type JobDefinition<T = Record<string, unknown>> = {
  queue: QueueName;
  /** Five-field cron, e.g. every minute `* * * * *`; the scheduler sends one job per tick, cluster-wide. */
  cron?: string;
  /** Also run once as soon as a worker starts (recovery sweeps: after a crash, do not wait for the clock). */
  runAtStart?: boolean;
  /** The work; throwing fails this try (retried with back-off until the queue's retry limit). */
  run: (data: T) => Promise<unknown>;
};

export type SendOptions = {
  /** One job per key waits at a time: sending again while one waits answers null and adds nothing. */
  key?: string;
  afterSeconds?: number;
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: Kysely<Database>;
};

export type JobQueue = {
  send(queue: QueueName, data: Record<string, unknown>, options?: SendOptions): Promise<string | null>;
  /** Starts polling the queues of these definitions and their schedules; call once. */
  work(definitions: readonly JobDefinition<never>[]): Promise<void>;
  stop(): Promise<void>;
};

/** pg-boss talks to PostgreSQL through the server's own pool (or a transaction) via Kysely. */
function executor(db: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

export type JobQueueOptions = {
  log: (message: string, error?: unknown) => void;
  /** How often an idle worker looks for work (pg-boss polls). */
  pollingSeconds?: number;
};

/**
 * The job queue: pg-boss on the server's PostgreSQL (schema `pgboss`, installed by the migrations). Every process
 * can send; processes that `work` also run the cron schedules and pg-boss's maintenance (expiring runs whose
 * process died, archiving). Jobs must be idempotent: a run that dies half-way is run again.
 */
export async function createJobQueue(db: Db, options: JobQueueOptions): Promise<JobQueue> {
  let stopWorker: (() => Promise<void>) | undefined;
  const boss = new PgBoss({
    db: executor(db),
    schema: QUEUE_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error) => options.log('job queue error', error));
  await boss.start();

  return {
    async send(queue, data, { key, afterSeconds, tx } = {}) {
      return boss.send(queue, data, {
        ...(key ? { singletonKey: key } : {}),
        ...(afterSeconds ? { startAfter: afterSeconds } : {}),
        ...(tx ? { db: executor(tx) } : {}),
      });
    },
    async work(definitions) {
      if (stopWorker) throw new Error('job queue: work() was already called');
      // a second instance with maintenance and the cron clock; the first stays send-only
      const worker = new PgBoss({
        db: executor(db),
        schema: QUEUE_SCHEMA,
        migrate: false,
        supervise: true,
        schedule: true,
        maintenanceIntervalSeconds: 30,
        cronMonitorIntervalSeconds: 10,
        cronWorkerIntervalSeconds: 5,
      });
      worker.on('error', (error) => options.log('job queue error', error));
      await worker.start();
      stopWorker = () => worker.stop({ graceful: true, wait: true, timeout: 10_000 });
      const pollingIntervalSeconds = options.pollingSeconds ?? 2;
      const scheduled = new Set<string>();
      for (const definition of definitions) {
        await worker.work<Record<string, unknown>>(
          definition.queue,
          { batchSize: 1, pollingIntervalSeconds },
          async ([job]) => {
            if (job) return runLogged(definition, job.data as never, options.log);
          },
        );
        if (definition.cron) {
          await worker.schedule(definition.queue, definition.cron, {}, { tz: SITE_TIME_ZONE });
          scheduled.add(definition.queue);
        }
        if (definition.runAtStart) await worker.send(definition.queue, {}, { singletonKey: 'start' });
      }
      // a schedule whose definition lost its cron is dropped
      for (const schedule of await worker.getSchedules())
        if (!scheduled.has(schedule.name)) await worker.unschedule(schedule.name);
    },
    async stop() {
      await stopWorker?.();
      await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}

async function runLogged<T>(definition: JobDefinition<T>, data: T, log: JobQueueOptions['log']) {
  try {
    const result = await definition.run(data);
    return result === undefined ? undefined : { result: String(result) };
  } catch (error) {
    log(`job ${definition.queue} failed (it will be retried; see npm run admin -- jobs)`, error);
    throw error;
  }
}

/** The queue names the catalogue must cover. */
export const QUEUE_NAMES: readonly QueueName[] = QUEUES.map((q) => q.name);
