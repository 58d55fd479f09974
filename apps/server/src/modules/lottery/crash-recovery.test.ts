import { randomBytes } from 'node:crypto';
import { hashServerSeed, settleVnBet, type VnResult } from '@app/games';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, until } from '../../../test/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { playerOf } from '../studio/index.ts';
import { mainBalance, studioPlayerIn } from '../studio/testing.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { placeBets } from './bets.ts';
import { lotteryClientSeed } from './draws.ts';
import { lotteryGame } from './games.ts';
import { vnConfigOf } from './testing.ts';

/**
 * The real server killed (SIGKILL, CRASH_AT=<step>) between a fast draw's draw and its settlement, and between two
 * settlement batches, then started again: the schedule's start-up sweep sends the draw's job again, which settles
 * what is left; every member is paid exactly once.
 */

const GAME = 'VN_LOTTO_005';
const FUNDS = 1_000_000_000n;
const LINES = [
  { type: 'lo_2_digits', numbers: ['07', '38', '99'], points: '1' },
  { type: 'de_special_last_2', numbers: ['15', '51'], points: '10' },
];
let database: TestDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 4 });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function serverCrashingAt(step: string | null) {
  server = await startServer(
    {
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_MINUTE: '0',
      JOBS_POLL_SECONDS: '0.5',
      CRASH_CLOCK: 'false',
      TABLE_CLOCK: 'false',
      PVP_CLOCK: 'false',
      ...(step ? { CRASH_AT: step } : {}),
    },
    { mayDie: true },
  );
  return server;
}

/** A fast draw due now with `players` members' slips on it (members on different house shards). */
async function drawWithSlips(players: number) {
  const db = database.db;
  const serverSeed = randomBytes(32).toString('hex');
  const draw = await db
    .insertInto('lottery_draws')
    .values({
      game_code: GAME,
      issue_no: `2097${String(players).padStart(4, '0')}-K${players}`,
      closes_at: sql<Date>`now() + interval '1 minute'`,
      draws_at: sql<Date>`now() + interval '1 minute'`,
      server_seed: serverSeed,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: lotteryClientSeed(GAME),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const members = [];
  for (let i = 0; i < players; i++) {
    const { member, token } = await studioPlayerIn(db, GAME, FUNDS);
    await placeBets(db, await playerOf(db, token), {
      requestId: `crashslip${players}x${i}`,
      drawId: String(draw.id),
      lines: LINES,
    });
    members.push(member.id);
  }
  await db
    .updateTable('lottery_draws')
    .set({
      closes_at: sql<Date>`now() - interval '2 seconds'`,
      draws_at: sql<Date>`now() - interval '1 second'`,
    })
    .where('id', '=', draw.id)
    .execute();
  return { draw, members };
}

const statusOf = async (drawId: bigint) =>
  await database.db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('id', '=', drawId)
    .executeTakeFirstOrThrow();

/** What each member ends with once the draw is paid: the funds, less the slip, plus its wins. */
async function expectedBalance(result: VnResult) {
  const config = vnConfigOf((await lotteryGame(database.db, GAME)).title);
  return LINES.map((line) =>
    settleVnBet(
      config,
      { type: line.type as never, numbers: line.numbers, points: BigInt(line.points) },
      result,
    ),
  ).reduce((sum, s) => sum - s.cost + s.payout, FUNDS);
}

describe('a server killed in the middle of a lottery draw', () => {
  it('settles a draw it was killed after drawing, and finishes a settlement killed between batches', async () => {
    const first = await drawWithSlips(2);
    let s = await serverCrashingAt('lottery.after-draw');
    expect(await s.exited).toBe('SIGKILL');
    const drawn = await statusOf(first.draw.id);
    expect(drawn.status).toBe('drawn');
    const open = await database.db
      .selectFrom('lottery_bets')
      .select('status')
      .where('draw_id', '=', first.draw.id)
      .execute();
    expect(open.every((bet) => bet.status === 'open')).toBe(true);

    s = await serverCrashingAt(null);
    await until('the first draw settled', async () => (await statusOf(first.draw.id)).status === 'settled');
    const paid = await expectedBalance(drawn.result as VnResult);
    for (const member of first.members) expect(await mainBalance(database.db, member)).toBe(paid);
    await s.stop();

    // twenty members over the house shards: several batches, the process killed after the first one commits
    const second = await drawWithSlips(20);
    s = await serverCrashingAt('lottery.after-batch');
    expect(await s.exited).toBe('SIGKILL');
    const half = await database.db
      .selectFrom('lottery_bets')
      .select(['status'])
      .where('draw_id', '=', second.draw.id)
      .execute();
    expect(half.some((bet) => bet.status === 'open')).toBe(true);
    expect(half.some((bet) => bet.status !== 'open')).toBe(true);
    s = await serverCrashingAt(null);
    await until('the second draw settled', async () => (await statusOf(second.draw.id)).status === 'settled');
    const result = (await statusOf(second.draw.id)).result as VnResult;
    const each = await expectedBalance(result);
    for (const member of second.members) expect(await mainBalance(database.db, member)).toBe(each);
    const credits = await database.db
      .selectFrom('game_wallet_calls')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'credit')
      .where('transaction_id', 'like', `lottery-${second.draw.id}-%`)
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(20);
    await expectLedgerConsistent(database.db);
  }, 180_000);
});
