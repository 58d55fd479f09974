import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { type Card, cardCode, freshShoe, parseCard } from '../cards/index.ts';
import {
  compareNiuNiuHands,
  DEFAULT_NIU_NIU_CONFIG as config,
  dealNiuNiu,
  NIU_NIU_HAND_CLASSES,
  NIU_NIU_POSITIONS,
  NIU_NIU_SEATS,
  type NiuNiuBet,
  type NiuNiuBetType,
  type NiuNiuConfig,
  type NiuNiuHandClass,
  type NiuNiuOutcome,
  type NiuNiuPosition,
  niuNiuClassPairCounts,
  niuNiuDoubleHold,
  niuNiuExactRtp,
  niuNiuHandOf,
  niuNiuMultiplierX100,
  niuNiuRtpTable,
  playNiuNiu,
  settleNiuNiu,
  validateNiuNiuConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const cards = (codes: string): Card[] => codes.split(' ').map(parseCard);
const hand = (codes: string) => niuNiuHandOf(cards(codes));
const bet = (type: NiuNiuBetType, selection: NiuNiuPosition, stake = 10_000n): NiuNiuBet => ({
  type,
  selection,
  stake,
});
/** A double bet of `amount` shown to the player: its stake is the 5× hold. */
const double = (selection: NiuNiuPosition, amount = 10_000n): NiuNiuBet =>
  bet('double', selection, amount * 5n);

/** The InstantGameError code a call throws ('none' if it returns). */
function codeOf(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof InstantGameError ? error.code : 'other';
  }
}

/** An outcome from four hands' codes (banker first), evaluated as the dealer would. */
function outcome(banker: string, player1: string, player2: string, player3: string): NiuNiuOutcome {
  const [b, p1, p2, p3] = [banker, player1, player2, player3].map(hand) as [
    ReturnType<typeof hand>,
    ReturnType<typeof hand>,
    ReturnType<typeof hand>,
    ReturnType<typeof hand>,
  ];
  return {
    banker: b,
    player_1: p1,
    player_2: p2,
    player_3: p3,
    beatsBanker: {
      player_1: compareNiuNiuHands(p1, b) > 0,
      player_2: compareNiuNiuHands(p2, b) > 0,
      player_3: compareNiuNiuHands(p3, b) > 0,
    },
  };
}

/** An independent evaluator for the property test: tries every three cards, as the rules say. */
function slowClass(hand: readonly Card[]): NiuNiuHandClass {
  if (hand.every((card) => card.rank >= 11)) return 'five_face';
  const values = hand.map((card) => Math.min(card.rank, 10));
  const total = values.reduce((sum, value) => sum + value, 0);
  for (let i = 0; i < 5; i++)
    for (let j = i + 1; j < 5; j++)
      for (let k = j + 1; k < 5; k++) {
        if (((values[i] as number) + (values[j] as number) + (values[k] as number)) % 10 !== 0) continue;
        const rest = total - (values[i] as number) - (values[j] as number) - (values[k] as number);
        return rest % 10 === 0 ? 'bull_bull' : (`bull_${rest % 10}` as NiuNiuHandClass);
      }
  return 'no_bull';
}

describe('niu-niu hands', () => {
  it('finds no bull when no three cards make a multiple of 10', () => {
    expect(hand('5S 6H 8C KD QS').handClass).toBe('no_bull');
    // 8 + 2 and 9 + 1 both make 10, but no three cards do: still no bull
    expect(hand('8S 2H 9C AD 5S').handClass).toBe('no_bull');
    expect(hand('2S 2H 3C 4D 7S').handClass).toBe('no_bull');
  });

  it('scores bull 1 to 9 as the other two cards mod 10', () => {
    const examples: [string, NiuNiuHandClass][] = [
      ['KS QH JC AS 10D', 'bull_1'], // K Q J = 30, A + 10 = 11
      ['3S 7H 10C AD AC', 'bull_2'], // 3 7 10 = 20, A A = 2
      ['4S 6H KC 2D AC', 'bull_3'],
      ['9S AH QC 2D 2C', 'bull_4'],
      ['5S 5H JC 2D 3C', 'bull_5'],
      ['AS 2H 7C 3D 3C', 'bull_6'], // A 2 7 = 10
      ['3S 4H 10C JD QC', 'bull_7'], // 10 J Q = 30
      ['6S 6H 8C 4D 4C', 'bull_8'], // 6 6 8 = 20
      ['2S 8H KC 4D 5C', 'bull_9'],
    ];
    for (const [codes, handClass] of examples) expect(hand(codes).handClass, codes).toBe(handClass);
  });

  it('calls two more cards making a multiple of 10 bull-bull, whichever three make the bull', () => {
    expect(hand('7S 3H KC 5D 5C').handClass).toBe('bull_bull');
    expect(hand('AS 9H 2C 8D JC').handClass).toBe('bull_bull'); // A 9 J or 2 8 J
    expect(hand('10S JH QC KD KC').handClass).toBe('bull_bull'); // a ten is not a face card
    expect(hand('6S 4H 6C 4D 10C').handClass).toBe('bull_bull'); // 6 4 10 and 6 4 both ways
  });

  it('ranks five face cards (J, Q, K) above bull-bull', () => {
    expect(hand('JS QH KC JD QC').handClass).toBe('five_face');
    expect(compareNiuNiuHands(hand('JS QH KC JD QC'), hand('7S 3H KH 5D 5C'))).toBeGreaterThan(0);
  });

  it('takes the highest card by rank, then suit (spades > hearts > clubs > diamonds)', () => {
    expect(cardCode(hand('AS 9H 2C 8D JC').highCard)).toBe('JC');
    expect(cardCode(hand('KD 9H KC 8D KH').highCard)).toBe('KH');
    expect(cardCode(hand('QD QC 2S 3S 4S').highCard)).toBe('QC');
    expect(cardCode(hand('AS AH AC AD 2D').highCard)).toBe('2D');
  });

  it('compares class first, then the high card', () => {
    // bull 2 with small cards beats bull 1 holding the king of spades
    expect(compareNiuNiuHands(hand('3S 7H 10C AD AC'), hand('KS QH JC AH 10D'))).toBeGreaterThan(0);
    // both bull 5: king high beats queen high
    expect(compareNiuNiuHands(hand('5S 5H KC 2D 3C'), hand('5D 5C QD 2S 3S'))).toBeGreaterThan(0);
    // both bull 5, both king high: the king of spades beats the king of hearts
    expect(compareNiuNiuHands(hand('5S 5H KH 2D 3C'), hand('5D 5C KS 2S 3S'))).toBeLessThan(0);
    // both no bull: the higher card decides (queen of diamonds over jack of spades)
    expect(compareNiuNiuHands(hand('2S 2H 3C 4D QD'), hand('2C 2D 3S 4H JS'))).toBeGreaterThan(0);
    // both bull-bull with K high: clubs beat diamonds
    expect(compareNiuNiuHands(hand('7S 3H KC 5D 5C'), hand('7D 3D KD 4C 6C'))).toBeGreaterThan(0);
  });
});

describe('niu-niu settlement', () => {
  it('deals dealCards(source, 1, 20) round-robin, banker first', () => {
    // Words of 0 deal the fresh deck in order: AS 2S 3S … KS AH … 7H
    const result = playNiuNiu(
      config,
      [bet('equal', 'player_1'), double('player_3')],
      scriptedSource(Array(20).fill(0)),
    );
    const { banker, player_1, player_2, player_3 } = result.outcome;
    expect(banker.cards.map(cardCode)).toEqual(['AS', '5S', '9S', 'KS', '4H']);
    expect(player_1.cards.map(cardCode)).toEqual(['2S', '6S', '10S', 'AH', '5H']);
    expect(player_2.cards.map(cardCode)).toEqual(['3S', '7S', 'JS', '2H', '6H']);
    expect(player_3.cards.map(cardCode)).toEqual(['4S', '8S', 'QS', '3H', '7H']);
    expect([banker, player_1, player_2, player_3].map((h) => h.handClass)).toEqual([
      'bull_9',
      'no_bull',
      'bull_8',
      'bull_2',
    ]);
    // the banker's bull 9 beats everyone: equal loses all, double loses 2 bets of its 5-bet hold
    expect(result.bets.map((settled) => [settled.multiplierX100, settled.payout, settled.won])).toEqual([
      [0, 0n, false],
      [60, 30_000n, false],
    ]);
  });

  it('pays equal 1:0.95 and double by the winning hand, less 5 % on wins', () => {
    const round = outcome(
      '5S 5H JC 2D 3C', // banker: bull 5
      '7S 3H KC 5D 5C', // player 1: bull-bull, wins ×3
      '9S 8H 6C KD QH', // player 2: no bull, loses ×1 (the banker's bull 5)
      '6S 6H 8C 4D 4C', // player 3: bull 8, wins ×2
    );
    expect(round.beatsBanker).toEqual({ player_1: true, player_2: false, player_3: true });
    const bets = [
      bet('equal', 'player_1'),
      double('player_1'),
      bet('equal', 'player_2'),
      double('player_2'),
      double('player_3'),
    ];
    const result = settleNiuNiu(config, bets, round);
    expect(result.bets.map((settled) => settled.multiplierX100)).toEqual([195, 157, 0, 80, 138]);
    // equal: 10,000 + 9,500. double (hold 50,000 for a 10,000 bet): + 3 × 9,500; − 10,000; + 2 × 9,500
    expect(result.bets.map((settled) => settled.payout)).toEqual([19_500n, 78_500n, 0n, 40_000n, 69_000n]);
    expect(result.bets.map((settled) => settled.won)).toEqual([true, true, false, false, true]);
    expect(result).toMatchObject({ totalStake: 170_000n, totalPayout: 207_000n });
  });

  it('takes 1, 2, 3 or 5 bets of a double by the banker’s hand, and pays 5 × 0.95 on five face cards', () => {
    const pay = (banker: string, player1: string) =>
      settleNiuNiu(
        config,
        [double('player_1')],
        outcome(banker, player1, '9H 9S 8D 7D 10S', 'AH AC 10C 10D 10H'),
      ).bets[0];
    const noBull = '9D AD 2S 3H 4C'; // high card 9D
    expect(pay('2H 2C 3D 4S 7S', noBull)).toMatchObject({ multiplierX100: 119, payout: 59_500n, won: true }); // no bull over no bull
    expect(pay('5S 6H 8C KD QS', noBull)).toMatchObject({ multiplierX100: 80, payout: 40_000n, won: false }); // banker no bull, K high
    expect(pay('6S 6H 8C 4S 4D', noBull)).toMatchObject({ multiplierX100: 60, payout: 30_000n }); // banker bull 8
    expect(pay('7S 3S KC 5S 5C', noBull)).toMatchObject({ multiplierX100: 40, payout: 20_000n }); // banker bull-bull
    expect(pay('JS QH KC JD QC', noBull)).toMatchObject({ multiplierX100: 0, payout: 0n }); // banker five face
    expect(pay('7S 3S KC 5S 5C', 'JS QH KH JD QC')).toMatchObject({ multiplierX100: 195, payout: 97_500n }); // five face wins
  });

  it('refuses unknown bets, bad positions, empty rounds and bad stakes', () => {
    const round = dealNiuNiu(seededSource(1));
    const bad =
      (bets: unknown): (() => unknown) =>
      () =>
        settleNiuNiu(config, bets as NiuNiuBet[], round);
    expect(bad([])).toThrow(InstantGameError);
    expect(bad([{ type: 'super', selection: 'player_1', stake: 1n }])).toThrow(/bet type/);
    expect(bad([{ type: 'equal', selection: 'banker', stake: 1n }])).toThrow(/position/);
    expect(bad([{ type: 'double', selection: 'player_4', stake: 1n }])).toThrow(/position/);
    expect(bad([{ type: 'equal', selection: 'player_1', stake: 0n }])).toThrow(/stake/);
    expect(bad([{ type: 'equal', selection: 'player_1', stake: 100 }])).toThrow(/stake/);
    expect(bad(Array(31).fill(bet('equal', 'player_1')))).toThrow(/at most 30/);
    expect(codeOf(bad([{ type: 'equal', selection: 'player_1', stake: -5n }]))).toBe('invalid_stake');
    expect(codeOf(bad([{ type: 'equal', selection: 'player_9', stake: 5n }]))).toBe('invalid_bet');
  });

  it('refuses a malformed outcome or one its cards do not make', () => {
    const good = outcome('5S 5H JC 2D 3C', '7S 3H KC 5D 5C', '9S 8H 6C KD QH', '6S 6H 8C 4D 4C');
    const bets = [bet('equal', 'player_1')];
    const settle = (round: unknown) => () => settleNiuNiu(config, bets, round as NiuNiuOutcome);
    expect(settle(good)).not.toThrow();
    expect(settle(JSON.parse(JSON.stringify(good)))).not.toThrow();
    expect(settle(null)).toThrow(/five distinct cards/);
    expect(settle({ ...good, player_3: undefined })).toThrow(/five distinct cards/);
    expect(settle({ ...good, player_2: { ...good.player_2, cards: cards('9S 8H 6C KD') } })).toThrow(
      /five distinct/,
    );
    expect(settle({ ...good, player_2: hand('9S 8H 6C KD 5S') })).toThrow(/five distinct/); // 5S twice
    const noSuchCard = { ...good.player_2, cards: [...cards('9S 8H 6C KD'), { rank: 14, suit: 'spades' }] };
    expect(settle({ ...good, player_2: noSuchCard })).toThrow(/five distinct/);
    expect(settle({ ...good, banker: { ...good.banker, handClass: 'bull_6' } })).toThrow(/banker hand/);
    expect(settle({ ...good, player_1: { ...good.player_1, highCard: parseCard('7S') } })).toThrow(
      /player_1 hand/,
    );
    expect(settle({ ...good, beatsBanker: { ...good.beatsBanker, player_2: true } })).toThrow(/player_2/);
    expect(codeOf(settle(null))).toBe('invalid_bet');
  });

  it('always deals 20 distinct cards, classed as the rules say, and pays within the hold', () => {
    const bets = NIU_NIU_POSITIONS.flatMap((position) => [
      bet('equal', position, 100n),
      double(position, 20n),
    ]);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = playNiuNiu(config, bets, seededSource(seed));
        const round = result.outcome;
        const dealt = NIU_NIU_SEATS.flatMap((seat) => round[seat].cards.map(cardCode));
        if (new Set(dealt).size !== 20) return false;
        for (const seat of NIU_NIU_SEATS) {
          if (round[seat].cards.length !== 5 || round[seat].handClass !== slowClass(round[seat].cards))
            return false;
        }
        for (const position of NIU_NIU_POSITIONS) {
          const order = compareNiuNiuHands(round[position], round.banker);
          if (
            order === 0 ||
            Math.sign(compareNiuNiuHands(round.banker, round[position])) !== -Math.sign(order)
          )
            return false; // never a tie, and the comparison is antisymmetric
          const wins = order > 0;
          const mine = result.bets.filter((settled) => settled.bet.selection === position);
          // equal and double on one position win or lose together
          if (!mine.every((settled) => settled.won === wins && settled.won === round.beatsBanker[position]))
            return false;
        }
        if (!result.bets.every((settled) => settled.payout >= 0n && settled.payout <= 195n)) return false;
        // the verification page gets the same settlement back from the JSON outcome
        const replayed = settleNiuNiu(config, bets, JSON.parse(JSON.stringify(round)) as NiuNiuOutcome);
        return replayed.totalPayout === result.totalPayout;
      }),
      { numRuns: 300 },
    );
  });

  it('deals the same round from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'niuniu-server', clientSeed: 'player', nonce: 26 };
    const bets = [bet('equal', 'player_1'), double('player_2'), double('player_3')];
    const first = playNiuNiu(config, bets, fairSource(seeds));
    expect(playNiuNiu(config, bets, fairSource(seeds))).toEqual(first);
    // golden values for the verification page, recomputed by the Python script in docs/games/tables/niu-niu.md
    const shown = Object.fromEntries(
      NIU_NIU_SEATS.map((seat) => [
        seat,
        `${first.outcome[seat].cards.map(cardCode).join(' ')} ${first.outcome[seat].handClass}`,
      ]),
    );
    expect(shown).toEqual({
      banker: '2S 2D 6H 4C KC bull_4',
      player_1: 'JC JS 5D 6S 2H no_bull',
      player_2: 'QD 7H 7C AC 3D bull_8',
      player_3: 'KS AH QC 10H 3S bull_4', // bull 4 against bull 4, both king high: spades beat clubs
    });
    expect(first.outcome.beatsBanker).toEqual({ player_1: false, player_2: true, player_3: true });
    expect(first.bets.map((settled) => settled.payout)).toEqual([0n, 69_000n, 59_500n]);
  });
});

describe('niu-niu RTP', () => {
  it('enumerates every pair of disjoint hands exactly once, consistent with the card evaluator', () => {
    const pairs = niuNiuClassPairCounts();
    const c47 = 1_533_939;
    let total = 0;
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 12; b++) {
        total += pairs[a]?.[b] as number;
        expect(pairs[a]?.[b]).toBe(pairs[b]?.[a]);
      }
      expect((pairs[a]?.[a] as number) % 2).toBe(0);
    }
    expect(total).toBe(2_598_960 * c47);
    // every one of the C(52, 5) hands through niuNiuHandOf: the one-hand class counts are the rows ÷ C(47, 5)
    const deck = freshShoe(1);
    const byClass = new Map<NiuNiuHandClass, number>();
    const five: Card[] = [];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              five[0] = deck[a] as Card;
              five[1] = deck[b] as Card;
              five[2] = deck[c] as Card;
              five[3] = deck[d] as Card;
              five[4] = deck[e] as Card;
              const { handClass } = niuNiuHandOf(five);
              byClass.set(handClass, (byClass.get(handClass) ?? 0) + 1);
            }
    NIU_NIU_HAND_CLASSES.forEach((handClass, a) => {
      const row = (pairs[a] as number[]).reduce((sum, count) => sum + count, 0);
      expect(row, handClass).toBe((byClass.get(handClass) ?? 0) * c47);
    });
    expect(byClass.get('five_face')).toBe(792); // C(12, 5)
    expect(byClass.get('no_bull')).toBe(872_128);
  });

  it('is exactly 97.5 % for equal and 32954446217291/33222050862000 for double', () => {
    validateNiuNiuConfig(config);
    expect(niuNiuExactRtp(config, 'equal')).toBe(0.975);
    expect(niuNiuExactRtp(config, 'double')).toBeCloseTo(32_954_446_217_291 / 33_222_050_862_000, 14);
    expect(niuNiuRtpTable(config).map((row) => row.bet)).toEqual(['equal', 'double']);
    expect(niuNiuDoubleHold(config)).toBe(5);
    const returns = (beats: boolean) =>
      NIU_NIU_HAND_CLASSES.map((handClass) => niuNiuMultiplierX100(config, 'double', beats, handClass));
    expect(returns(true)).toEqual([119, 119, 119, 119, 119, 119, 119, 138, 138, 138, 157, 195]);
    expect(returns(false)).toEqual([80, 80, 80, 80, 80, 80, 80, 60, 60, 60, 40, 0]);
  });

  it('refuses configs that are malformed, not whole hundredths, or outside [90 %, 100 %)', () => {
    const withConfig = (change: Partial<NiuNiuConfig>) => () =>
      validateNiuNiuConfig({ ...config, ...change });
    const multiples = (change: Partial<NiuNiuConfig['doubleMultiples']>) =>
      withConfig({ doubleMultiples: { ...config.doubleMultiples, ...change } });
    expect(withConfig({ commissionPercent: { equal: 0, double: 5 } })).toThrow(/equal: RTP 100/);
    expect(withConfig({ commissionPercent: { equal: 25, double: 5 } })).toThrow(/equal: RTP 87/);
    expect(withConfig({ commissionPercent: { equal: 5, double: 0 } })).toThrow(/double: RTP 100/);
    expect(withConfig({ commissionPercent: { equal: 5.5, double: 5 } })).toThrow(/commission/);
    expect(multiples({ five_face: 3 })).toThrow(/whole hundredths of the 3× hold/); // 0.95 / 3 is not whole
    expect(multiples({ bull_bull: 0 })).toThrow(/multiple for bull_bull/);
    expect(withConfig({ maxBetsPerRound: 0 })).toThrow(/maxBetsPerRound/);
    expect(multiples({ five_face: 4, bull_bull: 4 })).toThrow(
      /no_bull are not whole hundredths of the 4× hold/,
    );
    expect(multiples({ bull_7: 1, bull_8: 2, bull_9: 3 })).not.toThrow();
  });

  for (const type of ['equal', 'double'] as const) {
    it(`simulates ${ROUNDS.toLocaleString('en')} rounds of ${type} on all three positions within 4 standard errors`, () => {
      const source = seededSource(type.length);
      const stake = type === 'double' ? 50_000n : 10_000n;
      const bets = NIU_NIU_POSITIONS.map((position) => bet(type, position, stake));
      const sim = simulate(ROUNDS, () =>
        returnRatio(playNiuNiu(config, bets, source).totalPayout, 3n * stake),
      );
      expect(Math.abs(sim.rtp - niuNiuExactRtp(config, type))).toBeLessThan(4 * sim.standardError);
    });
  }
});
