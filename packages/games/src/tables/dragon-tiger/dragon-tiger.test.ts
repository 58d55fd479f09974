import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { scriptedSource } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { cardCode, freshShoe, parseCard } from '../cards/index.ts';
import {
  assertDragonTigerOutcome,
  DEFAULT_DRAGON_TIGER_CONFIG as config,
  DRAGON_TIGER_BET_TYPES,
  DRAGON_TIGER_DECKS,
  type DragonTigerBet,
  type DragonTigerBetType,
  type DragonTigerOutcome,
  dealDragonTiger,
  dragonTigerDealCounts,
  dragonTigerExactRtp,
  dragonTigerRtpTable,
  dragonTigerWinner,
  playDragonTiger,
  settleDragonTiger,
  validateDragonTigerConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const bet = (type: DragonTigerBetType, stake = 1_000n): DragonTigerBet => ({ type, stake });
const allBets = DRAGON_TIGER_BET_TYPES.map((type) => bet(type));

/** The words that make dealCards(source, 8, 2) deal these two cards in order. */
function wordsFor(codes: readonly string[]): number[] {
  const shoe = freshShoe(DRAGON_TIGER_DECKS).map(cardCode);
  return codes.map((code, i) => {
    const j = shoe.indexOf(code, i);
    [shoe[i], shoe[j]] = [shoe[j] as string, shoe[i] as string];
    return j - i;
  });
}

/** Deals Dragon then Tiger and settles one of each bet (dragon, tiger, tie) on them. */
function round(dragon: string, tiger: string) {
  const source = scriptedSource(wordsFor([dragon, tiger]));
  const result = playDragonTiger(config, allBets, source);
  expect(source.remaining).toBe(0);
  expect([cardCode(result.outcome.dragon), cardCode(result.outcome.tiger)]).toEqual([dragon, tiger]);
  return { winner: result.outcome.winner, payouts: result.bets.map((settled) => settled.payout) };
}

const outcomeOf = (dragon: string, tiger: string): DragonTigerOutcome => {
  const [d, t] = [parseCard(dragon), parseCard(tiger)];
  return { dragon: d, tiger: t, winner: dragonTigerWinner(d, t) };
};

describe('dragon-tiger settlement', () => {
  it('pays the higher card 1:1, king high and ace low, suits ignored', () => {
    expect(round('KS', 'QH')).toEqual({ winner: 'dragon', payouts: [2_000n, 0n, 0n] });
    expect(round('AS', '2H')).toEqual({ winner: 'tiger', payouts: [0n, 2_000n, 0n] });
    expect(round('10C', 'JC')).toEqual({ winner: 'tiger', payouts: [0n, 2_000n, 0n] });
    expect(round('2D', 'AD')).toEqual({ winner: 'dragon', payouts: [2_000n, 0n, 0n] });
  });

  it('pays a tie 12:1 and gives dragon and tiger bets half their stake back', () => {
    expect(round('7S', '7H')).toEqual({ winner: 'tie', payouts: [500n, 500n, 13_000n] });
    // the same card twice (8 decks hold 8 of each) is an ordinary tie
    expect(round('10S', '10S')).toEqual({ winner: 'tie', payouts: [500n, 500n, 13_000n] });
    const odd = settleDragonTiger(config, [bet('dragon', 3n), bet('tie', 7n)], outcomeOf('AC', 'AH'));
    expect(odd.bets.map((settled) => [settled.multiplierX100, settled.payout])).toEqual([
      [50, 1n], // floor(3 × 0.5)
      [1_300, 91n],
    ]);
    expect(odd).toMatchObject({ totalStake: 10n, totalPayout: 92n });
  });

  it('refuses unknown bets, empty or long rounds and bad stakes', () => {
    const outcome = outcomeOf('KS', 'QH');
    const refusal = (bets: unknown) => () => settleDragonTiger(config, bets as DragonTigerBet[], outcome);
    expect(refusal([])).toThrow(InstantGameError);
    expect(refusal([bet('suited_tie' as DragonTigerBetType)])).toThrow(/bet type/);
    expect(refusal(Array.from({ length: 21 }, () => bet('tie')))).toThrow(/at most 20/);
    expect(refusal([bet('dragon', -5n)])).toThrow(expect.objectContaining({ code: 'invalid_stake' }));
    expect(refusal([{ type: 'tiger', stake: 1.5 }])).toThrow(/stake/);
  });

  it('refuses malformed outcomes', () => {
    const good = outcomeOf('KS', 'QH');
    expect(() => assertDragonTigerOutcome(JSON.parse(JSON.stringify(good)))).not.toThrow();
    const bad: unknown[] = [
      null,
      [good.dragon, good.tiger],
      { ...good, winner: 'tiger' },
      { ...good, winner: 'tie' },
      { ...good, tiger: undefined },
      { ...good, dragon: { rank: 0, suit: 'spades' } },
      { ...good, dragon: { rank: 13, suit: 'S' } },
    ];
    for (const outcome of bad) {
      expect(() => settleDragonTiger(config, [bet('dragon')], outcome as DragonTigerOutcome)).toThrow(
        expect.objectContaining({ code: 'invalid_bet' }),
      );
    }
  });

  it('deals legal rounds: never a payout below zero, dragon and tiger never both win', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = playDragonTiger(config, allBets, seededSource(seed));
        assertDragonTigerOutcome(result.outcome);
        const [dragon, tiger, tie] = result.bets.map((settled) => settled.multiplierX100) as number[];
        const tied = result.outcome.winner === 'tie';
        return (
          result.totalPayout >= 0n &&
          result.bets.every((settled) => settled.payout >= 0n) &&
          !((dragon as number) > 100 && (tiger as number) > 100) &&
          (tie as number) > 0 === tied &&
          (!tied || (dragon === 50 && tiger === 50)) &&
          settleDragonTiger(config, allBets, result.outcome).totalPayout === result.totalPayout
        );
      }),
    );
  });

  it('deals the same round from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'dragon-tiger-server', clientSeed: 'table', nonce: 6 };
    const first = dealDragonTiger(fairSource(seeds));
    expect(dealDragonTiger(fairSource(seeds))).toEqual(first);
    // golden values, recomputed by the Python script in docs/games/tables/dragon-tiger.md
    expect([cardCode(first.dragon), cardCode(first.tiger), first.winner]).toEqual(['5H', '5D', 'tie']);
  });
});

describe('dragon-tiger RTP', () => {
  it('counts the 416 × 415 deals exactly', () => {
    // a tie: the tiger matches the dragon's rank among the 415 cards left, 31 ways; a suited tie 7 ways
    expect(dragonTigerDealCounts()).toEqual({
      dragon: 79_872,
      tiger: 79_872,
      tie: 416 * 31,
      suitedTie: 416 * 7,
      total: 416 * 415,
    });
  });

  it('returns 96.27 % on dragon and tiger and 97.11 % on the tie', () => {
    validateDragonTigerConfig(config);
    const rtp = Object.fromEntries(dragonTigerRtpTable(config).map((row) => [row.bet, row.rtp]));
    expect(rtp.dragon).toBeCloseTo(799 / 830, 14);
    expect(rtp.tiger).toBeCloseTo(799 / 830, 14);
    expect(rtp.tie).toBeCloseTo(403 / 415, 14);
  });

  it('refuses the usual 8:1 and 11:1 ties (below 90 %), and would refuse a 50:1 suited tie', () => {
    const tie = (payout: number) => ({ ...config, payouts: { ...config.payouts, tie: payout } });
    expect(() => validateDragonTigerConfig(tie(900))).toThrow(/tie: RTP 67\.22/);
    expect(() => validateDragonTigerConfig(tie(1_200))).toThrow(/tie: RTP 89\.63/);
    // losing the whole stake on a tie (as some tables do) still returns 92.53 %: allowed
    const fullLoss = { ...config, tieRefundX100: 0 };
    expect(() => validateDragonTigerConfig(fullLoss)).not.toThrow();
    expect(dragonTigerExactRtp(fullLoss, 'tiger')).toBeCloseTo(384 / 415, 14);
    expect(() => validateDragonTigerConfig({ ...config, tieRefundX100: 101 })).toThrow(/tieRefundX100/);
    expect(() => validateDragonTigerConfig({ ...config, maxBetsPerRound: 1.5 })).toThrow(/maxBetsPerRound/);
    const { suitedTie, total } = dragonTigerDealCounts();
    expect((suitedTie * 51) / total).toBeCloseTo(357 / 415, 14); // 86.02 %: why no suited-tie bet is offered
  });

  describe(`simulates ${ROUNDS.toLocaleString('en')} rounds of every bet within 4 standard errors`, () => {
    let simulation: { rtp: number[]; standardError: number[] } | undefined;
    /** One seeded run settles all three bets each round (the deal is the costly part). */
    const simulate = () => {
      if (simulation) return simulation;
      const source = seededSource(2);
      const sum = new Float64Array(allBets.length);
      const sumOfSquares = new Float64Array(allBets.length);
      for (let i = 0; i < ROUNDS; i++) {
        const settled = playDragonTiger(config, allBets, source).bets;
        for (let k = 0; k < settled.length; k++) {
          const ratio = (settled[k] as { multiplierX100: number }).multiplierX100 / 100;
          sum[k] = (sum[k] as number) + ratio;
          sumOfSquares[k] = (sumOfSquares[k] as number) + ratio * ratio;
        }
      }
      const rtp = Array.from(sum, (total) => total / ROUNDS);
      const standardError = rtp.map(
        (mean, k) =>
          Math.sqrt(Math.max(0, (sumOfSquares[k] as number) / ROUNDS - mean * mean)) / Math.sqrt(ROUNDS),
      );
      simulation = { rtp, standardError };
      return simulation;
    };
    DRAGON_TIGER_BET_TYPES.forEach((type, k) => {
      it(type, () => {
        const { rtp, standardError } = simulate();
        expect(Math.abs((rtp[k] as number) - dragonTigerExactRtp(config, type))).toBeLessThan(
          4 * (standardError[k] as number),
        );
      });
    });
  });
});
