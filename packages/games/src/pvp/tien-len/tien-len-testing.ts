import { seededSource, shuffled } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { cardCode, freshShoe } from '../../tables/cards/index.ts';
import { tienLenSortCards } from './tien-len-cards.ts';
import { type TienLenCombo, tienLenClassify } from './tien-len-combos.ts';
import { type TienLenMove, type TienLenState, tienLenInstantWin } from './tien-len-hand.ts';

/** Test helpers for the tiến lên tests. */
export const codes = (text: string): string[] => (text === '' ? [] : text.split(' '));

export const combo = (text: string): TienLenCombo => {
  const found = tienLenClassify(codes(text));
  if (!found) throw new Error(`not a combination: ${text}`);
  return found;
};

export const play = (text: string): TienLenMove => ({ kind: 'play', cards: codes(text) });
export const pass: TienLenMove = { kind: 'pass' };

/** A mid-hand state from each seat's cards (seat 0 to move, leading, unless `extra` says otherwise). */
export function stateOf(hands: readonly string[], extra: Partial<TienLenState> = {}): TienLenState {
  return {
    players: hands.length,
    hands: hands.map((hand) => tienLenSortCards(codes(hand))),
    turn: 0,
    trick: null,
    passed: hands.map(() => false),
    finished: [],
    firstHand: false,
    moves: 0,
    cuts: [],
    instantWin: null,
    over: false,
    ...extra,
  };
}

/** The InstantGameError code a call throws ('none' if it returns). */
export function codeOf(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof InstantGameError ? error.code : 'other';
  }
}

const DECK = freshShoe(1).map(cardCode);

/**
 * A full deal where `seat` holds `hand` and the other seats share the rest of a seeded shuffle, reshuffled
 * until none of them holds an instant win (so a test sees only the one it built).
 */
export function dealWith(hand: string, seat: number, players: number): string[][] {
  const mine = codes(hand);
  const rest = DECK.filter((code) => !mine.includes(code));
  for (let seed = 1; ; seed++) {
    const order = shuffled(seededSource(seed), rest);
    const hands: string[][] = [];
    for (let s = 0, next = 0; s < players; s++) {
      if (s === seat) hands.push(mine);
      else {
        hands.push(order.slice(next, next + 13));
        next += 13;
      }
    }
    if (hands.every((h, s) => s === seat || tienLenInstantWin(h, true) === null)) return hands;
  }
}
