import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@app/games';
import { sql } from 'kysely';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/index.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { launchGame, seamlessWallet } from '../apps/server/src/modules/games/index.ts';
import { placeBets } from '../apps/server/src/modules/lottery/bets.ts';
import { lotteryClientSeed } from '../apps/server/src/modules/lottery/draws.ts';
import { advanceDraw } from '../apps/server/src/modules/lottery/index.ts';
import { STUDIO } from '../apps/server/src/modules/studio/rounds.ts';
import { playerOf } from '../apps/server/src/modules/studio/service.ts';
import {
  type Move,
  memberMainAccount,
  transfer,
  worldAccount,
} from '../apps/server/src/modules/wallet/index.ts';
import { freshDatabase } from './database.ts';

export const LOTTERY_MEMBERS = Number(process.env.BENCH_LOTTERY_MEMBERS ?? 10_000);
/** Lines per member, each its own bet: 10 × 10,000 = the issue's 100,000 open bets. */
const LINES = 10;
const GAME = 'VN_LOTTO_005'; // Lô Đề Siêu Tốc 45 Giây: a fast North sheet
const FUNDS = 100_000_000_000n;
const PLACING_IN_PARALLEL = 8;

export type LotteryBenchResult = {
  members: number;
  bets: number;
  settleMs: number;
  betsPerSecond: number;
  /** PostgreSQL's own count of time spent running statements (pg_stat_database.active_time), all connections. */
  databaseActiveMs: number;
  /** The node process's CPU (user + system) while settling. */
  nodeCpuMs: number;
  won: number;
  paid: string;
  staked: string;
  reconciled: boolean;
};

/** A slip of LINES lines, different per member, across the types players play most. */
function slip(i: number) {
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return Array.from({ length: LINES }, (_, line) => {
    const base = i * 7 + line * 13;
    switch (line % 5) {
      case 0:
        return { type: 'lo_2_digits', numbers: [two(base)], points: '1' };
      case 1:
        return { type: 'de_special_last_2', numbers: [two(base + 1)], points: '5' };
      case 2:
        return { type: 'xien_2', numbers: [two(base + 2), two(base + 40)], points: '3' };
      case 3:
        return { type: 'dau_special_tens', numbers: [String(base % 10)], points: '2' };
      default:
        return {
          type: 'lo_truot_4',
          numbers: [two(base), two(base + 25), two(base + 50), two(base + 75)],
          points: '2',
        };
    }
  });
}

async function members(db: Db): Promise<bigint[]> {
  const rows = await sql<{ id: bigint }>`
    INSERT INTO members (merchant, username, nickname)
    SELECT (SELECT code FROM merchants LIMIT 1), 'lott' || g, 'lott' || g FROM generate_series(1, ${LOTTERY_MEMBERS}) g
    RETURNING id`.execute(db);
  const ids = rows.rows.map((row) => row.id);
  const world = await worldAccount(db, 'bench');
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const moves: Move[] = [];
    for (const id of chunk) moves.push({ from: world, to: await memberMainAccount(db, id), amount: FUNDS });
    await inTransaction(db, (tx) => transfer(tx, { key: `bench-lottery-fund-${i}`, kind: 'deposit', moves }));
  }
  return ids;
}

async function activeMs(db: Db): Promise<number> {
  const { rows } = await sql<{ active: number }>`
    SELECT active_time AS active FROM pg_stat_database WHERE datname = current_database()`.execute(db);
  return Number(rows[0]?.active ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Settling one draw of LOTTERY_MEMBERS × 10 open bets: the members, their studio sessions and their slips are made
 * first (placed through the same `placeBets` the API runs), then the draw is closed and its job run, timed.
 */
export async function lotteryBench(adminUrl: string): Promise<LotteryBenchResult> {
  const url = await freshDatabase(adminUrl, 'hb_bench_lottery');
  await migrate(url);
  const db = createDb(url, 12);
  try {
    await seedIfEmpty(db);
    const ids = await members(db);
    const serverSeed = randomBytes(32).toString('hex');
    const draw = await db
      .insertInto('lottery_draws')
      .values({
        game_code: GAME,
        issue_no: '20990101-0001',
        closes_at: sql<Date>`now() + interval '1 hour'`,
        draws_at: sql<Date>`now() + interval '1 hour'`,
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        client_seed: lotteryClientSeed(GAME),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    let next = 0;
    const place = async () => {
      while (next < ids.length) {
        const i = next++;
        const memberId = ids[i] as bigint;
        const launch = await launchGame(db, { memberId, isDemo: false, language: 'vi' }, GAME);
        const token = new URL(launch.url, 'http://site').searchParams.get('token') as string;
        const session = await seamlessWallet.authenticate(db, STUDIO, token);
        const player = await playerOf(db, session.sessionToken);
        await placeBets(db, player, { requestId: `benchslip${i}x`, drawId: String(draw.id), lines: slip(i) });
      }
    };
    await Promise.all(Array.from({ length: PLACING_IN_PARALLEL }, place));
    await db
      .updateTable('lottery_draws')
      .set({ closes_at: sql<Date>`now() - interval '1 second'`, draws_at: sql<Date>`now()` })
      .where('id', '=', draw.id)
      .execute();
    await sql`ANALYZE`.execute(db);
    await sleep(1500); // let every connection's statistics reach pg_stat_database
    const activeBefore = await activeMs(db);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await advanceDraw(db, draw.id);
    const settleMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    await sleep(1500);
    const databaseActiveMs = (await activeMs(db)) - activeBefore;
    const totals = await db
      .selectFrom('lottery_bets')
      .select((eb) => [
        eb.fn.countAll<string>().as('bets'),
        sql<string>`count(*) FILTER (WHERE status = 'won')`.as('won'),
        sql<string>`count(*) FILTER (WHERE status = 'open')`.as('open'),
        sql<string>`sum(payout)`.as('paid'),
        sql<string>`sum(cost)`.as('staked'),
      ])
      .where('draw_id', '=', draw.id)
      .executeTakeFirstOrThrow();
    const bets = Number(totals.bets);
    // every member: funds − stakes + payouts, to the minor unit; the ledger's postings sum to zero
    const { rows: wrong } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (
        SELECT b.member_id, sum(b.payout) - sum(b.cost) AS net FROM lottery_bets b WHERE b.draw_id = ${draw.id} GROUP BY 1
      ) m JOIN ledger_accounts a ON a.member_id = m.member_id AND a.purpose = 'main'
      WHERE a.balance <> ${FUNDS} + m.net`.execute(db);
    const { rows: unbalanced } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (SELECT transfer_id FROM ledger_postings GROUP BY 1 HAVING sum(amount) <> 0) t`.execute(
      db,
    );
    return {
      members: ids.length,
      bets,
      settleMs: Math.round(settleMs),
      betsPerSecond: Math.round(bets / (settleMs / 1000)),
      databaseActiveMs: Math.round(databaseActiveMs),
      nodeCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      won: Number(totals.won),
      paid: totals.paid,
      staked: totals.staked,
      reconciled: Number(totals.open) === 0 && Number(wrong[0]?.n) === 0 && Number(unbalanced[0]?.n) === 0,
    };
  } finally {
    await db.destroy();
  }
}
