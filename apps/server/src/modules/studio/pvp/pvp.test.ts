import { PVP_API, type PvpLobby, type PvpMove, type PvpPlayerTable } from '@app/contracts';
import { type TienLenState, tienLenAutoMove, tienLenLegalPlays } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
// the verification page's own replay: the server's fair data must be enough for the browser to pay the hand again
import { verifyRound } from '../../../../../web/src/features/fair/verify.ts';
import { createTestApp } from '../../../../test/test-db.ts';
import { expectLedgerConsistent } from '../../wallet/testing.ts';
import { fairRoundOf } from '../service.ts';
import { mainBalance, type StudioRequest, studioCall, studioPlayer } from '../testing.ts';
import { startPvpClock } from './clock.ts';
import { PVP_RULES } from './games.ts';
import { pvpDealOf, tableStep, timerStep } from './hands.ts';
import type { PvpSettings } from './models.ts';
import * as q from './queries.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const codes: Record<'tien-len' | 'ba-cay' | 'bai-cao', string> = {
  'tien-len': '',
  'ba-cay': '',
  'bai-cao': '',
};
const minBets: Record<string, bigint> = {};
let seq = 0;
const requestId = () => `pvp${Date.now().toString(36)}x${++seq}`;
const SETTINGS: PvpSettings = {
  bots: false,
  turnMs: 20_000,
  autoMs: 0,
  startMs: 0,
  pauseMs: 0,
  idleMs: 600_000,
};
const MONEY = 1_000_000_000n;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  const names = { 'Tien Len South': 'tien-len', 'Three Cards': 'ba-cay', 'Bai Cao': 'bai-cao' } as const;
  const rows = await t.db
    .selectFrom('games')
    .select(['code', 'name_en', 'min_bet'])
    .where('name_en', 'in', Object.keys(names))
    .execute();
  for (const row of rows) {
    codes[names[row.name_en as keyof typeof names]] = row.code;
    minBets[row.code] = row.min_bet;
  }
});
afterAll(() => t.close());

const call = <T>(...request: StudioRequest) => studioCall<T>(t.app, ...request);
const player = (game: keyof typeof codes) => studioPlayer(t, codes[game], MONEY);
const join = (token: string, room = 'beginner') =>
  call<PvpPlayerTable>('POST', PVP_API.join, token, { requestId: requestId(), room });
const ready = (token: string, tableId: string, id = requestId()) =>
  call<PvpPlayerTable>('POST', PVP_API.ready, token, { requestId: id, tableId });
const tableOf = (token: string, tableId: string) =>
  call<PvpPlayerTable>('GET', `${PVP_API.table}?tableId=${tableId}`, token);
const move = (token: string, view: PvpPlayerTable, m: PvpMove, id = requestId(), seat = view.mySeat) =>
  call<PvpPlayerTable>('POST', PVP_API.move, token, {
    requestId: id,
    tableId: view.tableId,
    handId: view.hand?.handId,
    seat,
    move: m,
  });

/** The clock's table step until a hand is dealt (the first step schedules it, the next one deals). */
async function dealNow(tableId: string, game: keyof typeof PVP_RULES, settings = SETTINGS) {
  await tableStep(t.db, BigInt(tableId), game, settings);
  await t.db
    .updateTable('pvp_tables')
    .set({ next_hand_at: new Date(Date.now() - 1000) })
    .where('id', '=', BigInt(tableId))
    .execute();
  await tableStep(t.db, BigInt(tableId), game, settings);
  const hand = await q.latestHand(t.db, BigInt(tableId));
  if (!hand) throw new Error('no hand dealt');
  return hand;
}

/** Two players seated at one new table of a room, both ready. */
async function twoReady(game: keyof typeof codes, room: string) {
  const a = await player(game);
  const b = await player(game);
  const seatA = await join(a.token, room);
  expect(seatA.status).toBe(200);
  const seatB = await join(b.token, room);
  expect(seatB.body.value.tableId).toBe(seatA.body.value.tableId);
  const tableId = seatA.body.value.tableId;
  expect((await ready(a.token, tableId)).status).toBe(200);
  expect((await ready(b.token, tableId)).status).toBe(200);
  return { a, b, tableId };
}

/**
 * Two ready players dealt a tiến lên hand still to be played: a hand holding an instant win (tới trắng) ends at the
 * deal, a few deals in a hundred, so those players leave and two others are dealt again.
 */
async function tienLenHand(room: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const pair = await twoReady('tien-len', room);
    const hand = await dealNow(pair.tableId, 'tien-len');
    if (hand.phase === 'playing') return { ...pair, hand };
    for (const p of [pair.a, pair.b]) {
      await call('POST', PVP_API.leave, p.token, { requestId: requestId(), tableId: pair.tableId });
    }
  }
  throw new Error('ten tiến lên deals in a row ended at the deal');
}

describe('PVP rooms: seats and holds', () => {
  it('lists the stake rooms, seats a player once, holds stake × hold units on ready and gives it back on unready', async () => {
    const a = await player('ba-cay');
    const lobby = await call<PvpLobby>('GET', PVP_API.lobby, a.token);
    expect(lobby.status).toBe(200);
    expect(lobby.body.value.rooms.map((r) => r.room)).toEqual(['beginner', 'standard', 'high']);
    expect(lobby.body.value.rooms[1]?.stake).toBe(String((minBets[codes['ba-cay']] as bigint) * 10n));
    expect(lobby.body.value.seated).toBeNull();

    const first = await join(a.token, 'standard');
    const again = await join(a.token, 'standard');
    expect(again.body.value.tableId).toBe(first.body.value.tableId);
    expect(again.body.value.mySeat).toBe(first.body.value.mySeat);
    expect(
      await t.db.selectFrom('pvp_seats').select('seat').where('member_id', '=', a.member.id).execute(),
    ).toHaveLength(1);

    const view = first.body.value;
    const hold = BigInt(view.stake) * BigInt(view.holdUnits);
    const readied = await ready(a.token, view.tableId, 'readyonce1');
    expect(readied.body.value.seats[view.mySeat as number]?.ready).toBe(true);
    expect(await mainBalance(t.db, a.member.id)).toBe(MONEY - hold);
    await ready(a.token, view.tableId, 'readyonce1'); // the same ready again takes nothing more
    await ready(a.token, view.tableId); // nor does a second ready while ready
    expect(await mainBalance(t.db, a.member.id)).toBe(MONEY - hold);
    const unready = await call<PvpPlayerTable>('POST', PVP_API.unready, a.token, {
      requestId: requestId(),
      tableId: view.tableId,
    });
    expect(unready.body.value.seats[view.mySeat as number]?.ready).toBe(false);
    expect(await mainBalance(t.db, a.member.id)).toBe(MONEY);
    const left = await call<PvpPlayerTable>('POST', PVP_API.leave, a.token, {
      requestId: requestId(),
      tableId: view.tableId,
    });
    expect(left.body.value.mySeat).toBeNull();
    await expectLedgerConsistent(t.db);
  });

  it('gives back the seat of a player who sits and never gets ready, and keeps a ready one', async () => {
    const [idle, keen] = [await player('ba-cay'), await player('ba-cay')];
    const seatedIdle = (await join(idle.token, 'beginner')).body.value;
    const seatedKeen = (await join(keen.token, 'beginner')).body.value;
    expect(seatedKeen.tableId).toBe(seatedIdle.tableId);
    await ready(keen.token, seatedKeen.tableId);
    const tableId = BigInt(seatedIdle.tableId);
    // long enough: nothing happens yet
    await tableStep(t.db, tableId, 'ba-cay', { ...SETTINGS, startMs: 600_000 });
    expect(
      await t.db.selectFrom('pvp_seats').select('seat').where('member_id', '=', idle.member.id).execute(),
    ).toHaveLength(1);
    // a minute later (as the clock sees it): the idle seat is free, the ready one stays with its hold
    await tableStep(t.db, tableId, 'ba-cay', { ...SETTINGS, startMs: 600_000, idleMs: 0 });
    expect(
      await t.db.selectFrom('pvp_seats').select('seat').where('member_id', '=', idle.member.id).execute(),
    ).toEqual([]);
    const kept = await t.db
      .selectFrom('pvp_seats')
      .select(['seat', 'hold'])
      .where('member_id', '=', keen.member.id)
      .executeTakeFirst();
    expect(kept?.hold).not.toBeNull();
    await call('POST', PVP_API.leave, keen.token, { requestId: requestId(), tableId: seatedKeen.tableId });
    await expectLedgerConsistent(t.db);
  });

  it('refuses a hold the wallet cannot cover, an unknown table, another game’s table and an unknown room', async () => {
    const poor = await studioPlayer(t, codes['ba-cay'], 1n);
    const seated = await join(poor.token, 'high');
    const refused = await ready(poor.token, seated.body.value.tableId);
    expect(refused.body.code).toBe('insufficient_funds');
    expect(refused.status).toBe(409);
    expect(await mainBalance(t.db, poor.member.id)).toBe(1n);
    expect((await tableOf(poor.token, '999999999')).body.code).toBe('pvp_table_not_found');
    const other = await player('tien-len');
    expect((await ready(other.token, seated.body.value.tableId)).body.code).toBe('pvp_table_not_found');
    const bad = await call('POST', PVP_API.join, other.token, { requestId: requestId(), room: 'vip' });
    expect(bad.body.code).toBe('pvp_room_not_found');
  });
});

describe('PVP rooms: ba cây and bài cào hands', () => {
  for (const game of ['ba-cay', 'bai-cao'] as const) {
    it(`${game}: deals the ready seats from the hand's seeds, turns the cards up and pays each player hold + result − rake`, async () => {
      const { a, b, tableId } = await twoReady(game, 'beginner');
      const hand = await dealNow(tableId, game);
      expect(hand.phase).toBe('playing');
      expect(hand.state).toEqual(
        pvpDealOf(
          game,
          { serverSeed: hand.server_seed, clientSeed: hand.client_seed, handNo: Number(hand.hand_no) },
          2,
          null,
        ),
      );
      const viewA = (await tableOf(a.token, tableId)).body.value;
      expect(viewA.myCards).toHaveLength(3);
      expect(viewA.hand?.serverSeed).toBeNull();
      // nobody sees another's cards before they are turned up
      const other = viewA.seats.find((s) => s.seat !== viewA.mySeat && s.nickname);
      expect(other?.shown).toBeNull();

      expect((await move(a.token, viewA, { kind: 'pass' })).body.code).toBe('pvp_illegal_move');
      expect((await move(a.token, viewA, { kind: 'show' })).status).toBe(200);
      const viewB = (await tableOf(b.token, tableId)).body.value;
      expect(viewB.seats[viewA.mySeat as number]?.shown).toEqual(viewA.myCards);
      const last = await move(b.token, viewB, { kind: 'show' });
      const settled = last.body.value.hand;
      expect(settled?.phase).toBe('settled');
      expect(settled?.serverSeed).toBe(hand.server_seed);

      const net = (settled?.result?.net ?? []).map(BigInt);
      const rake = (settled?.result?.rake ?? []).map(BigInt);
      expect(net.reduce((s, x) => s + x, 0n) + rake.reduce((s, x) => s + x, 0n)).toBe(0n);
      const indexA = hand.seats.findIndex((d) => d.memberId === String(a.member.id));
      const indexB = 1 - indexA;
      expect(await mainBalance(t.db, a.member.id)).toBe(MONEY + (net[indexA] as bigint));
      expect(await mainBalance(t.db, b.member.id)).toBe(MONEY + (net[indexB] as bigint));
      const deltas = PVP_RULES[game].settle(hand.state, BigInt(viewA.stake));
      expect(net[indexA]! + rake[indexA]!).toBe(deltas[indexA]);
      expect(settled?.result?.summary.vi.length).toBeGreaterThan(0);
      const round = await t.db
        .selectFrom('game_rounds')
        .select('id')
        .where('member_id', '=', a.member.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(verifyRound(await fairRoundOf(t.db, a.member.id, round.id), hand.server_seed).matches).toBe(
        true,
      );
      // after the hand nobody is ready: the next needs a new ready
      expect(last.body.value.seats.every((s) => !s.ready)).toBe(true);
      await expectLedgerConsistent(t.db);
    });
  }

  it('turns every hand up when the timer runs out and pays the hand once, even when the step runs twice', async () => {
    const { a, b, tableId } = await twoReady('ba-cay', 'standard');
    const hand = await dealNow(tableId, 'ba-cay');
    await t.db
      .updateTable('pvp_hands')
      .set({ turn_ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', hand.id)
      .execute();
    const viewA = (await tableOf(a.token, tableId)).body.value;
    expect((await move(a.token, viewA, { kind: 'show' })).body.code).toBe('pvp_turn_over');
    await Promise.all([
      timerStep(t.db, hand.id, hand.table_id, SETTINGS),
      timerStep(t.db, hand.id, hand.table_id, SETTINGS),
    ]);
    const after = (await tableOf(b.token, tableId)).body.value;
    expect(after.hand?.phase).toBe('settled');
    expect(after.seats.filter((s) => s.nickname).every((s) => s.shown?.length === 3)).toBe(true);
    const credits = await t.db
      .selectFrom('game_rounds')
      .select(['status'])
      .where(
        'provider_round_id',
        'in',
        hand.seats.map((d) => d.roundId as string),
      )
      .execute();
    expect(credits.map((c) => c.status)).toEqual(['settled', 'settled']);
    await expectLedgerConsistent(t.db);
  });
});

describe('PVP rooms: tiến lên', () => {
  it('plays a hand to the end: turns, refusals, idempotent moves, and money that adds up', async () => {
    const { a, b, tableId, hand } = await tienLenHand('beginner');
    const players = new Map([
      [String(a.member.id), a],
      [String(b.member.id), b],
    ]);
    let view = (await tableOf(a.token, tableId)).body.value;
    expect(view.myCards).toHaveLength(13);
    const tokenAt = (seat: number) => {
      const dealt = hand.seats.find((d) => d.seat === seat);
      return (players.get(dealt?.memberId as string) as { token: string }).token;
    };
    const seatOfIndex = (index: number) => hand.seats[index]?.seat as number;

    // out of turn, a forged seat, a non-combination
    const turnSeat = view.hand?.turn as number;
    const waiting = hand.seats.find((d) => d.seat !== turnSeat)?.seat as number;
    const waitingView = (await tableOf(tokenAt(waiting), tableId)).body.value;
    expect((await move(tokenAt(waiting), waitingView, { kind: 'pass' })).body.code).toBe('pvp_not_your_turn');
    expect(
      (await move(tokenAt(waiting), waitingView, { kind: 'pass' }, requestId(), turnSeat)).body.code,
    ).toBe('pvp_not_your_seat');
    const moverView = (await tableOf(tokenAt(turnSeat), tableId)).body.value;
    const cards = moverView.myCards;
    const junk = [cards[0], cards[cards.length - 1]] as string[];
    const refused = await move(tokenAt(turnSeat), moverView, { kind: 'play', cards: junk });
    expect(refused.body.code).toBe('pvp_illegal_move');
    expect(refused.status).toBe(400);
    const notMine = await move(tokenAt(turnSeat), moverView, {
      kind: 'play',
      cards: waitingView.myCards.slice(0, 1),
    });
    expect(notMine.body.code).toBe('pvp_illegal_move');

    // play on: each move the rules' own choice for the seat to move; one sent twice
    let moves = 0;
    let twice = false;
    for (;;) {
      const current = await q.latestHand(t.db, BigInt(tableId));
      if (!current || current.phase === 'settled') break;
      const state = current.state as TienLenState;
      const index = state.turn as number;
      const seat = seatOfIndex(index);
      const token = tokenAt(seat);
      view = (await tableOf(token, tableId)).body.value;
      const choice = tienLenAutoMove(state, index);
      expect(tienLenLegalPlays(state, index).length).toBeGreaterThanOrEqual(0);
      const id = requestId();
      const answer = await move(token, view, choice, id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      if (!twice) {
        twice = true;
        const replay = await move(token, view, choice, id);
        expect(replay.status).toBe(200);
        const count = await t.db
          .selectFrom('pvp_moves')
          .select('move_no')
          .where('hand_id', '=', current.id)
          .execute();
        expect(count).toHaveLength(1);
      }
      expect(++moves).toBeLessThan(200);
    }
    const settled = (await tableOf(a.token, tableId)).body.value.hand;
    expect(settled?.phase).toBe('settled');
    const net = (settled?.result?.net ?? []).map(BigInt);
    const rake = (settled?.result?.rake ?? []).map(BigInt);
    expect(net.reduce((s, x) => s + x, 0n) + rake.reduce((s, x) => s + x, 0n)).toBe(0n);
    const indexA = hand.seats.findIndex((d) => d.memberId === String(a.member.id));
    expect(await mainBalance(t.db, a.member.id)).toBe(MONEY + (net[indexA] as bigint));
    expect(await mainBalance(t.db, b.member.id)).toBe(MONEY + (net[1 - indexA] as bigint));
    await expectLedgerConsistent(t.db);

    // each player's hand verifies: dealt again from the revealed seed, its moves played again, paid again
    for (const p of [a, b]) {
      const round = await t.db
        .selectFrom('game_rounds')
        .select('id')
        .where('member_id', '=', p.member.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const fair = await fairRoundOf(t.db, p.member.id, round.id);
      expect(fair.fair.serverSeed).toBe(hand.server_seed);
      const verified = verifyRound(fair, hand.server_seed);
      expect(verified.facts.map((f) => [f.key, f.recorded === f.recomputed])).toEqual([
        ['cards', true],
        ['payout', true],
      ]);
      expect(verified.matches).toBe(true);
    }
  });

  it('plays a timed-out seat on auto, refuses its late move, and keeps a leaving player’s stake in the hand', async () => {
    const { a, tableId, hand } = await tienLenHand('standard');
    const before = hand.state as TienLenState;
    const late = hand.seats[before.turn as number];
    await t.db
      .updateTable('pvp_hands')
      .set({ turn_ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', hand.id)
      .execute();
    await timerStep(t.db, hand.id, hand.table_id, SETTINGS);
    const after = (await q.latestHand(t.db, BigInt(tableId))) as q.PvpHandRow;
    expect((after.state as TienLenState).moves).toBe(1);
    const row = await t.db
      .selectFrom('pvp_moves')
      .selectAll()
      .where('hand_id', '=', hand.id)
      .executeTakeFirstOrThrow();
    expect(row.auto).toBe(true);
    expect(row.seat).toBe(late?.seat);
    const seat = await t.db
      .selectFrom('pvp_seats')
      .select(['auto'])
      .where('table_id', '=', BigInt(tableId))
      .where('seat', '=', late?.seat as number)
      .executeTakeFirstOrThrow();
    expect(seat.auto).toBe(true);

    // a leaving player stays in the hand on auto: the hold is not given back mid-hand
    const held = await mainBalance(t.db, a.member.id);
    const left = await call<PvpPlayerTable>('POST', PVP_API.leave, a.token, {
      requestId: requestId(),
      tableId,
    });
    expect(left.status).toBe(200);
    expect(await mainBalance(t.db, a.member.id)).toBe(held);
    const other = await player('tien-len');
    const elsewhere = await join(a.token, 'high');
    expect(elsewhere.body.code).toBe('pvp_hand_in_progress');
    expect(other.token).toBeTruthy();
  });
});

describe('PVP rooms: the clock', () => {
  it('seats marked bots for a lone player, plays their turns, and a new clock finishes a hand the last one left', async () => {
    const settings: PvpSettings = { ...SETTINGS, bots: true, autoMs: 50, turnMs: 300 };
    const solo = await player('tien-len');
    const seated = (await join(solo.token, 'high')).body.value;
    await ready(solo.token, seated.tableId);
    const hand = await dealNow(seated.tableId, 'tien-len', settings);
    expect(hand.seats.filter((d) => d.bot).length).toBe(PVP_RULES['tien-len'].botFill - 1);
    const view = (await tableOf(solo.token, seated.tableId)).body.value;
    expect(view.seats.filter((s) => s.bot).every((s) => s.nickname?.startsWith('BOT '))).toBe(true);

    // the process that dealt it is gone; another clock takes over and the hand ends (the player on auto)
    const clock = startPvpClock(t.db, { log: () => undefined, settings, tickMs: 20, standbyMs: 50 });
    try {
      for (let i = 0; i < 600; i++) {
        const latest = await q.latestHand(t.db, BigInt(seated.tableId));
        if (latest?.id === hand.id && latest.phase === 'settled') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await clock.stop();
    }
    const settled = await t.db
      .selectFrom('pvp_hands')
      .select(['phase', 'result'])
      .where('id', '=', hand.id)
      .executeTakeFirstOrThrow();
    expect(settled.phase).toBe('settled');
    const index = hand.seats.findIndex((d) => !d.bot);
    const net = BigInt(settled.result?.net[index] as string);
    expect(await mainBalance(t.db, solo.member.id)).toBe(MONEY + net);
    await expectLedgerConsistent(t.db);
  });

  it('sends the table over the socket without anyone’s cards, and a message sent on it moves nothing', async () => {
    const { a, tableId } = await twoReady('ba-cay', 'high');
    const hand = await dealNow(tableId, 'ba-cay');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}${PVP_API.live}?table=${tableId}`);
    const first = await new Promise<{
      type: string;
      table: { seats: { shown: unknown }[]; hand: { phase: string } };
    }>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.once('error', reject);
    });
    expect(first.type).toBe('table');
    expect(first.table.seats.every((s) => s.shown === null)).toBe(true);
    expect(JSON.stringify(first)).not.toContain(
      (hand.state as { hands: string[][] }).hands[0]?.[0] ?? 'none',
    );
    const view = (await tableOf(a.token, tableId)).body.value;
    socket.send(
      JSON.stringify({ type: 'move', tableId, handId: view.hand?.handId, seat: 1, move: { kind: 'show' } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      await t.db.selectFrom('pvp_moves').select('move_no').where('hand_id', '=', hand.id).execute(),
    ).toHaveLength(0);
    socket.close();
  });
});
