import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/index.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import {
  houseAccount,
  type Move,
  type TransferRequest,
  transfer,
  transferAlone,
  worldAccount,
} from '../apps/server/src/modules/wallet/index.ts';
import { freshDatabase } from './database.ts';

const CLIENTS = 16;
const WALLETS = 10_000;

export type LedgerResult = { scenario: string; transfersPerSecond: number; p99Ms: number; failed: number };
export type PgbenchResult = { tps: number; latencyMs: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

type Wallet = { account: bigint; house: bigint };

/** 10,000 member wallets, each with its house shard, funded in one balanced transfer from the outside world. */
async function prepareWallets(db: Db): Promise<Wallet[]> {
  await sql`
    INSERT INTO members (merchant, username, nickname)
    SELECT (SELECT code FROM merchants LIMIT 1), 'bench' || g, 'bench' || g
    FROM generate_series(1, ${WALLETS}) g`.execute(db);
  await sql`
    INSERT INTO ledger_accounts (code, member_id, purpose)
    SELECT 'member:' || id || ':main', id, 'main' FROM members WHERE username LIKE 'bench%'`.execute(db);
  const rows = await sql<{ id: bigint; member_id: bigint }>`
    SELECT a.id, a.member_id FROM ledger_accounts a JOIN members m ON m.id = a.member_id
    WHERE m.username LIKE 'bench%' ORDER BY a.id`.execute(db);
  const wallets: Wallet[] = [];
  for (const r of rows.rows) wallets.push({ account: r.id, house: await houseAccount(db, r.member_id) });
  const world = await worldAccount(db, 'bench');
  const moves: Move[] = wallets.map((w) => ({ from: world, to: w.account, amount: 100_000_000n }));
  await inTransaction(db, (tx) => transfer(tx, { key: 'bench-funding', kind: 'deposit', moves }));
  return wallets;
}

/** CLIENTS workers post bet transfers (wallet → its house shard) for `seconds`; `pick` chooses the wallet. */
type Mode = 'alone' | 'in-transaction';

function post(db: Db, mode: Mode, request: TransferRequest) {
  return mode === 'alone' ? transferAlone(db, request) : inTransaction(db, (tx) => transfer(tx, request));
}

async function drive(
  db: Db,
  scenario: string,
  mode: Mode,
  seconds: number,
  pick: () => Wallet,
): Promise<LedgerResult> {
  const latencies: number[] = [];
  let failed = 0;
  let seq = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const key = `${scenario}-${mode}-${seq++}`;
      const wallet = pick();
      const started = performance.now();
      try {
        await post(db, mode, {
          key,
          kind: 'bet',
          moves: [{ from: wallet.account, to: wallet.house, amount: 100n }],
          metadata: { bench: true },
        });
        latencies.push(performance.now() - started);
      } catch {
        failed += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: `${scenario}, ${mode}`,
    transfersPerSecond: Math.round(latencies.length / elapsed),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    failed,
  };
}

export async function ledgerBench(adminUrl: string, seconds: number): Promise<LedgerResult[]> {
  const url = await freshDatabase(adminUrl, 'hb_bench_ledger');
  await migrate(url);
  const db = createDb(url, CLIENTS + 2);
  try {
    await seedIfEmpty(db);
    const wallets = await prepareWallets(db);
    await sql`ANALYZE`.execute(db);
    const anyWallet = () => wallets[Math.floor(Math.random() * wallets.length)]!;
    return [
      await drive(db, 'spread', 'alone', seconds, anyWallet),
      await drive(db, 'hot', 'alone', seconds, () => wallets[0]!),
      await drive(db, 'spread', 'in-transaction', seconds, anyWallet),
    ];
  } finally {
    await db.destroy();
  }
}

/** The yardstick: pgbench's TPC-B-like script on the same server, same client count. */
export async function pgbench(adminUrl: string, seconds: number): Promise<PgbenchResult> {
  const url = await freshDatabase(adminUrl, 'hb_pgbench');
  const u = new URL(url);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username) || 'postgres'];
  execFileSync('pgbench', ['-i', '-q', '-s', '10', ...conn, 'hb_pgbench'], { env, stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-n', ...conn, 'hb_pgbench'],
    { env, encoding: 'utf8' },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 0);
  return { tps: Math.round(tps), latencyMs };
}
