import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { returnRatio, simulate } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { cardCode, dealCards } from '../cards/index.ts';
import {
  BLACKJACK_REFERENCE_RTP,
  type BlackjackMove,
  blackjackBasicStrategy,
  blackjackTableHand,
  blackjackTableShown,
  blackjackTotal,
  DEFAULT_BLACKJACK_CONFIG as config,
  dealBlackjackTable,
  settleBlackjackTable,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const seeds = (nonce: number) => ({ serverSeed: 'table-seed', clientSeed: 'table:BJ', nonce });
const codes = (cards: readonly { rank: number; suit: string }[]) => cards.map(cardCode as never).join(' ');

/** Plays the basic strategy on the shared deal: the moves one player makes. */
function basicMoves(outcome: ReturnType<typeof dealBlackjackTable>, stake: bigint): BlackjackMove[] {
  const moves: BlackjackMove[] = [];
  for (;;) {
    const { round } = blackjackTableHand(config, stake, outcome, moves);
    if (round.status !== 'player_turn') return moves;
    moves.push(blackjackBasicStrategy(round));
  }
}

describe('blackjack at a shared table', () => {
  it('deals one shoe: the start is cards 0–3, hits come in order from card 4, the dealer draws from card 48', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const outcome = dealBlackjackTable(fairSource(seeds(nonce)));
      const shoe = dealCards(fairSource(seeds(nonce)), 8, 64);
      expect(codes(outcome.player)).toBe(codes([shoe[0], shoe[2]] as never));
      expect(codes(outcome.dealer.slice(0, 2))).toBe(codes([shoe[1], shoe[3]] as never));
      expect(codes(outcome.dealer.slice(2))).toBe(codes(shoe.slice(48, 48 + outcome.dealer.length - 2)));
      if (!outcome.natural) {
        expect(blackjackTotal(outcome.dealer)).toBeGreaterThanOrEqual(17);
        expect(blackjackTotal(outcome.dealer.slice(0, -1))).toBeLessThan(17);
        const { round } = blackjackTableHand(config, 100n, outcome, ['hit']);
        const drawn = round.hands[0]?.cards ?? [];
        expect(codes(drawn)).toBe(codes([shoe[0], shoe[2], shoe[4]] as never));
        if (round.status === 'player_turn') {
          const twice = blackjackTableHand(config, 100n, outcome, ['hit', 'hit']).round.hands[0]?.cards ?? [];
          expect(codes(twice)).toBe(codes([shoe[0], shoe[2], shoe[4], shoe[5]] as never));
        }
      }
      expect(blackjackTableShown(outcome)).toEqual({
        player: outcome.player,
        dealer: outcome.dealer.slice(0, 1),
      });
    }
  });

  it('gives every player the same dealer, and the same k-th card to whoever takes a k-th card', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.array(fc.constantFrom<BlackjackMove>('hit', 'stand', 'double', 'split'), { maxLength: 6 }),
        (nonce, wish) => {
          const outcome = dealBlackjackTable(fairSource(seeds(nonce)));
          if (outcome.natural) return;
          // keep only the moves the hand allows, in order
          const moves: BlackjackMove[] = [];
          for (const move of wish) {
            if (blackjackTableHand(config, 100n, outcome, moves).legal.includes(move)) moves.push(move);
          }
          const mine = settleBlackjackTable(config, 100n, outcome, moves);
          const standing = settleBlackjackTable(config, 100n, outcome, []);
          expect(codes(mine.round.dealer)).toBe(codes(outcome.dealer));
          expect(codes(standing.round.dealer)).toBe(codes(outcome.dealer));
          // money: what the moves staked is what the engine staked, and nothing is paid from nowhere
          const { round } = blackjackTableHand(config, 100n, outcome, moves);
          expect(mine.totalStake).toBe(round.totalStake);
          expect(mine.totalPayout).toBeGreaterThanOrEqual(0n);
          expect(mine.totalPayout).toBeLessThanOrEqual(mine.totalStake * 5n);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stands a hand left open when the decision time ran out, and refuses a move the hand did not allow', () => {
    let nonce = 0;
    let outcome = dealBlackjackTable(fairSource(seeds(nonce)));
    while (outcome.natural) outcome = dealBlackjackTable(fairSource(seeds(++nonce)));
    const open = settleBlackjackTable(config, 100n, outcome, []);
    const stood = settleBlackjackTable(config, 100n, outcome, ['stand']);
    expect(open.totalPayout).toBe(stood.totalPayout);
    expect(() => blackjackTableHand(config, 100n, outcome, ['stand', 'hit'])).toThrow(InstantGameError);
    expect(() => blackjackTableHand(config, 100n, outcome, ['double', 'double'])).toThrow(InstantGameError);
  });

  it('settles a blackjack at the start with nothing to decide', () => {
    let nonce = 0;
    let outcome = dealBlackjackTable(fairSource(seeds(nonce)));
    while (!outcome.natural) outcome = dealBlackjackTable(fairSource(seeds(++nonce)));
    expect(outcome.dealer).toHaveLength(2);
    expect(blackjackTableHand(config, 100n, outcome, []).legal).toEqual([]);
    const result = settleBlackjackTable(config, 100n, outcome, []);
    expect([100n, 0n, 250n]).toContain(result.totalPayout);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} basic-strategy hands at the table within 4 standard errors (plus the reference’s own) of the one-seat reference RTP`, () => {
    const source = seededSource(2614);
    const sim = simulate(ROUNDS, () => {
      const outcome = dealBlackjackTable(source);
      const result = settleBlackjackTable(config, 1_000n, outcome, basicMoves(outcome, 1_000n));
      return 1 + returnRatio(result.totalPayout - result.totalStake, 1_000n);
    });
    const reference = BLACKJACK_REFERENCE_RTP.das;
    expect(Math.abs(sim.rtp - reference.rtp)).toBeLessThan(4 * sim.standardError + reference.standardError);
  });
});
