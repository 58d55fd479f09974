import {
  PVP_GAMES,
  type PvpGame,
  type PvpHand,
  type PvpPlayerTable,
  type PvpSeat,
  type PvpTable,
} from '@app/contracts';
import type { PvpKey } from './pvp-texts';

/**
 * The table on screen: the last table the server sent (HTTP answer or socket), with the player's own part (seat,
 * cards, balance) from the last HTTP answer, since the socket carries nobody's cards.
 */
export type PvpView = {
  table: PvpPlayerTable;
  /** The server's clock minus this browser's, measured on the newest message. */
  offset: number;
  /** The server time of the newest table taken. */
  at: number;
  /** The server time of the answer the player's own part came from. */
  mineAt: number;
};

const handIdOf = (table: PvpTable): string | null => table.hand?.handId ?? null;

/** The table an HTTP answer brings; an answer older than the table on screen only updates the player's part. */
export function absorbAnswer(view: PvpView | null, answer: PvpPlayerTable, now: number): PvpView {
  if (!view || view.table.tableId !== answer.tableId || answer.serverTime >= view.at) {
    return {
      table: answer,
      offset: answer.serverTime - now,
      at: answer.serverTime,
      mineAt: answer.serverTime,
    };
  }
  if (answer.serverTime < view.mineAt || handIdOf(answer) !== handIdOf(view.table)) return view;
  const { mySeat, myCards, balance } = answer;
  return { ...view, table: { ...view.table, mySeat, myCards, balance }, mineAt: answer.serverTime };
}

/**
 * A table from the socket: everything but the player's part, which stays (the cards are dropped when the hand is
 * a new one: a GET brings them). An older or another table's message changes nothing (the same view back).
 */
export function absorbEvent(
  view: PvpView | null,
  event: { table: PvpTable; serverTime: number },
  now: number,
): PvpView | null {
  if (!view || event.table.tableId !== view.table.tableId || event.serverTime < view.at) return view;
  const { mySeat, myCards, balance } = view.table;
  const sameHand = handIdOf(event.table) === handIdOf(view.table);
  return {
    table: {
      ...event.table,
      mySeat,
      myCards: sameHand ? myCards : [],
      balance,
      serverTime: event.serverTime,
    },
    offset: event.serverTime - now,
    at: event.serverTime,
    mineAt: view.mineAt,
  };
}

/**
 * Whether a table from the socket means the player's part must be asked for again (GET the table), and why, as a
 * key that names the state: another hand (new cards), a hand just settled (the balance), a card count of the
 * player's seat that is not the cards held, the player's seat emptied. Asking once per key keeps an answer that
 * still differs from asking again and again. Null: nothing to ask.
 */
export function refetchReason(held: PvpPlayerTable | null, table: PvpTable): string | null {
  if (!held || held.tableId !== table.tableId) return 'table';
  const handId = handIdOf(table);
  if (handId !== handIdOf(held)) return `hand:${handId}`;
  if (table.hand?.phase === 'settled' && held.hand?.phase !== 'settled') return `settled:${handId}`;
  if (held.mySeat === null) return null;
  const mine = table.seats.find((seat) => seat.seat === held.mySeat);
  if (!mine || mine.nickname === null) return `gone:${handId}`;
  if (mine.cardsLeft !== held.myCards.length) return `cards:${handId}:${mine.cardsLeft}`;
  return null;
}

/** How long past a turn's end the table waits for news before asking for it. */
export const OVERDUE_GRACE_MS = 3_000;

/**
 * When to ask for a table whose turn ends at `endsAt` (server time) if nothing newer comes: a few seconds after
 * that end on the server's clock, and never sooner than those few seconds (an overdue table is asked for again).
 */
export function overdueDelay(endsAt: string, offset: number, now: number): number {
  return Math.max(Date.parse(endsAt) - (now + offset) + OVERDUE_GRACE_MS, OVERDUE_GRACE_MS);
}

export function seatOf(table: PvpTable, seat: number | null): PvpSeat | null {
  return seat === null ? null : (table.seats.find((s) => s.seat === seat) ?? null);
}

/** Whether the hand is being played and the seat was dealt into it. */
export function dealtIn(hand: PvpHand | null, seat: number | null): boolean {
  return hand?.phase === 'playing' && seat !== null && hand.seats.includes(seat);
}

/** Bài cào's banker: the first seat of the hand. */
export function bankerSeat(game: PvpGame, hand: PvpHand | null): number | null {
  return game === 'bai-cao' && hand ? (hand.seats[0] ?? null) : null;
}

/**
 * Whether a seat has passed in the current round of tiến lên. `passed` is read per seat number when it has one
 * entry per seat of the table, else per dealt seat (the order of `hand.seats`).
 */
export function hasPassed(table: PvpTable, seat: number): boolean {
  const hand = table.hand;
  if (hand?.phase !== 'playing') return false;
  if (hand.passed.length === table.seats.length) return hand.passed[seat] === true;
  const index = hand.seats.indexOf(seat);
  return index >= 0 && hand.passed[index] === true;
}

/** The place a seat went out in (1 first), or null while it still holds cards. */
export function finishedPlace(hand: PvpHand | null, seat: number): number | null {
  const index = hand?.finished.indexOf(seat) ?? -1;
  return index < 0 ? null : index + 1;
}

/** What ready holds: the stake times the hold's units. */
export function holdOf(stake: string, holdUnits: number): bigint {
  return BigInt(stake) * BigInt(holdUnits);
}

/** Milliseconds until an instant of the server's clock (0 once past), or null without one. */
export function msUntil(iso: string | null, now: number): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Which buttons the player can press, and the facts they follow from. */
export type PvpControls = {
  seated: boolean;
  /** Dealt into the hand being played. */
  inHand: boolean;
  /** The player's seat plays on auto until the hand ends. */
  auto: boolean;
  myTurn: boolean;
  ready: boolean;
  unready: boolean;
  leave: boolean;
  select: boolean;
  play: boolean;
  pass: boolean;
  clear: boolean;
  show: boolean;
};

/** The state of the table → the buttons: moves on the player's turn only, ready and not ready between hands. */
export function controlsFor(table: PvpPlayerTable, selected: number, busy: boolean): PvpControls {
  const me = seatOf(table, table.mySeat);
  const seated = me !== null && me.nickname !== null;
  const hand = table.hand;
  const inHand = seated && dealtIn(hand, table.mySeat);
  const auto = inHand && me.auto;
  const tienLen = table.game === 'tien-len';
  const stillIn = inHand && finishedPlace(hand, me.seat) === null;
  const myTurn = tienLen && stillIn && !auto && hand?.turn === table.mySeat;
  const trick = hand?.trick ?? null;
  const free = !busy;
  return {
    seated,
    inHand,
    auto,
    myTurn,
    ready: seated && free && !inHand && !me.ready,
    unready: seated && free && !inHand && me.ready,
    leave: seated && free,
    select: tienLen && stillIn && !auto,
    play: myTurn && free && selected > 0,
    pass: myTurn && free && trick !== null && trick.by !== table.mySeat,
    clear: selected > 0,
    show: !tienLen && inHand && !auto && free && me.shown === null,
  };
}

/** The line saying what the table is doing; `ends` is the instant its countdown runs to. */
export type PvpStatus = { key: PvpKey; values?: Record<string, string | number>; ends: string | null };

export function statusOf(
  table: PvpPlayerTable,
  controls: PvpControls,
  name: (seat: number) => string,
): PvpStatus {
  const hand = table.hand;
  if (hand?.phase === 'playing') {
    if (table.game === 'tien-len') {
      if (controls.myTurn) return { key: 'yourTurn', ends: hand.turnEndsAt };
      if (controls.auto) return { key: 'autoPlaying', ends: hand.turnEndsAt };
      if (hand.turn !== null)
        return { key: 'turnOf', values: { name: name(hand.turn) }, ends: hand.turnEndsAt };
      return { key: 'watching', ends: null };
    }
    if (controls.auto) return { key: 'autoPlaying', ends: hand.turnEndsAt };
    if (controls.show) return { key: 'showBy', ends: hand.turnEndsAt };
    if (controls.inHand) return { key: 'shownWait', ends: hand.turnEndsAt };
    return { key: 'watching', ends: hand.turnEndsAt };
  }
  if (table.nextHandAt) return { key: 'nextHandIn', ends: table.nextHandAt };
  if (controls.seated && seatOf(table, table.mySeat)?.ready === false)
    return { key: 'pressReady', ends: null };
  return { key: 'waitingPlayers', ends: null };
}

/**
 * Where each seat sits around the oval, in percent of the felt: the player's seat at the bottom, the others
 * clockwise by seat number. Without a seat of the player's, seat 0 is at the bottom.
 */
export function seatPositions(
  seats: readonly number[],
  mySeat: number | null,
): Map<number, { x: number; y: number }> {
  const count = seats.length;
  const sorted = [...seats].sort((a, b) => a - b);
  const start = mySeat !== null && sorted.includes(mySeat) ? sorted.indexOf(mySeat) : 0;
  const places = new Map<number, { x: number; y: number }>();
  sorted.forEach((seat, index) => {
    const step = (index - start + count) % count;
    const angle = ((90 + (step * 360) / count) * Math.PI) / 180;
    const round = (value: number) => Math.round(value * 10) / 10;
    places.set(seat, { x: round(50 + 44 * Math.cos(angle)), y: round(50 + 41 * Math.sin(angle)) });
  });
  return places;
}

/** A settled hand's line per dealt seat: what it won or lost after the rake, the rake, its cards. */
export type PvpResultRow = { seat: number; net: bigint; rake: bigint; shown: string[] | null };

export function resultRows(table: PvpTable): PvpResultRow[] {
  const hand = table.hand;
  if (hand?.phase !== 'settled' || !hand.result) return [];
  const { net, rake } = hand.result;
  return hand.seats.map((seat, index) => ({
    seat,
    net: BigInt(net[index] ?? '0'),
    rake: BigInt(rake[index] ?? '0'),
    shown: seatOf(table, seat)?.shown ?? null,
  }));
}

/**
 * Auto ready: the key of the hand to press ready after (once per hand), or null when there is nothing to do
 * (off, already ready, in a hand, busy, or already done for this hand).
 */
export function autoReadyKey(
  table: PvpPlayerTable,
  controls: PvpControls,
  on: boolean,
  done: string | null,
): string | null {
  if (!on || !controls.ready) return null;
  const key = `${table.tableId}:${table.hand?.handId ?? '-'}`;
  return key === done ? null : key;
}

/** The rake as the language writes it: 5 → "5%", 2.5 → VI "2,5%", EN "2.5%". */
export function formatRake(percent: number, language: 'vi' | 'en'): string {
  const number = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 2 });
  return `${number.format(percent)}%`;
}

/** The session game's model as a PVP game, when it names one. */
export function pvpGameOf(model: string): PvpGame | null {
  return (PVP_GAMES as readonly string[]).includes(model) ? (model as PvpGame) : null;
}

/** A settled hand's lines about what happened, in the player's language (the server writes both). */
export function summaryLines(hand: PvpHand, language: 'vi' | 'en'): string[] {
  const summary: unknown = hand.result?.summary;
  const lines: unknown =
    Array.isArray(summary) || typeof summary !== 'object' || summary === null
      ? summary
      : (summary as Record<string, unknown>)[language];
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
}
