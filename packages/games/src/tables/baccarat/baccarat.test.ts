import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { scriptedSource } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { type Card, cardCode, freshShoe, parseCard } from '../cards/index.ts';
import {
  assertBaccaratOutcome,
  BACCARAT_BET_TYPES,
  BACCARAT_DECKS,
  type BaccaratBet,
  type BaccaratBetType,
  type BaccaratOutcome,
  baccaratBankerDraws,
  baccaratDealCounts,
  baccaratExactRtp,
  baccaratFromCards,
  baccaratRtpTable,
  DEFAULT_BACCARAT_CONFIG as config,
  dealBaccarat,
  playBaccarat,
  settleBaccarat,
  validateBaccaratConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const bet = (type: BaccaratBetType, stake = 1_000n): BaccaratBet => ({ type, stake });
const allBets = BACCARAT_BET_TYPES.map((type) => bet(type));

/** The words that make dealCards(source, 8, 6) deal these cards in order (padded with queens of spades to six). */
function wordsFor(codes: readonly string[]): number[] {
  const dealt = [...codes, 'QS', 'QS', 'QS', 'QS', 'QS', 'QS'].slice(0, 6);
  const shoe = freshShoe(BACCARAT_DECKS).map(cardCode);
  return dealt.map((code, i) => {
    const j = shoe.indexOf(code, i);
    [shoe[i], shoe[j]] = [shoe[j] as string, shoe[i] as string];
    return j - i;
  });
}

/** Deals the cards in the order given (P, B, P, B, then the third cards) and settles one of each bet on them. */
function round(...codes: string[]) {
  const source = scriptedSource(wordsFor(codes));
  const result = playBaccarat(config, allBets, source);
  expect(source.remaining).toBe(0); // always six cards drawn
  const { player, banker, winner } = result.outcome;
  return {
    player: `${player.cards.map(cardCode).join(' ')} = ${player.total}`,
    banker: `${banker.cards.map(cardCode).join(' ')} = ${banker.total}`,
    winner,
    payouts: Object.fromEntries(result.bets.map((settled) => [settled.bet.type, settled.payout])),
  };
}

const codes = (cards: readonly Card[]): string => cards.map(cardCode).join(' ');
const outcomeOf = (...dealt: string[]): BaccaratOutcome => baccaratFromCards(dealt.map(parseCard));

describe('baccarat tableau', () => {
  it('stops both hands on a natural 8 or 9', () => {
    expect(round('3S', '4D', '5H', '3C')).toMatchObject({
      player: '3S 5H = 8',
      banker: '4D 3C = 7',
      winner: 'player',
    });
    // a banker natural 9 stops the player even on 0
    expect(round('KS', '9D', 'QH', 'KC')).toMatchObject({
      player: 'KS QH = 0',
      banker: '9D KC = 9',
      winner: 'banker',
    });
    expect(round('4S', '4H', '5S', '4D')).toMatchObject({
      player: '4S 5S = 9',
      banker: '4H 4D = 8',
      winner: 'player',
    });
    expect(round('6S', '2H', '2D', '6C')).toMatchObject({
      player: '6S 2D = 8',
      banker: '2H 6C = 8',
      winner: 'tie',
    });
  });

  it('lets the player stand on 6–7; the banker then draws on 0–5 (the fifth card) and stands on 6–7', () => {
    expect(round('QS', '2D', '6H', '3C', '4S')).toMatchObject({
      player: 'QS 6H = 6',
      banker: '2D 3C 4S = 9',
      winner: 'banker',
    });
    expect(round('3S', '2D', '4H', '4C')).toMatchObject({
      player: '3S 4H = 7',
      banker: '2D 4C = 6',
      winner: 'player',
    });
    expect(round('QS', 'KD', '6H', '6C')).toMatchObject({
      player: 'QS 6H = 6',
      banker: 'KD 6C = 6',
      winner: 'tie',
    });
    expect(round('AS', 'AD', '6H', 'KC', '9C')).toMatchObject({
      player: 'AS 6H = 7',
      banker: 'AD KC 9C = 0',
      winner: 'player',
    });
  });

  it('draws the player a third card on 0–5, a ten counting 0', () => {
    // player 5 draws a king (0); banker 5 stands on a player third of 0
    expect(round('2S', '4C', '3H', 'AS', 'KD')).toMatchObject({
      player: '2S 3H KD = 5',
      banker: '4C AS = 5',
      winner: 'tie',
    });
  });

  it('draws the banker on 0–2 whatever the player third card', () => {
    expect(round('AS', 'KC', '2H', '2S', '8D', '7H')).toMatchObject({
      player: 'AS 2H 8D = 1',
      banker: 'KC 2S 7H = 9',
      winner: 'banker',
    });
  });

  it('stands the banker on 3 against a player third 8 only', () => {
    expect(round('2S', '3D', '2H', 'KS', '8C', '5H')).toMatchObject({
      player: '2S 2H 8C = 2',
      banker: '3D KS = 3',
      winner: 'banker',
    });
    expect(round('2S', '3D', '2H', 'KS', '9C', '5H')).toMatchObject({
      player: '2S 2H 9C = 3',
      banker: '3D KS 5H = 8',
      winner: 'banker',
    });
  });

  it('draws the banker on 4 against a player third 2–7', () => {
    expect(round('AS', '4C', '4H', '10S', 'AD', '3S')).toMatchObject({
      player: 'AS 4H AD = 6',
      banker: '4C 10S = 4',
      winner: 'player',
    });
    expect(round('AS', '4C', '4H', '10S', '2D', '3S')).toMatchObject({
      player: 'AS 4H 2D = 7',
      banker: '4C 10S 3S = 7',
      winner: 'tie',
    });
  });

  it('draws the banker on 5 against a player third 4–7', () => {
    expect(round('5S', '2C', 'KH', '3S', '3D', '4S')).toMatchObject({
      player: '5S KH 3D = 8',
      banker: '2C 3S = 5',
      winner: 'player',
    });
    expect(round('5S', '2C', 'KH', '3S', '4D', '4S')).toMatchObject({
      player: '5S KH 4D = 9',
      banker: '2C 3S 4S = 9',
      winner: 'tie',
    });
  });

  it('draws the banker on 6 against a player third 6 or 7 only', () => {
    expect(round('3S', '6D', '2H', 'QS', '6C', '2S')).toMatchObject({
      player: '3S 2H 6C = 1',
      banker: '6D QS 2S = 8',
      winner: 'banker',
    });
    expect(round('3S', '6D', '2H', 'QS', '7C', 'AS')).toMatchObject({
      player: '3S 2H 7C = 2',
      banker: '6D QS AS = 7',
      winner: 'banker',
    });
    expect(round('3S', '6D', '2H', 'QS', '5C', '2S')).toMatchObject({
      player: '3S 2H 5C = 0',
      banker: '6D QS = 6',
      winner: 'banker',
    });
  });

  it('stands the banker on 7 whatever the player third card', () => {
    expect(round('AS', '7C', 'KH', 'JS', '6D', '2S')).toMatchObject({
      player: 'AS KH 6D = 7',
      banker: '7C JS = 7',
      winner: 'tie',
    });
  });

  it('follows the whole banker drawing chart', () => {
    // rows: banker total 0..7; columns: player third card 0..9; D = draw, S = stand
    const chart = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    for (let banker = 0; banker <= 7; banker++) {
      const row = Array.from({ length: 10 }, (_, third) => (baccaratBankerDraws(banker, third) ? 'D' : 'S'));
      expect(row.join('')).toBe(chart[banker]);
      expect(baccaratBankerDraws(banker, null)).toBe(banker <= 5);
    }
  });
});

describe('baccarat settlement', () => {
  it('pays player 1:1, banker 1:1 less 5 % commission, and loses the other side', () => {
    expect(round('3S', '4D', '5H', '3C').payouts).toEqual({
      player: 2_000n,
      banker: 0n,
      tie: 0n,
      player_pair: 0n,
      banker_pair: 0n,
    });
    expect(round('KS', '9D', 'QH', 'KC').payouts).toMatchObject({ player: 0n, banker: 1_950n, tie: 0n });
    const odd = settleBaccarat(
      config,
      [bet('banker', 3n), bet('banker', 99n)],
      outcomeOf('KS', '9D', 'QH', 'KC'),
    );
    expect(odd.bets.map((settled) => settled.payout)).toEqual([5n, 193n]); // floor(3 × 1.95), floor(99 × 1.95)
    expect(odd).toMatchObject({ totalStake: 102n, totalPayout: 198n });
  });

  it('pays a tie 9:1 and pushes player and banker bets', () => {
    const result = settleBaccarat(config, allBets, outcomeOf('6S', '2H', '2D', '6C'));
    expect(result.bets.map((settled) => [settled.multiplierX100, settled.payout])).toEqual([
      [100, 1_000n],
      [100, 1_000n],
      [1_000, 10_000n],
      [0, 0n],
      [0, 0n],
    ]);
    expect(result).toMatchObject({ totalStake: 5_000n, totalPayout: 12_000n });
  });

  it('pays a pair 12:1 on the first two cards of the same rank, not merely the same value', () => {
    // player K K (a pair), banker 10 Q (both worth 0, not a pair); both draw
    expect(round('KS', '10D', 'KH', 'QD', '5S', '9S')).toMatchObject({
      player: 'KS KH 5S = 5',
      banker: '10D QD 9S = 9',
      winner: 'banker',
      payouts: { player: 0n, banker: 1_950n, tie: 0n, player_pair: 13_000n, banker_pair: 0n },
    });
    // two eights of hearts from an eight-deck shoe: a banker pair (on 6, standing on a player third 2);
    // the pair pays whether the hand wins or not
    expect(round('2C', '8H', '3C', '8H', '2D')).toMatchObject({
      player: '2C 3C 2D = 7',
      banker: '8H 8H = 6',
      winner: 'player',
      payouts: { player: 2_000n, banker: 0n, tie: 0n, player_pair: 0n, banker_pair: 13_000n },
    });
  });

  it('refuses unknown bets, empty or long rounds and bad stakes', () => {
    const outcome = outcomeOf('KS', '9D', 'QH', 'KC');
    const refusal = (bets: unknown) => () => settleBaccarat(config, bets as BaccaratBet[], outcome);
    expect(refusal([])).toThrow(InstantGameError);
    expect(refusal([bet('dragon' as BaccaratBetType)])).toThrow(/bet type/);
    expect(refusal(Array.from({ length: 21 }, () => bet('tie')))).toThrow(/at most 20/);
    expect(refusal([bet('player', 0n)])).toThrow(expect.objectContaining({ code: 'invalid_stake' }));
    expect(refusal([{ type: 'player', stake: 100 }])).toThrow(/stake/);
    expect(refusal([null])).toThrow(/object/);
  });

  it('refuses outcomes the tableau cannot deal', () => {
    const good = outcomeOf('2S', '3D', '2H', 'KS', '8C', '5H'); // banker 3 stands on a player third 8
    expect(() => assertBaccaratOutcome(good)).not.toThrow();
    expect(() => assertBaccaratOutcome(JSON.parse(JSON.stringify(good)))).not.toThrow();
    const hand = (text: string, total: number) => ({ cards: text.split(' ').map(parseCard), total });
    const bad: unknown[] = [
      null,
      'tie',
      { ...good, winner: 'player' }, // 2 against 3 is the banker's
      { ...good, player: { ...good.player, total: 3 } }, // wrong total
      { ...good, banker: hand('3D KS 5H', 8), winner: 'banker' }, // a banker third card where it stands
      { player: hand('2S 2H', 4), banker: hand('3D KS', 3), winner: 'player' }, // the player must draw on 4
      { player: hand('3S 5H AS', 9), banker: hand('4D 3C', 7), winner: 'player' }, // a third card on a natural
      { player: hand('3S 5H', 8), banker: hand('4D', 4), winner: 'player' }, // one card
      { ...good, player: { cards: [{ rank: 14, suit: 'spades' }, ...good.player.cards.slice(1)], total: 0 } },
      { ...good, player: { cards: [{ rank: 2, suit: 'stars' }, ...good.player.cards.slice(1)], total: 2 } },
    ];
    for (const outcome of bad) {
      expect(() => settleBaccarat(config, [bet('player')], outcome as BaccaratOutcome)).toThrow(
        expect.objectContaining({ code: 'invalid_bet' }),
      );
    }
  });

  it('deals legal rounds: the tableau holds, never a payout below zero, player and banker never both win', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = playBaccarat(config, allBets, seededSource(seed));
        assertBaccaratOutcome(result.outcome);
        const [player, banker, tie] = result.bets.map((settled) => settled.multiplierX100) as number[];
        const tied = result.outcome.winner === 'tie';
        return (
          result.totalPayout >= 0n &&
          result.bets.every((settled) => settled.payout >= 0n) &&
          !((player as number) > 100 && (banker as number) > 100) &&
          (tie as number) > 0 === tied &&
          (!tied || (player === 100 && banker === 100)) &&
          settleBaccarat(config, allBets, result.outcome).totalPayout === result.totalPayout
        );
      }),
    );
  });

  it('deals the same round from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'baccarat-server', clientSeed: 'table', nonce: 1 };
    const first = dealBaccarat(fairSource(seeds));
    expect(dealBaccarat(fairSource(seeds))).toEqual(first);
    // golden values, recomputed by the Python script in docs/games/tables/baccarat.md
    expect([
      codes(first.player.cards),
      first.player.total,
      codes(first.banker.cards),
      first.banker.total,
    ]).toEqual(['7S 8C KC', 5, 'AH AD 3C', 5]);
    expect(first.winner).toBe('tie');
  });
});

describe('baccarat RTP', () => {
  it('counts the 8-deck deals exactly (the published punto banco table)', () => {
    expect(baccaratDealCounts()).toEqual({
      banker: 2_292_252_566_437_888n,
      player: 2_230_518_282_592_256n,
      tie: 475_627_426_473_216n,
      total: 416n * 415n * 414n * 413n * 412n * 411n,
    });
  });

  it('returns 98.94 % on banker, 98.76 % on player, 95.16 % on tie, 97.11 % on pairs', () => {
    validateBaccaratConfig(config);
    const rtp = Object.fromEntries(baccaratRtpTable(config).map((row) => [row.bet, row.rtp]));
    expect(rtp.banker).toBeCloseTo(0.989420942, 9);
    expect(rtp.player).toBeCloseTo(0.987649187, 9);
    expect(rtp.tie).toBeCloseTo(0.95155968, 8);
    expect(rtp.player_pair).toBeCloseTo(403 / 415, 14);
    expect(rtp.banker_pair).toBeCloseTo(403 / 415, 14);
  });

  it('refuses the land-based 8:1 tie and 11:1 pairs (below 90 %) and a commission-free banker (above 100 %)', () => {
    const withPayout = (type: BaccaratBetType, payout: number) => ({
      ...config,
      payouts: { ...config.payouts, [type]: payout },
    });
    expect(() => validateBaccaratConfig(withPayout('tie', 900))).toThrow(/tie: RTP 85\.64/);
    expect(() => validateBaccaratConfig(withPayout('player_pair', 1_200))).toThrow(/player_pair: RTP 89\.63/);
    expect(() => validateBaccaratConfig(withPayout('banker', 200))).toThrow(/banker: RTP 101\.23/);
    expect(() => validateBaccaratConfig(withPayout('tie', 10.5))).toThrow(/whole/);
    expect(() => validateBaccaratConfig({ ...config, maxBetsPerRound: 0 })).toThrow(/maxBetsPerRound/);
  });

  describe(`simulates ${ROUNDS.toLocaleString('en')} rounds of every bet within 4 standard errors`, () => {
    let simulation: { rtp: number[]; standardError: number[] } | undefined;
    /** One seeded run settles all five bets each round (the deal is the costly part). */
    const simulate = () => {
      if (simulation) return simulation;
      const source = seededSource(8);
      const sum = new Float64Array(allBets.length);
      const sumOfSquares = new Float64Array(allBets.length);
      for (let i = 0; i < ROUNDS; i++) {
        const settled = playBaccarat(config, allBets, source).bets;
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
    BACCARAT_BET_TYPES.forEach((type, k) => {
      it(type, () => {
        const { rtp, standardError } = simulate();
        expect(Math.abs((rtp[k] as number) - baccaratExactRtp(config, type))).toBeLessThan(
          4 * (standardError[k] as number),
        );
      });
    });
  });
});
