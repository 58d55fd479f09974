import type { PvpHand, PvpPlayerTable, PvpSeat, PvpTable } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { liveUrl } from '../shell/use-live-feed';
import {
  absorbAnswer,
  absorbEvent,
  autoReadyKey,
  bankerSeat,
  controlsFor,
  finishedPlace,
  formatRake,
  hasPassed,
  holdOf,
  msUntil,
  OVERDUE_GRACE_MS,
  overdueDelay,
  pvpGameOf,
  refetchReason,
  resultRows,
  seatPositions,
  statusOf,
  summaryLines,
} from './pvp-state';

const seat = (n: number, changes: Partial<PvpSeat> = {}): PvpSeat => ({
  seat: n,
  nickname: `p${n}`,
  bot: false,
  ready: false,
  auto: false,
  cardsLeft: 0,
  shown: null,
  ...changes,
});

const hand = (changes: Partial<PvpHand> = {}): PvpHand => ({
  handId: '11',
  handNo: 3,
  phase: 'playing',
  turn: 1,
  turnEndsAt: '2026-01-01T00:00:20.000Z',
  trick: null,
  passed: [false, false, false, false],
  finished: [],
  lastMove: null,
  seats: [0, 1, 2, 3],
  serverSeedHash: 'hash',
  clientSeed: 'seed',
  nonce: 7,
  serverSeed: null,
  result: null,
  ...changes,
});

const table = (changes: Partial<PvpPlayerTable> = {}): PvpPlayerTable => ({
  tableId: '5',
  game: 'tien-len',
  room: 'beginner',
  stake: '100000',
  holdUnits: 13,
  rakePercent: 5,
  turnMs: 20_000,
  seats: [0, 1, 2, 3].map((n) => seat(n, { cardsLeft: 13 })),
  hand: hand(),
  nextHandAt: null,
  mySeat: 1,
  myCards: ['3S', '4S', '5S', '6S', '7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS', '2S'],
  balance: '5000000',
  serverTime: 1_000,
  ...changes,
});

/** The public table the socket sends (no player part). */
const publicOf = ({ mySeat, myCards, balance, serverTime, ...rest }: PvpPlayerTable): PvpTable => rest;

describe('the table on screen', () => {
  it('takes an answer, measuring the clock offset', () => {
    const view = absorbAnswer(null, table({ serverTime: 10_000 }), 9_000);
    expect(view.offset).toBe(1_000);
    expect(view.at).toBe(10_000);
    expect(view.table.myCards).toHaveLength(13);
  });

  it('keeps the player’s seat, cards and balance from the answer when the socket sends the table', () => {
    const view = absorbAnswer(null, table(), 1_000);
    const moved = publicOf(table({ hand: hand({ turn: 2 }) }));
    const next = absorbEvent(view, { table: moved, serverTime: 2_000 }, 1_500);
    expect(next?.table.hand?.turn).toBe(2);
    expect(next?.table.myCards).toHaveLength(13);
    expect(next?.table.mySeat).toBe(1);
    expect(next?.table.balance).toBe('5000000');
    expect(next?.offset).toBe(500);
  });

  it('drops the cards of the last hand when the socket shows a new one', () => {
    const view = absorbAnswer(null, table(), 1_000);
    const dealt = publicOf(table({ hand: hand({ handId: '12' }) }));
    expect(absorbEvent(view, { table: dealt, serverTime: 2_000 }, 2_000)?.table.myCards).toEqual([]);
  });

  it('ignores an older message and another table’s', () => {
    const view = absorbAnswer(null, table({ serverTime: 5_000 }), 5_000);
    expect(absorbEvent(view, { table: publicOf(table()), serverTime: 4_000 }, 5_000)).toBe(view);
    expect(absorbEvent(view, { table: publicOf(table({ tableId: '6' })), serverTime: 6_000 }, 6_000)).toBe(
      view,
    );
    expect(absorbEvent(null, { table: publicOf(table()), serverTime: 6_000 }, 6_000)).toBeNull();
  });

  it('takes only the player’s part of an answer older than the table on screen, and only for the same hand', () => {
    const answered = absorbAnswer(null, table({ serverTime: 3_000 }), 3_000);
    const view = absorbEvent(
      answered,
      { table: publicOf(table({ hand: hand({ turn: 3 }) })), serverTime: 5_000 },
      5_000,
    );
    const older = table({ serverTime: 4_000, hand: hand({ turn: 1 }), myCards: ['3S'], balance: '1' });
    const next = absorbAnswer(view, older, 5_100);
    expect(next.table.hand?.turn).toBe(3);
    expect(next.table.myCards).toEqual(['3S']);
    expect(next.table.balance).toBe('1');
    expect(next.mineAt).toBe(4_000);
    // nothing older than the player's part on screen, nothing of another hand
    expect(absorbAnswer(next, table({ serverTime: 3_500, myCards: [] }), 5_200)).toBe(next);
    const otherHand = table({ serverTime: 4_500, hand: hand({ handId: '10' }), myCards: [] });
    expect(absorbAnswer(next, otherHand, 5_200)).toBe(next);
  });
});

describe('when to ask for the table again', () => {
  const held = table({ seats: [0, 1, 2, 3].map((n) => seat(n, { cardsLeft: 13 })) });

  it('asks nothing while the socket agrees with the cards held', () => {
    expect(refetchReason(held, publicOf(held))).toBeNull();
    expect(refetchReason(held, publicOf(table({ hand: hand({ turn: 2 }) })))).toBeNull();
  });

  it('asks on another hand, a settled hand, a card count that differs, or an emptied seat', () => {
    expect(refetchReason(held, publicOf(table({ hand: hand({ handId: '12' }) })))).toBe('hand:12');
    expect(refetchReason(held, publicOf(table({ hand: null })))).toBe('hand:null');
    expect(refetchReason(held, publicOf(table({ hand: hand({ phase: 'settled' }) })))).toBe('settled:11');
    const played = table({ seats: [0, 1, 2, 3].map((n) => seat(n, { cardsLeft: n === 1 ? 10 : 13 })) });
    expect(refetchReason(held, publicOf(played))).toBe('cards:11:10');
    const emptied = table({ seats: [0, 1, 2, 3].map((n) => seat(n, n === 1 ? { nickname: null } : {})) });
    expect(refetchReason(held, publicOf(emptied))).toBe('gone:11');
  });

  it('asks when nothing is held, and ignores the card count of someone watching', () => {
    expect(refetchReason(null, publicOf(held))).toBe('table');
    const watcher = table({ mySeat: null, myCards: [] });
    expect(refetchReason(watcher, publicOf(table()))).toBeNull();
  });

  it('asks a few seconds after the turn ends on the server’s clock when no news came, then every few seconds', () => {
    const endsAt = '2026-01-01T00:00:20.000Z';
    const serverNow = Date.parse('2026-01-01T00:00:10.000Z');
    // the browser's clock runs 5 s behind the server's: offset = server − browser
    expect(overdueDelay(endsAt, 5_000, serverNow - 5_000)).toBe(10_000 + OVERDUE_GRACE_MS);
    expect(overdueDelay(endsAt, 0, Date.parse(endsAt) + 60_000)).toBe(OVERDUE_GRACE_MS);
  });
});

describe('which buttons are enabled', () => {
  it('lets the player play picked cards and pass on their turn only', () => {
    const trick = { kind: 'single', cards: ['9H'], by: 0 };
    const mine = table({ hand: hand({ turn: 1, trick }) });
    expect(controlsFor(mine, 2, false)).toMatchObject({ myTurn: true, play: true, pass: true, clear: true });
    expect(controlsFor(mine, 0, false)).toMatchObject({
      play: false,
      pass: true,
      clear: false,
      select: true,
    });
    expect(controlsFor(mine, 2, true)).toMatchObject({ play: false, pass: false });
    const theirs = table({ hand: hand({ turn: 2, trick }) });
    expect(controlsFor(theirs, 2, false)).toMatchObject({
      myTurn: false,
      play: false,
      pass: false,
      select: true,
    });
  });

  it('does not let the player pass when they lead', () => {
    expect(controlsFor(table({ hand: hand({ turn: 1, trick: null }) }), 1, false).pass).toBe(false);
    const own = { kind: 'pair', cards: ['5S', '5H'], by: 1 };
    expect(controlsFor(table({ hand: hand({ turn: 1, trick: own }) }), 1, false).pass).toBe(false);
  });

  it('takes the moves away from a seat on auto or out of cards', () => {
    const auto = table({ seats: [0, 1, 2, 3].map((n) => seat(n, { auto: n === 1, cardsLeft: 13 })) });
    expect(controlsFor(auto, 1, false)).toMatchObject({
      auto: true,
      myTurn: false,
      play: false,
      select: false,
    });
    const out = table({ hand: hand({ turn: 1, finished: [1] }) });
    expect(controlsFor(out, 1, false)).toMatchObject({ myTurn: false, select: false });
  });

  it('offers ready between hands, not ready once ready, and neither during the player’s hand', () => {
    const between = table({ hand: hand({ phase: 'settled', turn: null }) });
    expect(controlsFor(between, 0, false)).toMatchObject({
      ready: true,
      unready: false,
      leave: true,
      play: false,
    });
    const ready = table({ hand: null, seats: [0, 1].map((n) => seat(n, { ready: n === 1 })) });
    expect(controlsFor(ready, 0, false)).toMatchObject({ ready: false, unready: true });
    expect(controlsFor(table(), 0, false)).toMatchObject({ ready: false, unready: false, leave: true });
    expect(controlsFor(between, 0, true)).toMatchObject({ ready: false, leave: false });
  });

  it('lets a player seated during someone else’s hand get ready for the next one', () => {
    const watching = table({ hand: hand({ seats: [0, 2] }) });
    expect(controlsFor(watching, 0, false)).toMatchObject({ inHand: false, ready: true, select: false });
  });

  it('shows ba cây cards until they are shown', () => {
    const baCay = (shown: string[] | null) =>
      table({
        game: 'ba-cay',
        hand: hand({ turn: null, seats: [0, 1] }),
        seats: [seat(0, { cardsLeft: 3 }), seat(1, { cardsLeft: 3, shown })],
        myCards: ['AS', '2S', '3S'],
      });
    expect(controlsFor(baCay(null), 0, false)).toMatchObject({ show: true, play: false, pass: false });
    expect(controlsFor(baCay(['AS', '2S', '3S']), 0, false).show).toBe(false);
  });

  it('gives a player without a seat nothing to press', () => {
    const gone = controlsFor(table({ mySeat: null, myCards: [] }), 0, false);
    expect(gone).toMatchObject({ seated: false, ready: false, leave: false, play: false, show: false });
  });
});

describe('the status line', () => {
  const name = (n: number) => `p${n}`;
  it('says whose turn it is and counts down to the turn’s end', () => {
    const mine = table({ hand: hand({ turn: 1 }) });
    expect(statusOf(mine, controlsFor(mine, 0, false), name)).toEqual({
      key: 'yourTurn',
      ends: '2026-01-01T00:00:20.000Z',
    });
    const theirs = table({ hand: hand({ turn: 3 }) });
    expect(statusOf(theirs, controlsFor(theirs, 0, false), name)).toMatchObject({
      key: 'turnOf',
      values: { name: 'p3' },
    });
  });

  it('counts down to the next hand, or asks for ready', () => {
    const next = table({ hand: null, nextHandAt: '2026-01-01T00:01:00.000Z' });
    expect(statusOf(next, controlsFor(next, 0, false), name)).toEqual({
      key: 'nextHandIn',
      ends: '2026-01-01T00:01:00.000Z',
    });
    const idle = table({ hand: null });
    expect(statusOf(idle, controlsFor(idle, 0, false), name).key).toBe('pressReady');
    const ready = table({ hand: null, seats: [0, 1].map((n) => seat(n, { ready: true })) });
    expect(statusOf(ready, controlsFor(ready, 0, false), name).key).toBe('waitingPlayers');
  });
});

describe('the seats and the hand', () => {
  it('puts the player’s seat at the bottom and the others clockwise', () => {
    const places = seatPositions([0, 1, 2, 3], 2);
    expect(places.get(2)).toEqual({ x: 50, y: 91 });
    expect(places.get(3)?.x).toBeLessThan(10); // left
    expect(places.get(0)).toEqual({ x: 50, y: 9 }); // top
    expect(places.get(1)?.x).toBeGreaterThan(90); // right
    expect(seatPositions([0, 1, 2, 3, 4, 5], null).get(0)).toEqual({ x: 50, y: 91 });
  });

  it('marks bài cào’s banker (the hand’s first seat), and no banker elsewhere', () => {
    expect(bankerSeat('bai-cao', hand({ seats: [2, 3, 0] }))).toBe(2);
    expect(bankerSeat('ba-cay', hand({ seats: [2, 3, 0] }))).toBeNull();
    expect(bankerSeat('bai-cao', null)).toBeNull();
  });

  it('reads passes per seat number, or per dealt seat when the array is shorter', () => {
    const bySeat = table({ hand: hand({ passed: [false, false, true, false] }) });
    expect(hasPassed(bySeat, 2)).toBe(true);
    expect(hasPassed(bySeat, 1)).toBe(false);
    const byDealt = table({ hand: hand({ seats: [1, 3], passed: [false, true] }) });
    expect(hasPassed(byDealt, 3)).toBe(true);
    expect(hasPassed(byDealt, 1)).toBe(false);
    expect(hasPassed(table({ hand: hand({ phase: 'settled', passed: [true, true, true, true] }) }), 0)).toBe(
      false,
    );
  });

  it('tells the place a seat went out in', () => {
    expect(finishedPlace(hand({ finished: [2, 0] }), 0)).toBe(2);
    expect(finishedPlace(hand({ finished: [2, 0] }), 1)).toBeNull();
  });

  it('lists a settled hand’s nets and rakes in the order of its seats, with the cards shown', () => {
    const settled = table({
      seats: [seat(0, { shown: ['AS', 'KS', 'QS'] }), seat(1, { shown: ['2H', '3H', '4H'] }), seat(2)],
      hand: hand({
        phase: 'settled',
        seats: [1, 0],
        result: { net: ['-100000', '95000'], rake: ['0', '5000'], summary: { vi: ['a'], en: ['b'] } },
      }),
    });
    expect(resultRows(settled)).toEqual([
      { seat: 1, net: -100000n, rake: 0n, shown: ['2H', '3H', '4H'] },
      { seat: 0, net: 95000n, rake: 5000n, shown: ['AS', 'KS', 'QS'] },
    ]);
    expect(resultRows(table())).toEqual([]);
  });

  it('picks the summary in the player’s language', () => {
    const settled = hand({
      phase: 'settled',
      result: { net: [], rake: [], summary: { vi: ['Về nhất'], en: ['First'] } },
    });
    expect(summaryLines(settled, 'vi')).toEqual(['Về nhất']);
    expect(summaryLines(settled, 'en')).toEqual(['First']);
    expect(summaryLines(hand(), 'vi')).toEqual([]);
  });
});

describe('auto ready', () => {
  it('presses ready once per hand, only when ready can be pressed', () => {
    const between = table({ hand: hand({ phase: 'settled' }) });
    const controls = controlsFor(between, 0, false);
    expect(autoReadyKey(between, controls, true, null)).toBe('5:11');
    expect(autoReadyKey(between, controls, true, '5:11')).toBeNull();
    expect(autoReadyKey(between, controls, false, null)).toBeNull();
    expect(autoReadyKey(table(), controlsFor(table(), 0, false), true, null)).toBeNull();
  });
});

describe('small helpers', () => {
  it('works out the hold, the time left, the rake and the game', () => {
    expect(holdOf('100000', 13)).toBe(1_300_000n);
    expect(msUntil('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:04.500Z'))).toBe(5_500);
    expect(msUntil('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:01:00.000Z'))).toBe(0);
    expect(msUntil(null, 0)).toBeNull();
    expect(formatRake(5, 'vi')).toBe('5%');
    expect(formatRake(2.5, 'vi')).toBe('2,5%');
    expect(formatRake(2.5, 'en')).toBe('2.5%');
    expect(pvpGameOf('ba-cay')).toBe('ba-cay');
    expect(pvpGameOf('baccarat')).toBeNull();
  });

  it('opens the live socket on the page’s host, wss on https', () => {
    expect(liveUrl('/api/studio/pvp/live', { table: '42' }, { protocol: 'https:', host: 'x.vn' })).toBe(
      'wss://x.vn/api/studio/pvp/live?table=42',
    );
    expect(liveUrl('/live', { a: 'b c' }, { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/live?a=b+c',
    );
  });
});
