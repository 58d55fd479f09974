import { STUDIO_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, type ServerProcess, startServer, until } from '../../../test/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { placeBet } from './crash/bets.ts';
import { crashGames } from './crash/clock.ts';
import * as cq from './crash/queries.ts';
import { PVP_RULES } from './pvp/games.ts';
import { tableStep } from './pvp/hands.ts';
import * as pq from './pvp/queries.ts';
import { join, ready } from './pvp/seats.ts';
import { playerOf, studioGame } from './service.ts';
import { placeBets } from './tables/bets.ts';
import { liveTables } from './tables/clock.ts';
import * as tq from './tables/queries.ts';
import { closeBetting, openRound } from './tables/rounds.ts';
import { insertCrashRound, mainBalance, studioPlayerIn, twentyLineSlot } from './testing.ts';

/**
 * The real server killed (SIGKILL, CRASH_AT=<step>) in the middle of a studio round, of a crash round's bust, of a
 * live table round's payment and of a PVP hand's settlement, then started again: a studio round is one
 * transaction, so nothing of it stays and the retried request plays it once; the crash round, the table round and
 * the hand are finished by the next process's clock, every bet paid exactly once.
 */

let database: TestDatabase;
let server: ServerProcess | undefined;
let seq = 0;
const requestId = () => `kill${Date.now().toString(36)}x${++seq}`;

beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 4 });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function serverCrashingAt(step: string | null, env: Record<string, string> = {}) {
  server = await startServer({
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: '0',
    JOBS: 'false',
    ...(step ? { CRASH_AT: step } : {}),
    ...env,
  });
  return server;
}

const balanceOf = (memberId: bigint) => mainBalance(database.db, memberId);
const playerIn = (gameCode: string) => studioPlayerIn(database.db, gameCode, 10_000_000n);

describe('a server killed in the middle of a round', () => {
  it('leaves nothing of a studio spin killed after its debit and credit, before their commit; the retry plays it once', async () => {
    const slot = await twentyLineSlot(database.db);
    const { member, token } = await playerIn(slot.code);
    const before = await balanceOf(member.id);
    const id = requestId();
    const spin = { requestId: id, bet: { lineBet: String(slot.minBet), lines: 20 } };
    const auth = { authorization: `Bearer ${token}` };

    const s = await serverCrashingAt('studio.batch-played', { CRASH_CLOCK: 'false' });
    expect(
      await new HttpClient(s.baseUrl).sendExpectingCrash('POST', STUDIO_API.spin, spin, auth),
    ).toBeUndefined();
    expect(await s.exited).toBe('SIGKILL');
    expect(await balanceOf(member.id)).toBe(before);
    const rounds = () =>
      database.db
        .selectFrom('game_rounds')
        .select(['stake', 'win', 'status'])
        .where('provider_round_id', '=', `${member.id}-${id}`)
        .execute();
    expect(await rounds()).toEqual([]);

    const again = await serverCrashingAt(null, { CRASH_CLOCK: 'false' });
    const res = await new HttpClient(again.baseUrl).send('POST', STUDIO_API.spin, spin, auth);
    expect(res.status, res.text).toBe(200);
    const played = await rounds();
    expect(played).toHaveLength(1);
    expect(played[0]?.status).toBe('settled');
    expect(await balanceOf(member.id)).toBe(before - (played[0]?.stake ?? 0n) + (played[0]?.win ?? 0n));
    await again.stop();
    await expectLedgerConsistent(database.db);
  }, 120_000);

  it('busts a crash round whose bust was killed half-paid, paying every bet exactly once', async () => {
    const [game] = await crashGames(database.db);
    if (!game) throw new Error('no crash game');
    // a round of our own with a low bust point, betting open for a moment
    const round = await insertCrashRound(database.db, game, {
      min: 0,
      max: 131,
      bettingMs: 1_500,
      roundNo: 1_000_000n,
    });
    const players = [await playerIn(game.code), await playerIn(game.code), await playerIn(game.code)];
    const stake = 500_000n;
    for (const p of players) {
      const player = await playerOf(database.db, p.token);
      const studio = await studioGame(database.db, game.code, 'en');
      await placeBet(database.db, player, studio, {
        requestId: requestId(),
        stake: String(stake),
        autoCashoutX100: null,
      });
    }

    const s = await serverCrashingAt('crash.mid-bust');
    expect(await s.exited).toBe('SIGKILL');
    expect((await cq.roundById(database.db, round.id))?.phase).not.toBe('busted');
    expect((await cq.betsOfRound(database.db, round.id)).every((bet) => bet.payout === null)).toBe(true);

    server = await serverCrashingAt(null);
    await until(
      'the round busted',
      async () => (await cq.roundById(database.db, round.id))?.phase === 'busted',
    );
    const bets = await cq.betsOfRound(database.db, round.id);
    expect(bets.map((bet) => bet.payout)).toEqual([0n, 0n, 0n]);
    for (const p of players) expect(await balanceOf(p.member.id)).toBe(10_000_000n - stake);
    const credits = await database.db
      .selectFrom('game_wallet_calls')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('kind', '=', 'credit')
      .where('transaction_id', 'like', `crash-${round.id}-%`)
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(3);
    await server.stop();
    await expectLedgerConsistent(database.db);
  }, 120_000);

  it('pays a live table round whose payment was killed half-way, each placement exactly once', async () => {
    const table = (await liveTables(database.db)).find((t) => t.family === 'xoc-dia');
    if (!table) throw new Error('no xóc đĩa table');
    const round = await openRound(database.db, {
      ...table,
      rhythm: { bettingMs: 60_000, decideMs: 0, revealMs: 0, pauseMs: 0 },
    });
    if (!round) throw new Error('no round');
    const players = [await playerIn(table.code), await playerIn(table.code), await playerIn(table.code)];
    const stake = BigInt((await studioGame(database.db, table.code, 'en')).minBet);
    for (const [i, p] of players.entries()) {
      const player = await playerOf(database.db, p.token);
      const studio = await studioGame(database.db, table.code, 'en');
      await placeBets(database.db, player, studio, {
        requestId: requestId(),
        tableRoundId: String(round.id),
        bets: [{ type: i % 2 ? 'odd' : 'even', stake: String(stake) }],
      });
    }
    await database.db
      .updateTable('table_rounds')
      .set({ betting_ends_at: new Date(Date.now() - 1_000) })
      .where('id', '=', round.id)
      .execute();
    // the result shows for 10 s more: the server is up before its clock pays the round
    const closed = await closeBetting(
      database.db,
      { ...table, rhythm: { bettingMs: 0, decideMs: 0, revealMs: 10_000, pauseMs: 0 } },
      {
        ...round,
        betting_ends_at: new Date(Date.now() - 1_000),
      },
    );
    expect(closed.phase).toBe('revealing');

    const s = await serverCrashingAt('table.mid-settle', { CRASH_CLOCK: 'false', PVP_CLOCK: 'false' });
    expect(await s.exited).toBe('SIGKILL');
    expect((await tq.roundById(database.db, round.id))?.phase).toBe('revealing');
    for (const p of players) expect(await balanceOf(p.member.id)).toBe(10_000_000n - stake);

    server = await serverCrashingAt(null, { CRASH_CLOCK: 'false', PVP_CLOCK: 'false' });
    await until(
      'the table round paid',
      async () => (await tq.roundById(database.db, round.id))?.phase === 'settled',
    );
    const placements = await database.db
      .selectFrom('table_placements')
      .select(['member_id', 'status', 'payout'])
      .where('table_round_id', '=', round.id)
      .execute();
    expect(placements.every((p) => p.status === 'settled')).toBe(true);
    for (const p of players) {
      const mine = placements.find((row) => row.member_id === p.member.id);
      expect(await balanceOf(p.member.id)).toBe(10_000_000n - stake + (mine?.payout ?? 0n));
    }
    const credits = await database.db
      .selectFrom('game_wallet_calls')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('kind', '=', 'credit')
      .where('transaction_id', 'like', `table-${round.id}-%`)
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(3);
    await server.stop();
    await expectLedgerConsistent(database.db);
  }, 120_000);

  it('settles a PVP hand whose settlement was killed half-way, each hold credited exactly once', async () => {
    const code = (
      await database.db
        .selectFrom('games')
        .select('code')
        .where('name_en', '=', 'Three Cards')
        .executeTakeFirstOrThrow()
    ).code;
    const settings = { bots: false, turnMs: 60_000, autoMs: 0, startMs: 0, pauseMs: 0, idleMs: 600_000 };
    const game = {
      code,
      game: 'ba-cay' as const,
      minBet: (await studioGame(database.db, code, 'en')).minBet,
    };
    const session = { ...game, minBet: BigInt(game.minBet) };
    const players = [await playerIn(code), await playerIn(code)];
    let tableId = '';
    for (const p of players) {
      const player = await playerOf(database.db, p.token);
      tableId = (
        await join(database.db, player, session, { requestId: requestId(), room: 'beginner' }, settings)
      ).tableId;
      await ready(database.db, player, session, { requestId: requestId(), tableId }, settings);
    }
    await tableStep(database.db, BigInt(tableId), 'ba-cay', settings);
    await database.db
      .updateTable('pvp_tables')
      .set({ next_hand_at: new Date(Date.now() - 1_000) })
      .execute();
    await tableStep(database.db, BigInt(tableId), 'ba-cay', settings);
    const hand = await pq.latestHand(database.db, BigInt(tableId));
    if (!hand) throw new Error('no hand');
    // the cards turn up in 10 s: the server is up before its clock settles the hand
    await database.db
      .updateTable('pvp_hands')
      .set({ turn_ends_at: new Date(Date.now() + 10_000) })
      .where('id', '=', hand.id)
      .execute();
    const hold = BigInt(PVP_RULES['ba-cay'].holdUnits) * BigInt(game.minBet);
    for (const p of players) expect(await balanceOf(p.member.id)).toBe(10_000_000n - hold);

    const s = await serverCrashingAt('pvp.mid-settle', { CRASH_CLOCK: 'false', TABLE_CLOCK: 'false' });
    expect(await s.exited).toBe('SIGKILL');
    expect((await pq.latestHand(database.db, BigInt(tableId)))?.phase).toBe('playing');
    for (const p of players) expect(await balanceOf(p.member.id)).toBe(10_000_000n - hold);

    server = await serverCrashingAt(null, { CRASH_CLOCK: 'false', TABLE_CLOCK: 'false' });
    await until(
      'the hand settled',
      async () => (await pq.latestHand(database.db, BigInt(tableId)))?.phase === 'settled',
    );
    const settled = await pq.latestHand(database.db, BigInt(tableId));
    for (const p of players) {
      const index = settled?.seats.findIndex((d) => d.memberId === String(p.member.id)) as number;
      expect(await balanceOf(p.member.id)).toBe(10_000_000n + BigInt(settled?.result?.net[index] as string));
    }
    const credits = await database.db
      .selectFrom('game_wallet_calls')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('kind', '=', 'credit')
      .where(
        'round_id',
        'in',
        (
          await database.db
            .selectFrom('game_rounds')
            .select('id')
            .where('provider_round_id', 'in', settled?.seats.map((d) => d.roundId as string) ?? [])
            .execute()
        ).map((r) => r.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(2);
    await server.stop();
    await expectLedgerConsistent(database.db);
  }, 120_000);
});
