import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, type RandomSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import {
  cardFromIndex,
  cashOutHiLo,
  DEFAULT_HILO_CONFIG as config,
  dealCards,
  guessHiLo,
  type HiLoRound,
  hiLoChainMultiplierX100,
  hiLoExactRtp,
  hiLoGuessTable,
  hiLoNextMultipliers,
  skipHiLoCard,
  startHiLo,
  validateHiLoConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
/** The word that deals a card of this rank (spades): index (rank − 1) × 4. */
const rank = (r: number): number => (r - 1) * 4;

describe('hi-lo cards', () => {
  it('deals cardFromIndex(randomInt(source, 52)): rank floor(index / 4) + 1, suit index mod 4', () => {
    expect(cardFromIndex(0)).toEqual({ index: 0, rank: 1, suit: 'spades' });
    expect(cardFromIndex(51)).toEqual({ index: 51, rank: 13, suit: 'clubs' });
    expect(dealCards(scriptedSource([53, 26]), 2).map((card) => card.index)).toEqual([1, 26]);
  });

  it('deals the same cards from the same fair seeds', () => {
    const seeds = { serverSeed: 'hilo-server', clientSeed: 'player', nonce: 3 };
    const cards = dealCards(fairSource(seeds), 5).map((card) => card.index);
    expect(dealCards(fairSource(seeds), 5).map((card) => card.index)).toEqual(cards);
    expect(cards).toEqual([35, 21, 10, 33, 6]); // golden value for the verification page
  });
});

describe('hi-lo chain', () => {
  it('multiplies the chances of the won guesses and pays floor(99 / P) hundredths', () => {
    let round = startHiLo(config, { stake: 1_000n }, scriptedSource([rank(7), rank(9), rank(9), rank(3)]));
    expect(hiLoNextMultipliers(round)).toEqual({ higher_or_same: 183, lower_or_same: 183 }); // 0.99 × 13/7
    round = guessHiLo(round, 'higher_or_same', scriptedSource([rank(9)])); // 7 → 9, wins with 7/13
    expect(round).toMatchObject({ wins: 1, ways: 7n, multiplierX100: 183, status: 'playing' });
    round = guessHiLo(round, 'higher_or_same', scriptedSource([rank(9)])); // 9 → 9 (same wins), 5/13
    expect(round.multiplierX100).toBe(Math.floor((9_900 * 169) / (100 * 35))); // 0.99 × 169/35 = 4.78
    round = cashOutHiLo(round);
    expect(round).toMatchObject({ status: 'cashed_out', payout: 4_780n });
    expect(round.steps.map((step) => step.won)).toEqual([true, true]);
  });

  it('loses the stake on a wrong guess and keeps skips free', () => {
    let round = startHiLo(config, { stake: 1_000n }, scriptedSource([rank(1)]));
    round = skipHiLoCard(round, scriptedSource([rank(12)]));
    expect(round).toMatchObject({ card: { rank: 12 }, multiplierX100: 0, status: 'playing' });
    round = guessHiLo(round, 'lower_or_same', scriptedSource([rank(13)]));
    expect(round).toMatchObject({ status: 'lost', payout: 0n, multiplierX100: 0 });
    expect(round.steps.map((step) => step.action)).toEqual(['skip', 'lower_or_same']);
  });

  it('refuses sure guesses, moves after the end, and an early cash out', () => {
    const ace = startHiLo(config, { stake: 1n }, scriptedSource([rank(1)]));
    expect(() => guessHiLo(ace, 'higher_or_same', seededSource(1))).toThrow(InstantGameError);
    expect(hiLoNextMultipliers(ace)).toEqual({ higher_or_same: null, lower_or_same: 1_287 });
    expect(() => cashOutHiLo(ace)).toThrow(/win a guess/);
    const lost = guessHiLo(ace, 'lower_or_same', scriptedSource([rank(2)]));
    expect(() => skipHiLoCard(lost, seededSource(1))).toThrow(/over/);
    expect(() => guessHiLo(ace, 'maybe' as 'higher_or_same', seededSource(1))).toThrow(/guess/);
    expect(() => startHiLo(config, { stake: 0n }, seededSource(1))).toThrow(/stake/);
  });

  it('cashes out by itself at the cap', () => {
    const capped = { ...config, maxMultiplierX100: 2_000 };
    let round = startHiLo(capped, { stake: 100n }, scriptedSource([rank(1)]));
    round = guessHiLo(round, 'lower_or_same', scriptedSource([rank(1)])); // 12.87×
    round = guessHiLo(round, 'lower_or_same', scriptedSource([rank(1)])); // would be 167.31×
    expect(round).toMatchObject({ status: 'cashed_out', multiplierX100: 2_000, payout: 2_000n });
  });

  it('only raises the multiplier while the chain lives, and never pays below zero', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.constantFrom('higher_or_same', 'lower_or_same', 'skip')),
        (seed, moves) => {
          const source = seededSource(seed);
          let round: HiLoRound = startHiLo(config, { stake: 100n }, source);
          for (const move of moves) {
            if (round.status !== 'playing') break;
            const before = round.multiplierX100;
            if (move === 'skip') round = skipHiLoCard(round, source);
            else if (hiLoNextMultipliers(round)[move] !== null) round = guessHiLo(round, move, source);
            if (round.status === 'playing' && round.multiplierX100 < before) return false;
          }
          return round.payout >= 0n;
        },
      ),
    );
  });
});

describe('hi-lo RTP', () => {
  it('keeps every single guess between 98 % and 99 %', () => {
    validateHiLoConfig(config);
    const table = hiLoGuessTable(config);
    expect(table).toHaveLength(24);
    for (const { rtp } of table) {
      expect(rtp).toBeGreaterThanOrEqual(0.98);
      expect(rtp).toBeLessThanOrEqual(0.99);
    }
    expect(hiLoChainMultiplierX100(config, 1, 12n)).toBe(107);
  });

  it('computes short chains in floats exactly as the bigint formula (capped)', () => {
    const chains = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(chains, (ks) => {
        const ways = ks.reduce((product, k) => product * BigInt(k), 1n);
        const exact = (9_900n * 13n ** BigInt(ks.length)) / (100n * ways);
        const capped = exact > BigInt(config.maxMultiplierX100) ? config.maxMultiplierX100 : Number(exact);
        return hiLoChainMultiplierX100(config, ks.length, ways) === capped;
      }),
      { numRuns: 5_000 },
    );
  });

  for (const wins of [1, 3]) {
    it(`simulates ${ROUNDS.toLocaleString('en')} chains of ${wins} likelier guesses within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(wins);
      const bet = { stake: 10_000n };
      const sim = simulate(ROUNDS, () =>
        returnRatio(playReferenceStrategy(source, bet, wins).payout, bet.stake),
      );
      expect(Math.abs(sim.rtp - hiLoExactRtp(config, wins))).toBeLessThan(4 * sim.standardError);
    });
  }
});

/** Skip aces and kings, guess the likelier side, cash out after `wins` wins (what hiLoExactRtp prices). */
function playReferenceStrategy(source: RandomSource, bet: { stake: bigint }, wins: number): HiLoRound {
  let round = startHiLo(config, bet, source);
  while (round.status === 'playing' && round.wins < wins) {
    const r = round.card.rank;
    if (r === 1 || r === 13) round = skipHiLoCard(round, source);
    else round = guessHiLo(round, r <= 7 ? 'higher_or_same' : 'lower_or_same', source);
  }
  return round.status === 'playing' ? cashOutHiLo(round) : round;
}
