import type { PvpGame, PvpMove } from '@app/contracts';
import {
  applyTienLenMove,
  baCayMaxLossUnits,
  baCayValue,
  dealBaCay,
  dealTienLen,
  type RandomSource,
  settleBaCay,
  startTienLenHand,
  type TienLenState,
  tienLenAutoMove,
  tienLenMaxLossUnits,
  tienLenSettlement,
} from '@app/games';

/**
 * The card games of the PVP rooms behind one shape, so rooms, hands and the clock need not know the rules: a hand's
 * state is the engine's (plain JSON), each dealt seat is an index into it (0 … players − 1, in play order).
 */

/** Ba cây and bài cào have no decisions: each seat turns its cards up, or the timer does it for everyone. */
export type ShowdownState = { hands: string[][]; shown: boolean[]; over: boolean };

export type PublicHand = {
  turn: number | null;
  trick: { kind: string; cards: string[]; by: number } | null;
  passed: boolean[];
  finished: number[];
  cardsLeft: number[];
  /** The cards each index shows everyone now (null: face down). */
  shown: (string[] | null)[];
};

export type Summary = { vi: string[]; en: string[] };

export type PvpRules = {
  game: PvpGame;
  seatsPerTable: number;
  /** Bots fill the table up to this many players when the room allows them. */
  botFill: number;
  /** Per seat, the most a hand can cost it, in stake units: what ready holds. */
  holdUnits: number;
  /** The seat to move has this long (tiến lên); the cards turn up after this long (ba cây, bài cào). */
  decisions: 'turns' | 'showdown';
  deal(source: RandomSource, players: number, leader: number | null): unknown;
  turn(state: unknown): number | null;
  over(state: unknown): boolean;
  /** Throws InstantGameError (invalid_game_action) for a move the rules do not allow. */
  apply(state: unknown, index: number, move: PvpMove): unknown;
  auto(state: unknown, index: number): PvpMove;
  /** The timer ran out on everyone (showdown games): the hand ends. */
  expire(state: unknown): unknown;
  cards(state: unknown, index: number): string[];
  view(state: unknown): PublicHand;
  /** Per index, what each wins (+) or loses (−) before the rake; sums to 0n. */
  settle(state: unknown, stake: bigint): bigint[];
  /** The index that came first, and the hand's story for the result panel. */
  outcome(state: unknown, names: string[]): { winner: number | null; summary: Summary };
};

const MAX_PLAYERS_TIEN_LEN = 4;

const tienLen: PvpRules = {
  game: 'tien-len',
  seatsPerTable: MAX_PLAYERS_TIEN_LEN,
  // bots leave a seat for another player
  botFill: MAX_PLAYERS_TIEN_LEN - 1,
  holdUnits: tienLenMaxLossUnits(MAX_PLAYERS_TIEN_LEN),
  decisions: 'turns',
  deal(source, players, leader) {
    const hands = dealTienLen(source, players);
    return startTienLenHand(hands, leader === null ? { firstHand: true } : { leader, firstHand: false });
  },
  turn: (state) => (state as TienLenState).turn,
  over: (state) => (state as TienLenState).over,
  apply(state, index, move) {
    if (move.kind === 'show') return state; // nothing to turn up in tiến lên: a harmless no-op is refused below
    return applyTienLenMove(state as TienLenState, index, move);
  },
  auto: (state, index) => tienLenAutoMove(state as TienLenState, index),
  expire: (state) => state,
  cards: (state, index) => (state as TienLenState).hands[index] ?? [],
  view(state) {
    const s = state as TienLenState;
    return {
      turn: s.turn,
      trick: s.trick ? { kind: s.trick.combo.kind, cards: s.trick.combo.cards, by: s.trick.by } : null,
      passed: s.passed,
      finished: s.finished,
      cardsLeft: s.hands.map((hand) => hand.length),
      shown: s.hands.map((hand) => (s.over ? hand : null)),
    };
  },
  settle: (state, stake) => tienLenSettlement(state as TienLenState, stake),
  outcome(state, names) {
    const s = state as TienLenState;
    const vi: string[] = [];
    const en: string[] = [];
    if (s.instantWin) {
      const who = names[s.instantWin.seat] ?? '';
      vi.push(`${who} thắng trắng (${s.instantWin.kind})`);
      en.push(`${who} wins outright (${s.instantWin.kind})`);
    }
    const order = [...s.finished];
    for (let i = 0; i < s.players; i++) if (!order.includes(i)) order.push(i);
    order.forEach((index, place) => {
      vi.push(`Hạng ${place + 1}: ${names[index] ?? ''}`);
      en.push(`Place ${place + 1}: ${names[index] ?? ''}`);
    });
    for (const cut of s.cuts) {
      vi.push(`${names[cut.by] ?? ''} chặt ${names[cut.victim] ?? ''} (${cut.units} đơn vị)`);
      en.push(`${names[cut.by] ?? ''} cut ${names[cut.victim] ?? ''} (${cut.units} units)`);
    }
    return { winner: s.instantWin?.seat ?? s.finished[0] ?? null, summary: { vi, en } };
  },
};

function showdown(game: 'ba-cay' | 'bai-cao'): PvpRules {
  const mode = game === 'ba-cay' ? 'pot' : 'banker';
  const seats = 6;
  return {
    game,
    seatsPerTable: seats,
    botFill: 3,
    holdUnits: baCayMaxLossUnits(mode, seats),
    decisions: 'showdown',
    deal(source, players) {
      const hands = dealBaCay(source, players);
      return { hands, shown: hands.map(() => false), over: false } satisfies ShowdownState;
    },
    turn: () => null,
    over: (state) => (state as ShowdownState).over,
    apply(state, index, move) {
      const s = state as ShowdownState;
      if (move.kind !== 'show' || s.over) return state;
      const shown = s.shown.map((was, i) => was || i === index);
      return { ...s, shown, over: shown.every(Boolean) } satisfies ShowdownState;
    },
    auto: () => ({ kind: 'show' }),
    expire: (state) => {
      const s = state as ShowdownState;
      return { ...s, shown: s.shown.map(() => true), over: true } satisfies ShowdownState;
    },
    cards: (state, index) => (state as ShowdownState).hands[index] ?? [],
    view(state) {
      const s = state as ShowdownState;
      return {
        turn: null,
        trick: null,
        passed: s.hands.map(() => false),
        finished: [],
        cardsLeft: s.hands.map((hand) => hand.length),
        shown: s.hands.map((hand, i) => (s.over || s.shown[i] ? hand : null)),
      };
    },
    settle: (state, stake) => settleBaCay(mode, (state as ShowdownState).hands, stake).deltas,
    outcome(state, names) {
      const s = state as ShowdownState;
      const result = settleBaCay(mode, s.hands, 1n);
      const label = (index: number) => {
        const value = baCayValue(s.hands[index] ?? []);
        return value.kind === 'baTay'
          ? { vi: 'ba tây', en: 'three faces' }
          : { vi: `${value.points} nút`, en: `${value.points} points` };
      };
      const vi = s.hands.map((_, i) => `${names[i] ?? ''}: ${label(i).vi}`);
      const en = s.hands.map((_, i) => `${names[i] ?? ''}: ${label(i).en}`);
      if (mode === 'banker') {
        vi.unshift(`Nhà cái: ${names[0] ?? ''}`);
        en.unshift(`Banker: ${names[0] ?? ''}`);
      }
      const winner =
        result.winner ??
        result.deltas.reduce((best, delta, i) => (delta > (result.deltas[best] ?? 0n) ? i : best), 0);
      return { winner, summary: { vi, en } };
    },
  };
}

export const PVP_RULES: Readonly<Record<PvpGame, PvpRules>> = {
  'tien-len': tienLen,
  'ba-cay': showdown('ba-cay'),
  'bai-cao': showdown('bai-cao'),
};

export function isPvpGame(model: string): model is PvpGame {
  return Object.hasOwn(PVP_RULES, model);
}
