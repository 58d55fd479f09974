import {
  ACCOUNTS_API,
  CRASH_API,
  type CrashBetAnswer,
  FISH_API,
  type FishSession,
  type FishShootAnswer,
  type LaunchAnswer,
  LOTTERY_API,
  type LotteryBetAnswer,
  type LotteryBetLine,
  PLAY_API,
  PVP_API,
  type PvpPlayerTable,
  STUDIO_API,
  type StudioRound,
  type StudioSession,
  TABLE_API,
  type TableBetAnswer,
} from '@app/contracts';
import { FISH_MODELS, type FishModelId, fishField, fishFieldSources, fishPosition } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { TestClient } from '../accounts/testing.ts';
import { advanceDraw } from '../lottery/index.ts';
import { closeDrawNow, insertTestDraw } from '../lottery/testing.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { crashGames } from './crash/clock.ts';
import { type CrashGame, cashOutAutos } from './crash/rounds.ts';
import { tableStep, timerStep } from './pvp/hands.ts';
import type { PvpSettings } from './pvp/models.ts';
import * as pvpQueries from './pvp/queries.ts';
import { liveTables } from './tables/clock.ts';
import type { LiveTable } from './tables/models.ts';
import { closeBetting, openRound, settleRound } from './tables/rounds.ts';
import {
  fundedMember,
  insertCrashRound,
  mainBalance,
  type StudioRequest,
  studioCall,
  studioPlayer,
  twentyLineSlot,
} from './testing.ts';

/**
 * One member, two site sessions: `stolen` (a second session, think a stolen cookie) opens a game of every family and
 * bets in each; the member then ends the other sessions from the security centre. Every new bet of the stolen
 * session is refused; what it had already staked settles as on a disconnect; the member's own session plays on.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;
const requestId = () => `end${Date.now().toString(36)}x${++seq}`;
const MONEY = 1_000_000_000n;
const REFUSED = { status: 401, body: { code: 'player_session_invalid' } };
const PVP: PvpSettings = { bots: false, turnMs: 20_000, autoMs: 0, startMs: 0, pauseMs: 0, idleMs: 600_000 };
const CHASE_GAME = 'VN_LOTTO_006'; // Lô Đề Miền Bắc: a fast North sheet

let codes: Record<'slot' | 'fish' | 'pvp' | 'mines', string>;
let slotMinBet: bigint;
let table: LiveTable;
let crash: CrashGame;

const call = <T>(...request: StudioRequest) => studioCall<T>(t.app, ...request);

async function gameCode(nameEn: string) {
  const row = await t.db
    .selectFrom('games')
    .select('code')
    .where('name_en', '=', nameEn)
    .executeTakeFirstOrThrow();
  return row.code;
}

async function minBetOf(code: string) {
  return (await t.db.selectFrom('games').select('min_bet').where('code', '=', code).executeTakeFirstOrThrow())
    .min_bet;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  // the live vendors dealt by the studio (the seed leaves them without a provider until their tables play)
  await t.db.updateTable('vendors').set({ provider: 'studio' }).where('category', '=', 'LIVE').execute();
  const slot = await twentyLineSlot(t.db);
  slotMinBet = slot.minBet;
  codes = {
    slot: slot.code,
    fish: await gameCode('Ocean Fishing'),
    pvp: await gameCode('Three Cards'),
    mines: await gameCode('Treasure Mines'),
  };
  const xocDia = (await liveTables(t.db)).find((candidate) => candidate.family === 'xoc-dia');
  if (!xocDia) throw new Error('no xóc đĩa table in the seed');
  table = { ...xocDia, rhythm: { bettingMs: 60_000, decideMs: 0, revealMs: 0, pauseMs: 0 } };
  crash = (await crashGames(t.db))[0] as CrashGame;
});
afterAll(() => t.close());

async function loggedIn(username: string) {
  const client = new TestClient(t.app);
  expect((await client.login(username, 'Test1234')).body.value).toMatchObject({ status: 'ok' });
  return client;
}

/** A game launched from the client's site session, opened as the game client opens it: its bearer token. */
async function launchFrom(client: TestClient, gameCode: string) {
  const launch = await client.post<LaunchAnswer>(PLAY_API.launch, { gameCode });
  expect(launch.status).toBe(200);
  const launchToken = new URL(launch.body.value.url, 'http://site').searchParams.get('token');
  const opened = await call<StudioSession>('POST', STUDIO_API.session, null, { launchToken });
  expect(opened.status).toBe(200);
  return opened.body.value;
}

const spin = (token: string) =>
  call<StudioRound>('POST', STUDIO_API.spin, token, {
    requestId: requestId(),
    bet: { lineBet: String(slotMinBet), lines: 20 },
  });

/** A shot at a fish swimming now (the field began a minute ago), as the game client aims it. */
async function fishShot(token: string, fish: FishSession) {
  const started = await t.db
    .selectFrom('fish_sessions')
    .select('started_at')
    .where('id', '=', BigInt(fish.sessionId))
    .executeTakeFirstOrThrow();
  const at = Date.now() - started.started_at.getTime();
  const config = FISH_MODELS[fish.model as FishModelId];
  const spawn = fishField(config, fishFieldSources(fish.fieldSeed), Math.max(0, at - 120_000), at).find(
    (candidate) => fishPosition(candidate, at) && fishPosition(candidate, at + 3_000),
  );
  if (!spawn) throw new Error('no fish on the field');
  const point = fishPosition(spawn, at) as { x: number; y: number };
  return call<FishShootAnswer>('POST', FISH_API.shoot, token, {
    requestId: requestId(),
    sessionId: fish.sessionId,
    level: 0,
    shots: [{ fishId: spawn.id, kind: spawn.kind, atMs: Math.round(at), x: point.x, y: point.y }],
  });
}

/** Two seats dealt a ba cây hand at one new table: the stolen session's and another player's. */
async function pvpHand(stolenToken: string) {
  const other = await studioPlayer(t, codes.pvp, MONEY);
  const join = (token: string) =>
    call<PvpPlayerTable>('POST', PVP_API.join, token, { requestId: requestId(), room: 'high' });
  const seat = await join(stolenToken);
  expect(seat.status).toBe(200);
  const tableId = seat.body.value.tableId;
  expect((await join(other.token)).body.value.tableId).toBe(tableId);
  for (const token of [stolenToken, other.token])
    expect((await call('POST', PVP_API.ready, token, { requestId: requestId(), tableId })).status).toBe(200);
  await tableStep(t.db, BigInt(tableId), 'ba-cay', PVP);
  await t.db
    .updateTable('pvp_tables')
    .set({ next_hand_at: new Date(Date.now() - 1000) })
    .where('id', '=', BigInt(tableId))
    .execute();
  await tableStep(t.db, BigInt(tableId), 'ba-cay', PVP);
  const hand = await pvpQueries.latestHand(t.db, BigInt(tableId));
  if (hand?.phase !== 'playing') throw new Error('no ba cây hand dealt');
  const view = await call<PvpPlayerTable>('GET', `${PVP_API.table}?tableId=${tableId}`, stolenToken);
  return { tableId, hand, view: view.body.value };
}

const roundStatus = async (providerRoundId: string) =>
  (
    await t.db
      .selectFrom('game_rounds')
      .select('status')
      .where('provider_round_id', '=', providerRoundId)
      .executeTakeFirstOrThrow()
  ).status;

describe('ending the other sessions ends their games in every family', () => {
  it('refuses every new bet of the ended session, settles what it staked as on a disconnect, and the member plays on', async () => {
    const member = await fundedMember(t.db, MONEY);
    const own = await loggedIn(member.username);
    const stolen = await loggedIn(member.username);
    const games = {
      slot: await launchFrom(stolen, codes.slot),
      table: await launchFrom(stolen, table.code),
      crash: await launchFrom(stolen, crash.code),
      fish: await launchFrom(stolen, codes.fish),
      pvp: await launchFrom(stolen, codes.pvp),
      lottery: await launchFrom(stolen, CHASE_GAME),
      mines: await launchFrom(stolen, codes.mines),
    };
    const ownSlot = await launchFrom(own, codes.slot);

    // before: the stolen session plays every family
    expect((await spin(games.slot.sessionToken)).status).toBe(200);
    const tableRound = await openRound(t.db, table);
    if (!tableRound) throw new Error('no table round opened');
    const stake = String((await minBetOf(table.code)) * 10n);
    const tableBet = (id = requestId()) =>
      call<TableBetAnswer>('POST', TABLE_API.bet, games.table.sessionToken, {
        requestId: id,
        tableRoundId: String(tableRound.id),
        bets: [{ type: 'even', stake }],
      });
    expect((await tableBet()).status).toBe(200);
    const crashRound = await insertCrashRound(t.db, crash, { min: 150, max: 300, bettingMs: 60_000 });
    const crashStake = (await minBetOf(crash.code)) * 10n;
    const crashBet = () =>
      call<CrashBetAnswer>('POST', CRASH_API.bet, games.crash.sessionToken, {
        requestId: requestId(),
        stake: String(crashStake),
        autoCashoutX100: 120,
      });
    expect((await crashBet()).status).toBe(200);
    const fish = (await call<FishSession>('POST', FISH_API.session, games.fish.sessionToken, {})).body.value;
    await t.db
      .updateTable('fish_sessions')
      .set({ started_at: new Date(Date.now() - 60_000) })
      .where('id', '=', BigInt(fish.sessionId))
      .execute();
    expect((await fishShot(games.fish.sessionToken, fish)).status).toBe(200);
    const pvp = await pvpHand(games.pvp.sessionToken);
    const draws = [];
    for (const minutes of [10, 11, 12])
      draws.push(await insertTestDraw(t.db, CHASE_GAME, { closesInMs: minutes * 60_000 }));
    const [first, second] = draws as [(typeof draws)[0], (typeof draws)[0]];
    const line: LotteryBetLine = { type: 'de_special_last_2', numbers: ['00', '01'], points: '5' };
    const slip = (drawId: bigint, chase?: { draws: number; stopOnWin: boolean }) =>
      call<LotteryBetAnswer>('POST', LOTTERY_API.bet, games.lottery.sessionToken, {
        requestId: requestId(),
        drawId: String(drawId),
        lines: [line],
        ...(chase ? { chase } : {}),
      });
    const chased = await slip(first.id, { draws: 10, stopOnWin: false });
    expect(chased.body.code).toBeUndefined();
    expect(chased.body.value.chase).toMatchObject({ drawsTotal: 10, drawsPlaced: 1, status: 'active' });
    const mines = await call<StudioRound>('POST', STUDIO_API.play, games.mines.sessionToken, {
      requestId: requestId(),
      bet: { stake: String(await minBetOf(codes.mines)), mines: 3 },
    });
    expect(mines.body.value.status).toBe('open');

    // the member ends the other sessions
    expect((await own.delete(ACCOUNTS_API.otherSessions)).body.value).toEqual({ revoked: 1 });
    expect((await stolen.get(ACCOUNTS_API.me)).status).toBe(401);
    const balance = await mainBalance(t.db, member.id);

    // after: nothing new is accepted from the stolen session, in any family
    expect(await spin(games.slot.sessionToken)).toMatchObject(REFUSED);
    expect(await tableBet()).toMatchObject(REFUSED);
    expect(
      await call('POST', CRASH_API.cashout, games.crash.sessionToken, {
        requestId: requestId(),
        crashRoundId: String(crashRound.id),
      }),
    ).toMatchObject(REFUSED);
    expect(await fishShot(games.fish.sessionToken, fish)).toMatchObject(REFUSED);
    expect(
      await call('POST', PVP_API.move, games.pvp.sessionToken, {
        requestId: requestId(),
        tableId: pvp.tableId,
        handId: String(pvp.hand.id),
        seat: pvp.view.mySeat,
        move: { kind: 'show' },
      }),
    ).toMatchObject(REFUSED);
    expect(
      await call('POST', PVP_API.ready, games.pvp.sessionToken, {
        requestId: requestId(),
        tableId: pvp.tableId,
      }),
    ).toMatchObject(REFUSED);
    expect(await slip(second.id)).toMatchObject(REFUSED);
    expect(
      await call('POST', STUDIO_API.action, games.mines.sessionToken, {
        requestId: requestId(),
        roundId: mines.body.value.roundId,
        action: { type: 'reveal', tile: 12 },
      }),
    ).toMatchObject(REFUSED);
    for (const game of Object.values(games))
      expect(await call('GET', STUDIO_API.session, game.sessionToken)).toMatchObject(REFUSED);
    expect(await mainBalance(t.db, member.id)).toBe(balance);

    // what was staked settles as on a disconnect: the table bet is paid, the auto cash-out taken, the hand played
    // out on the timer, the chase places its next slip; the open mines round waits for the member's next session
    await t.db
      .updateTable('table_rounds')
      .set({ betting_ends_at: new Date(Date.now() - 1) })
      .where('id', '=', tableRound.id)
      .execute();
    const closed = await closeBetting(t.db, table, {
      ...tableRound,
      betting_ends_at: new Date(Date.now() - 1),
    });
    await settleRound(t.db, table, closed);
    const tableRounds = await t.db
      .selectFrom('game_rounds')
      .select('status')
      .where('member_id', '=', member.id)
      .where('game_code', '=', table.code)
      .execute();
    expect(tableRounds.map((r) => r.status)).toEqual(['settled']);
    expect(await cashOutAutos(t.db, crash, crashRound, 130)).toBe(1);
    expect(await roundStatus(`crash-${crashRound.id}-${member.id}`)).toBe('settled');
    await insertCrashRound(t.db, crash, { bettingMs: 60_000 });
    expect(await crashBet()).toMatchObject(REFUSED);
    await t.db
      .updateTable('pvp_hands')
      .set({ turn_ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', pvp.hand.id)
      .execute();
    await timerStep(t.db, pvp.hand.id, pvp.hand.table_id, PVP);
    expect((await pvpQueries.latestHand(t.db, BigInt(pvp.tableId)))?.phase).toBe('settled');
    const held = pvp.hand.seats.find((s) => s.memberId === String(member.id));
    expect(await roundStatus(held?.roundId as string)).toBe('settled');
    await closeDrawNow(t.db, first.id);
    await advanceDraw(t.db, first.id);
    const chaseSlips = await t.db
      .selectFrom('lottery_bets')
      .select(['draw_id', 'chase_id'])
      .where('member_id', '=', member.id)
      .execute();
    expect(chaseSlips).toHaveLength(2);
    expect(chaseSlips.every((s) => s.chase_id !== null)).toBe(true);
    expect(chaseSlips.some((s) => s.draw_id !== first.id)).toBe(true);

    // the member's own session plays on, and takes up the open mines round
    expect((await spin(ownSlot.sessionToken)).status).toBe(200);
    const ownMines = await launchFrom(own, codes.mines);
    expect(ownMines.openRound?.roundId).toBe(mines.body.value.roundId);
    const cashed = await call<StudioRound>('POST', STUDIO_API.action, ownMines.sessionToken, {
      requestId: requestId(),
      roundId: mines.body.value.roundId,
      action: { type: 'reveal', tile: 12 },
    });
    expect(cashed.status).toBe(200);
    await expectLedgerConsistent(t.db);
  });
});
