import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { createMember } from '../modules/accounts/test-client.ts';
import { type JobTask, runTaskOnce, scheduledTasks, startJobRunner } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 8 });
});
afterAll(() => database?.drop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job runner', () => {
  it('runs a task in one process at a time, once per interval', async () => {
    let runs = 0;
    const task: JobTask = {
      name: 'test.slow',
      everySeconds: 3600,
      run: async () => {
        runs += 1;
        await sleep(200);
        return 'done';
      },
    };
    // two "processes" at once: one takes the advisory lock, the other finds it busy
    const outcomes = await Promise.all([runTaskOnce(database.db, task), runTaskOnce(database.db, task)]);
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    // 'busy' while the other runs (or 'not_due' had the other finished first)
    expect(outcomes.filter((o) => o !== 'ran')[0]).toMatch(/^(busy|not_due)$/);
    expect(runs).toBe(1);
    // not due again within its interval, wherever asked
    expect(await runTaskOnce(database.db, task)).toBe('not_due');
    const row = await sql<{ runs: string; last_result: string; last_error: string | null }>`
      SELECT runs::text, last_result, last_error FROM job_runs WHERE name = 'test.slow'`.execute(database.db);
    expect(row.rows[0]).toEqual({ runs: '1', last_result: 'done', last_error: null });
    // the lock was released: once due, it runs again
    await sql`UPDATE job_runs SET last_started_at = now() - interval '2 hours' WHERE name = 'test.slow'`.execute(
      database.db,
    );
    expect(await runTaskOnce(database.db, task)).toBe('ran');
    expect(runs).toBe(2);
  });

  it('records a failing task and carries on with the others', async () => {
    const failing: JobTask = {
      name: 'test.failing',
      everySeconds: 1,
      run: async () => {
        throw new Error('boom');
      },
    };
    let ran = false;
    const fine: JobTask = { name: 'test.fine', everySeconds: 1, run: async () => (ran = true) };
    const messages: string[] = [];
    const runner = startJobRunner(database.db, {
      tasks: [failing, fine],
      tickSeconds: 3600,
      log: (m) => messages.push(m),
    });
    const outcomes = await runner.tick();
    await runner.stop();
    expect(outcomes).toEqual({ 'test.failing': 'failed', 'test.fine': 'ran' });
    expect(ran).toBe(true);
    expect(messages).toEqual(['job test.failing failed (see job_runs.last_error)']);
    const row = await sql<{
      last_error: string;
    }>`SELECT last_error FROM job_runs WHERE name = 'test.failing'`.execute(database.db);
    expect(row.rows[0]?.last_error).toBe('boom');
  });

  it('ticks on its own and stops cleanly', async () => {
    let count = 0;
    const runner = startJobRunner(database.db, {
      tasks: [{ name: 'test.ticking', everySeconds: 1, run: async () => ++count }],
      tickSeconds: 1,
    });
    for (let waited = 0; count === 0 && waited < 10_000; waited += 50) await sleep(50);
    await runner.stop();
    expect(count).toBeGreaterThanOrEqual(1);
    const stoppedAt = count;
    await sleep(1500);
    expect(count).toBe(stoppedAt);
  });

  it('has the withdrawal auto-receive task, which runs against the real tables', async () => {
    const tasks = scheduledTasks();
    expect(tasks.map((t) => t.name)).toEqual(['withdrawals.auto-receive']);
    await createMember(database.db);
    expect(await runTaskOnce(database.db, tasks[0]!)).toBe('ran');
    const row = await sql<{ last_result: string }>`
      SELECT last_result FROM job_runs WHERE name = 'withdrawals.auto-receive'`.execute(database.db);
    expect(row.rows[0]?.last_result).toBe('0 received');
  });
});
