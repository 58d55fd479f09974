import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { recentJobRuns } from './history.ts';
import { createJobQueue, type JobDefinition, type JobQueue } from './queue.ts';

let database: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 10 });
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await database?.drop();
});

const quiet = () => {};

async function startQueue(definitions: JobDefinition<never>[]): Promise<JobQueue> {
  const queue = await createJobQueue(database.db, { log: quiet, pollingSeconds: 0.5 });
  queues.push(queue);
  await queue.work(definitions);
  return queue;
}

/** Waits (polling, no timed assertion) until `done` holds or a minute passes. */
async function eventually(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue (pg-boss on PostgreSQL)', () => {
  it('retries a job that throws, then records it as failed where the CLI reads it', async () => {
    let tries = 0;
    const failing: JobDefinition<{ n: number }> = {
      queue: 'test.probe',
      run: async () => {
        tries += 1;
        throw new Error('the bank is offline');
      },
    };
    const queue = await startQueue([failing]);
    await queue.send('test.probe', { n: 1 }, { key: 'failing' });
    await eventually(async () => (await recentJobRuns(database.db, { failed: true })).length > 0);
    // test.probe allows 2 retries: three tries in all, then failed for good
    expect(tries).toBe(3);
    const failed = await recentJobRuns(database.db, { failed: true });
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ queue: 'test.probe', state: 'failed', retries: 2, key: 'failing' });
    expect(failed[0]?.output).toContain('the bank is offline');
    await queue.stop();
    queues.pop();
  });

  it('runs a job sent twice for one key once, and two worker processes run each job once', async () => {
    await sql`DELETE FROM pgboss.job WHERE name = 'test.probe'`.execute(database.db);
    const runs = new Map<string, number>();
    const counting = (worker: string): JobDefinition<{ id: string }> => ({
      queue: 'test.probe',
      run: async ({ id }) => {
        runs.set(id, (runs.get(id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return worker;
      },
    });
    // two "processes": two queues with workers of their own on the same database
    const a = await startQueue([counting('a')]);
    await startQueue([counting('b')]);
    const sent = await Promise.all([
      a.send('test.probe', { id: 'same' }, { key: 'same', afterSeconds: 1 }),
      a.send('test.probe', { id: 'same' }, { key: 'same', afterSeconds: 1 }),
    ]);
    expect(sent.filter((id) => id !== null)).toHaveLength(1);
    for (let i = 0; i < 20; i++) await a.send('test.probe', { id: `job-${i}` }, { key: `job-${i}` });
    // a job is recorded completed just after its run returns: wait for both (a loaded machine widens the gap)
    const completed = async () =>
      (await recentJobRuns(database.db, { limit: 50 })).filter((r) => r.state === 'completed');
    await eventually(async () => runs.size === 21 && (await completed()).length >= 21);
    expect(runs.size).toBe(21);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await completed()).toHaveLength(21);
  });

  it('enqueues inside a transaction: a rolled-back transaction leaves no job', async () => {
    const queue = queues[0]!;
    await database.db
      .transaction()
      .execute(async (tx) => {
        await queue.send('test.probe', { id: 'rolled-back' }, { key: 'rolled-back', tx });
        throw new Error('abort');
      })
      .catch(() => {});
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE singleton_key = 'rolled-back'`.execute(database.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps a cron schedule per scheduled job, in site time', async () => {
    const queue = await createJobQueue(database.db, { log: quiet, pollingSeconds: 0.5 });
    queues.push(queue);
    await queue.work([{ queue: 'withdrawals.auto-receive', cron: '* * * * *', run: async () => 'ok' }]);
    const { rows } = await sql<{ name: string; cron: string; options: { tz?: string } }>`
      SELECT name, cron, options FROM pgboss.schedule`.execute(database.db);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'withdrawals.auto-receive',
        cron: '* * * * *',
        options: expect.objectContaining({ tz: 'Asia/Ho_Chi_Minh' }),
      }),
    ]);
  });
});
