import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, WALLET_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, HttpClient, type ServerProcess, startServer } from '../../test/server-process.ts';
import { recentJobRuns } from '../jobs/history.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { hashPassword } from '../modules/accounts/index.ts';
import { createMember } from '../modules/accounts/testing.ts';
import {
  balances,
  expectLedgerConsistent,
  fund,
  setWithdrawalSettings,
  VND,
} from '../modules/wallet/testing.ts';
import { createDb, type Db } from './database.ts';
import { type EmbeddedServer, ensureDatabase, startEmbeddedPostgres } from './embedded.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

/**
 * The database dies under load (SIGKILL of its postmaster, a PostgreSQL of this test's own) and comes back
 * 5 seconds later: the server must stay up, answer 503 `service_unavailable` (never hang) meanwhile, serve
 * again by itself, resume its job queue, and lose or double no money.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'hb-restart-pg-'));
let port = 0;
let postgres: EmbeddedServer | undefined;
let url = '';
let db: Db;
let server: ServerProcess | undefined;
const PAYMENT_PASSWORD = '975310';

beforeAll(async () => {
  port = await freePort();
  postgres = await startEmbeddedPostgres(dataDir, port, () => {});
  url = await ensureDatabase(postgres.adminUrl, 'hb_restart');
  await migrate(url);
  db = createDb(url, { maxConnections: 3, onError: () => {} });
  await seedIfEmpty(db);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.destroy();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function killPostmaster() {
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
}

type Outcome = { status: number | 'timeout' | 'network'; code?: string };

/** One request with a hard deadline: a request that hangs past it counts as 'timeout'. */
async function attempt(work: () => Promise<{ status: number; json?: { code?: string } }>): Promise<Outcome> {
  try {
    const res = await work();
    return { status: res.status, code: res.json?.code };
  } catch (error) {
    return { status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
  }
}

describe('a database restart under load', () => {
  it('is survived: 503 while it is away, served again by itself, jobs resume, the ledger holds', async () => {
    const member = await createMember(db, { payeeName: 'NGUYEN VAN AN' });
    await db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword(PAYMENT_PASSWORD) })
      .where('id', '=', member.id)
      .execute();
    await fund(db, member.id, VND(10_000_000));
    await setWithdrawalSettings(db, { daily_count: 100_000, daily_amount: VND(10_000_000_000) });

    server = await startServer({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '0', JOBS_POLL_SECONDS: '0.5' });
    const client = new HttpClient(server.baseUrl);
    expect(
      (
        await client.send('POST', '/api/accounts/login', {
          username: member.username,
          password: 'Test1234',
          type: 'username',
        })
      ).status,
    ).toBe(200);
    const card = await client.send('POST', '/api/wallet/cards', {
      bankCode: 'VCB',
      accountNumber: '0071000123999',
      payeeName: 'Nguyen Van An',
    });
    const cardId = (card.json!.value as { id: string }).id;

    const deadline = { signal: () => AbortSignal.timeout(15_000) };
    const withdrawalIds: string[] = [];
    const outcomes: Outcome[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    const byPhase: Record<string, Outcome[]> = { before: [], down: [], after: [] };
    let storming = true;
    let n = 0;

    async function worker(w: number) {
      while (storming) {
        const requestId = `restart-${w}-${n++}`;
        const read = await attempt(() =>
          client.send('GET', WALLET_API.balance, undefined, {}, deadline.signal()),
        );
        const move = await attempt(() =>
          client.send(
            'POST',
            WALLET_API.withdrawals,
            { cardId, amount: String(VND(100_000)), paymentPassword: PAYMENT_PASSWORD, requestId },
            {},
            deadline.signal(),
          ),
        );
        withdrawalIds.push(requestId);
        outcomes.push(read, move);
        byPhase[phase]!.push(read, move);
        // stay under the withdrawal daily count: cancel what was made
        if (move.status === 200) {
          const made = await db
            .selectFrom('withdrawals')
            .select('id')
            .where('request_id', '=', requestId)
            .executeTakeFirst()
            .catch(() => undefined);
          if (made)
            await attempt(() =>
              client.send(
                'POST',
                WALLET_API.withdrawalCancel(String(made.id)),
                undefined,
                {},
                deadline.signal(),
              ),
            );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    const storm = Promise.all([worker(1), worker(2)]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    phase = 'down';
    killPostmaster();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const readyWhileDown = await attempt(() => client.send('GET', API.readyz));
    const healthWhileDown = await attempt(() => client.send('GET', API.healthz));
    postgres = await startEmbeddedPostgres(dataDir, port, () => {});
    for (let waited = 0; waited < 60_000; waited += 250) {
      const ready = await attempt(() => client.send('GET', API.readyz));
      if (ready.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    phase = 'after';
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    storming = false;
    await storm;

    // the process lived through it, and nothing hung
    expect(server.alive(), server.stderr()).toBe(true);
    expect(outcomes.filter((o) => o.status === 'timeout' || o.status === 'network')).toEqual([]);
    expect([healthWhileDown.status, readyWhileDown.status, readyWhileDown.code]).toEqual([
      200,
      503,
      'service_unavailable',
    ]);
    // while away: 503 service_unavailable, never a 500 (the two workers are one member: a withdrawal while the
    // other's is in flight is told `request_in_progress` at once, whether the database is there or not)
    const down = byPhase.down!.filter((o) => o.status !== 200 && o.code !== 'request_in_progress');
    expect(down.length).toBeGreaterThan(0);
    expect(down.filter((o) => o.status !== 503 || o.code !== 'service_unavailable')).toEqual([]);
    expect(outcomes.some((o) => o.status === 500)).toBe(false);
    // served again
    expect(byPhase.after!.some((o) => o.status === 200)).toBe(true);
    expect((await client.send('GET', WALLET_API.balance)).status).toBe(200);

    // every withdrawal request, retried now with its request id, exists exactly once; nothing lost or doubled
    for (const requestId of withdrawalIds) {
      const again = await client.send('POST', WALLET_API.withdrawals, {
        cardId,
        amount: String(VND(100_000)),
        paymentPassword: PAYMENT_PASSWORD,
        requestId,
      });
      // made once (the first answer again), or refused whole when the money is all held by now
      if (again.status !== 200) expect(again.json?.code, again.text).toBe('insufficient_funds');
    }
    const rows = await db.selectFrom('withdrawals').select(['request_id', 'status', 'amount']).execute();
    expect(new Set(rows.map((r) => r.request_id)).size).toBe(rows.length);
    const stillHeld = rows
      .filter((r) => r.status === 'PENDING_REVIEW')
      .reduce((sum, r) => sum + r.amount, 0n);
    expect(await balances(db, member.id)).toEqual({ main: VND(10_000_000) - stillHeld, held: stillHeld });
    await expectLedgerConsistent(db);

    // the job queue works again: a job sent now is run by the server's worker
    const queue = await createJobQueue(db, { log: () => {} });
    const sentAt = new Date();
    await queue.send('withdrawals.payout-sweep', {}, { key: 'after-restart' });
    await queue.stop();
    for (let waited = 0; waited < 60_000; waited += 250) {
      const runs = await recentJobRuns(db, { limit: 50 });
      if (runs.some((r) => r.key === 'after-restart' && r.state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const runs = await recentJobRuns(db, { limit: 50 });
    expect(runs.find((r) => r.key === 'after-restart')).toMatchObject({ state: 'completed' });
    expect(runs.find((r) => r.key === 'after-restart')!.createdAt >= new Date(sentAt.getTime() - 5_000)).toBe(
      true,
    );
  }, 300_000);
});
