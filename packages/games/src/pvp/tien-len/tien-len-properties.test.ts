import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RandomSource, randomInt, seededSource, shuffled } from '../../fair/index.ts';
import { cardCode, freshShoe } from '../../tables/cards/index.ts';
import {
  applyTienLenMove,
  dealTienLen,
  startTienLenHand,
  type TienLenMove,
  type TienLenState,
  tienLenAutoMove,
  tienLenLegalPlays,
  tienLenMaxLossUnits,
  tienLenSettlement,
} from './index.ts';

/** 52 cards, each played at most once per trick; at most 4 moves per card is far above any real hand. */
const MAX_MOVES = 4 * 52;

interface Played {
  state: TienLenState;
  dealt: string[][];
  played: string[];
}

const DECK = freshShoe(1).map(cardCode);
const RANK_NAMES = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/**
 * A deal rich in bombs, so cut chains come up often: each seat first gets, where the cards are still free, a
 * random quad or run of three or four pairs; the rest of the deck is shuffled in after.
 */
function bombRichDeal(source: RandomSource, players: number): string[][] {
  const hands: string[][] = Array.from({ length: players }, () => []);
  const used = new Set<string>();
  for (const hand of hands) {
    const kind = randomInt(source, 3);
    const pairs = kind === 0 ? 0 : kind + 2;
    const low = randomInt(source, RANK_NAMES.length - Math.max(pairs, 1) + 1);
    const suits = shuffled(source, ['S', 'C', 'D', 'H']);
    const bomb =
      pairs === 0
        ? suits.map((suit) => `${RANK_NAMES[low]}${suit}`)
        : Array.from({ length: pairs }, (_, i) =>
            suits.slice(0, 2).map((suit) => `${RANK_NAMES[low + i]}${suit}`),
          ).flat();
    if (bomb.some((code) => used.has(code))) continue;
    for (const code of bomb) used.add(code);
    hand.push(...bomb);
  }
  const rest = shuffled(
    source,
    DECK.filter((code) => !used.has(code)),
  );
  for (const hand of hands) while (hand.length < 13) hand.push(rest.pop() as string);
  return hands;
}

/**
 * A hand from a seeded deal (bomb-rich when `bombs`), a first hand or a later one with a random leader, each
 * seat moving by tienLenAutoMove or, `randomness` % of the time, by a random legal play or pass (more bombs
 * and cut chains than the bot makes). Throws if a move changes its input state or the hand runs too long.
 */
function playHand(seed: number, players: number, randomness: number, bombs = false): Played {
  const source = seededSource(seed);
  const dealt = bombs ? bombRichDeal(source, players) : dealTienLen(source, players);
  const first = randomInt(source, 2) === 0;
  let state = startTienLenHand(dealt, first ? {} : { leader: randomInt(source, players) });
  const played: string[] = [];
  while (!state.over) {
    if (state.moves > MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves (seed ${seed})`);
    const seat = state.turn as number;
    let move: TienLenMove = tienLenAutoMove(state, seat);
    if (randomness > 0 && randomInt(source, 100) < randomness) {
      const plays = tienLenLegalPlays(state, seat);
      const options = state.trick ? plays.length + 1 : plays.length;
      const pick = randomInt(source, options);
      move = pick < plays.length ? { kind: 'play', cards: plays[pick] as string[] } : { kind: 'pass' };
    }
    const before = JSON.stringify(state);
    const next = applyTienLenMove(state, seat, move);
    if (JSON.stringify(state) !== before) throw new Error('applyTienLenMove changed its input');
    if (move.kind === 'play') played.push(...move.cards);
    state = next;
  }
  return { state, dealt, played };
}

const runs = { numRuns: 150 };

describe('tiến lên hands played to the end', () => {
  for (const [label, randomness, bombs] of [
    ['by tienLenAutoMove', 0, false],
    ['by tienLenAutoMove mixed with random legal moves', 40, false],
    ['from bomb-rich deals, mixed with random legal moves', 40, true],
  ] as const) {
    it(`always end, keep every card, stay JSON and settle to zero within the hold (${label})`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.integer({ min: 2, max: 4 }), (seed, players) => {
          const { state, dealt, played } = playHand(seed, players, randomness, bombs);
          const left = state.hands.flat();
          expect([...played, ...left].sort()).toEqual(dealt.flat().sort());
          expect(new Set([...played, ...left]).size).toBe(13 * players);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          if (!state.instantWin) {
            expect([...state.finished].sort()).toEqual(Array.from({ length: players }, (_, i) => i));
            expect(state.hands.filter((hand) => hand.length > 0).length).toBeLessThanOrEqual(1);
          }
          const bet = 7n;
          const money = tienLenSettlement(state, bet);
          expect(money.reduce((sum, amount) => sum + amount, 0n)).toBe(0n);
          const hold = BigInt(tienLenMaxLossUnits(players)) * bet;
          for (const amount of money) expect(amount).toBeGreaterThanOrEqual(-hold);
        }),
        runs,
      );
    });
  }

  it('meets chặt and cuts of cuts often in bomb-rich deals (so the runs above exercise them)', () => {
    let cuts = 0;
    let chains = 0;
    for (let seed = 0; seed < 150; seed++) {
      const { state } = playHand(seed, 4, 40, true);
      cuts += state.cuts.length;
      chains += state.cuts.filter((cut) => cut.what === 'cut').length;
    }
    expect(cuts).toBeGreaterThan(50);
    expect(chains).toBeGreaterThan(10);
  });
});
