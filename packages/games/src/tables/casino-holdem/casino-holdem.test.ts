import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { scriptedSource } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { type Card, cardCode, freshShoe, parseCard } from '../cards/index.ts';
import {
  CASINO_HOLDEM_AA_BONUS_COUNTS,
  CASINO_HOLDEM_ANTE_REFERENCE,
  CASINO_HOLDEM_ANTE_REFERENCE_STANDARD_ERROR,
  CASINO_HOLDEM_DEALER_QUALIFIER,
  CASINO_HOLDEM_FIVE_CARD_HANDS,
  CASINO_HOLDEM_HAND_CLASSES,
  type CasinoHoldemAaBonusHand,
  type CasinoHoldemBet,
  type CasinoHoldemBetType,
  type CasinoHoldemConfig,
  type CasinoHoldemDecision,
  type CasinoHoldemHandClass,
  type CasinoHoldemOutcome,
  casinoHoldemAaBonusHandOf,
  casinoHoldemBestFive,
  casinoHoldemClassOf,
  casinoHoldemOptimalDecision,
  casinoHoldemPlayerView,
  casinoHoldemRtp,
  casinoHoldemRtpTable,
  casinoHoldemStrength,
  casinoHoldemStrengthRanks,
  DEFAULT_CASINO_HOLDEM_CONFIG as config,
  dealCasinoHoldem,
  playCasinoHoldem,
  settleCasinoHoldem,
  validateCasinoHoldemConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const cards = (codes: string): Card[] => codes.split(' ').map(parseCard);
const codes = (dealt: readonly Card[]): string => dealt.map(cardCode).join(' ');
const bet = (type: CasinoHoldemBetType, stake = 10_000n): CasinoHoldemBet => ({ type, stake });

/** The InstantGameError code a call throws ('none' if it returns). */
function codeOf(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof InstantGameError ? error.code : 'other';
  }
}

/** Class, deciding ranks and best five of five to seven cards. */
function evaluate(hand: string) {
  const dealt = cards(hand);
  const strength = casinoHoldemStrength(dealt);
  return {
    handClass: casinoHoldemClassOf(strength),
    ranks: casinoHoldemStrengthRanks(strength),
    bestFive: codes(casinoHoldemBestFive(dealt, strength)),
  };
}

/** The words that make dealCards(source, 1, 9) deal these nine cards in order. */
function wordsFor(dealt: readonly string[]): number[] {
  const deck = freshShoe(1).map(cardCode);
  return dealt.map((code, i) => {
    const j = deck.indexOf(code, i);
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
    return j - i;
  });
}

/** The outcome dealt when the player gets `player`, the dealer `dealer` and the board is `board` (flop first). */
function outcome(player: string, dealer: string, board: string): CasinoHoldemOutcome {
  const source = scriptedSource(wordsFor([player, dealer, board].join(' ').split(' ')));
  const round = dealCasinoHoldem(source);
  expect(source.remaining).toBe(0);
  return round;
}

/** Each wager as "type multiplier payout", in settlement order. */
function settle(bets: CasinoHoldemBet[], decision: CasinoHoldemDecision, round: CasinoHoldemOutcome) {
  const result = settleCasinoHoldem(config, bets, decision, round);
  return {
    wagers: result.bets.map((settled) => `${settled.bet.type} ${settled.multiplierX100} ${settled.payout}`),
    callStake: result.callStake,
    totalStake: result.totalStake,
    totalPayout: result.totalPayout,
  };
}

/** The decision the auto-play strategy takes on two hole cards and a flop. */
const decide = (player: string, flop: string): CasinoHoldemDecision =>
  casinoHoldemOptimalDecision({
    player: cards(player),
    flop: cards(flop),
    handClass: casinoHoldemClassOf(casinoHoldemStrength(cards(`${player} ${flop}`))),
  });

/** The best strength among the five-card subsets: what a seven-card evaluation must equal. */
function bestOfFives(seven: readonly Card[]): number {
  let best = -1;
  for (let skipA = 0; skipA < seven.length; skipA++)
    for (let skipB = skipA + 1; skipB < seven.length; skipB++) {
      const five = seven.filter((_, i) => i !== skipA && i !== skipB);
      best = Math.max(best, casinoHoldemStrength(five));
    }
  return best;
}

describe('casino-holdem hands', () => {
  it('finds the best five of seven cards, hand-worked', () => {
    expect(evaluate('AS KS QS JS 10S 2H 3D')).toEqual({
      handClass: 'royal_flush',
      ranks: [14, 13, 12, 11, 10],
      bestFive: 'AS KS QS JS 10S',
    });
    expect(evaluate('9H 8H 7H 6H 5H 4H KD')).toMatchObject({
      handClass: 'straight_flush',
      bestFive: '9H 8H 7H 6H 5H',
    });
    expect(evaluate('AS 2S 3S 4S 5S KH KD')).toEqual({
      handClass: 'straight_flush',
      ranks: [5, 4, 3, 2, 1],
      bestFive: '5S 4S 3S 2S AS',
    });
    expect(evaluate('9S 9H 9D 9C KS KH KD')).toEqual({
      handClass: 'four_of_a_kind',
      ranks: [9, 9, 9, 9, 13],
      bestFive: '9S 9H 9D 9C KS',
    });
    expect(evaluate('8S 8H 8D 5S 5H 5D 2C')).toMatchObject({
      handClass: 'full_house',
      ranks: [8, 8, 8, 5, 5],
    });
    expect(evaluate('7S 7H 7D QS QH 3S 3H')).toEqual({
      handClass: 'full_house',
      ranks: [7, 7, 7, 12, 12],
      bestFive: '7S 7H 7D QS QH',
    });
    // a flush outranks the straight in the same cards; with six of a suit the top five count
    expect(evaluate('2H 5H 9H JH KH 10S QD')).toEqual({
      handClass: 'flush',
      ranks: [13, 11, 9, 5, 2],
      bestFive: 'KH JH 9H 5H 2H',
    });
    expect(evaluate('2H 5H 9H JH KH 7H QD')).toMatchObject({ handClass: 'flush', ranks: [13, 11, 9, 7, 5] });
    expect(evaluate('AS 2H 3D 4C 5S 9H KD')).toEqual({
      handClass: 'straight',
      ranks: [5, 4, 3, 2, 1],
      bestFive: '5S 4C 3D 2H AS',
    });
    expect(evaluate('5S 6H 7D 8C 9S 9H 2D')).toMatchObject({ handClass: 'straight', ranks: [9, 8, 7, 6, 5] });
    expect(evaluate('10S JH QD KC AS AH 2D')).toMatchObject({
      handClass: 'straight',
      ranks: [14, 13, 12, 11, 10],
    });
    expect(evaluate('QS QH QD 9C 5S 3H 2D')).toMatchObject({
      handClass: 'three_of_a_kind',
      ranks: [12, 12, 12, 9, 5],
    });
    // three pairs: the best two, and the best kicker of what is left (an ace, or the third pair's rank)
    expect(evaluate('KS KH 8D 8C 4S 4H AD')).toEqual({
      handClass: 'two_pair',
      ranks: [13, 13, 8, 8, 14],
      bestFive: 'KS KH 8D 8C AD',
    });
    expect(evaluate('KS KH 8D 8C 4S 4H 2D')).toMatchObject({
      handClass: 'two_pair',
      ranks: [13, 13, 8, 8, 4],
    });
    expect(evaluate('JS JH AD 9C 7S 4H 2D')).toMatchObject({ handClass: 'pair', ranks: [11, 11, 14, 9, 7] });
    expect(evaluate('AS QH 10D 8C 6S 4H 2D')).toEqual({
      handClass: 'high_card',
      ranks: [14, 12, 10, 8, 6],
      bestFive: 'AS QH 10D 8C 6S',
    });
  });

  it('orders hands by class, then by the deciding ranks; equal ranks tie', () => {
    const strength = (hand: string) => casinoHoldemStrength(cards(hand));
    const ladder = [
      'AS QH 10D 8C 6S 4H 2D',
      'JS JH AD 9C 7S',
      'KS KH 8D 8C 4S',
      'QS QH QD 9C 5S',
      'AS 2H 3D 4C 5S',
      '2H 3H 4H 5H 6D',
      '2H 5H 9H JH KH',
      '7S 7H 7D 2S 2H',
      '9S 9H 9D 9C 2S',
      'AS 2S 3S 4S 5S',
      'AS KS QS JS 10S',
    ];
    for (let i = 1; i < ladder.length; i++)
      expect(strength(ladder[i] as string)).toBeGreaterThan(strength(ladder[i - 1] as string));
    expect(strength('AS AH KD 9C 7S 4H 2D')).toBeGreaterThan(strength('AD AC QD 9H 7D 4S 2C')); // kicker
    expect(strength('KS KH 8D 8C 9S')).toBeGreaterThan(strength('KD KC 8S 8H 7S'));
    expect(strength('2C 3D AS KS QH JD 9C')).toBe(strength('4H 5S AS KS QH JD 9C')); // the board plays
    expect(strength('8S 8H 8D 2S 2H')).toBeGreaterThan(strength('7S 7H 7D AS AH'));
  });

  it('qualifies the dealer with a pair of fours or better', () => {
    const qualifies = (hand: string) => casinoHoldemStrength(cards(hand)) >= CASINO_HOLDEM_DEALER_QUALIFIER;
    expect(qualifies('4S 4H 2D 3C 6S 8H 9D')).toBe(true);
    expect(qualifies('3S 3H AD KC QS JH 9D')).toBe(false);
    expect(qualifies('2S 2H AD KC QS JH 9D')).toBe(false);
    expect(qualifies('AS KH QD JC 9S 7H 5D')).toBe(false);
    expect(qualifies('2S 2H 3D 3C 7S 8H 9D')).toBe(true); // two pair
    expect(qualifies('2S 3H 4D 5C 6S 10H JD')).toBe(true); // a straight
  });

  it('counts every five-card hand as the textbook does (and the AA bonus hands)', () => {
    const deck = freshShoe(1);
    const byClass = new Map<CasinoHoldemHandClass, number>();
    const bonus = new Map<CasinoHoldemAaBonusHand, number>();
    const distinct = new Set<number>();
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
              const strength = casinoHoldemStrength(five);
              distinct.add(strength);
              const handClass = casinoHoldemClassOf(strength);
              byClass.set(handClass, (byClass.get(handClass) ?? 0) + 1);
              const paid = casinoHoldemAaBonusHandOf(strength);
              if (paid) bonus.set(paid, (bonus.get(paid) ?? 0) + 1);
            }
    expect(Object.fromEntries(CASINO_HOLDEM_HAND_CLASSES.map((c) => [c, byClass.get(c)]))).toEqual({
      high_card: 1_302_540,
      pair: 1_098_240,
      two_pair: 123_552,
      three_of_a_kind: 54_912,
      straight: 10_200,
      flush: 5_108,
      full_house: 3_744,
      four_of_a_kind: 624,
      straight_flush: 36,
      royal_flush: 4,
    });
    expect(distinct.size).toBe(7_462); // the number of distinct five-card poker hand values
    expect(Object.fromEntries(bonus)).toEqual(CASINO_HOLDEM_AA_BONUS_COUNTS);
  });

  it('evaluates seven cards as the best of their 21 five-card hands', () => {
    const deck = freshShoe(1);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const source = seededSource(seed);
        const seven: Card[] = [];
        const taken = new Set<number>();
        while (seven.length < 7) {
          const index = source.nextUint32() % 52;
          if (!taken.has(index)) {
            taken.add(index);
            seven.push(deck[index] as Card);
          }
        }
        const strength = casinoHoldemStrength(seven);
        const bestFive = casinoHoldemBestFive(seven, strength);
        return (
          strength === bestOfFives(seven) &&
          casinoHoldemStrength(bestFive) === strength &&
          new Set(bestFive).size === 5 &&
          bestFive.every((card) => seven.includes(card))
        );
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('casino-holdem strategy', () => {
  it('plays a pair with a hole card, four to a flush and open-ended straight draws', () => {
    expect(decide('2S 2H', 'KD QC 9S')).toBe('play');
    expect(decide('7S 2H', '7D KC 9S')).toBe('play');
    expect(decide('5H 2H', 'KH 9H JC')).toBe('play');
    expect(decide('8S 7D', '6C 5H KS')).toBe('play');
    expect(decide('8S 7D', '6C 5H 4S')).toBe('play'); // a made straight
  });

  it('counts points on the other hands', () => {
    expect(decide('AS 4D', 'KC 9H 7S')).toBe('play');
    expect(decide('KS 2D', 'AC 9H 7S')).toBe('play');
    expect(decide('QS 2D', 'KC 8H 7S')).toBe('play'); // queen: 2 of 1
    expect(decide('JS 2D', 'KC 8H 7S')).toBe('fold'); // jack: 2 of 3
    expect(decide('JS 3D', 'KC 8H 7S')).toBe('play');
    expect(decide('JH 2H', 'KH 8C 7S')).toBe('play'); // + 2 for three to a flush with both hole cards
    expect(decide('JS 2D', 'KC KH 7S')).toBe('play'); // + 1 for a paired flop
    expect(decide('10S 3D', 'KC 8H 7S')).toBe('fold'); // ten: 3 of 4
    expect(decide('10S 4D', 'KC 8H 7S')).toBe('play');
    expect(decide('9S 6D', 'KC 5H QS')).toBe('fold'); // nine: 6 of 7
    expect(decide('9S 5D', 'KC 2H QS')).toBe('play'); // 5 + 2 for the deuce
    expect(decide('8S 2D', '7C 5H 4S')).toBe('fold'); // an inside draw (a 6): 2 + 5 of 9
    expect(decide('9S 2D', '8C 6H 5S')).toBe('play'); // an inside draw (a 7): 2 + 5 of 7
    expect(decide('8S 6D', 'KC 2H 3S')).toBe('play'); // 6 + 2 + 2 of 9
    expect(decide('8S 6D', 'KC 2H 10S')).toBe('fold');
    // the flush outlook: two hearts on the flop, none held (−2) or one held (+1); three of a suit (−10)
    expect(decide('QS 2D', 'KH 8H 7C')).toBe('fold');
    expect(decide('QH 2D', 'KH 8H 7C')).toBe('play');
    expect(decide('AS 4D', 'KH 9H 7H')).toBe('play'); // ace: 4 − 10 of −6
    expect(decide('AS 2D', 'KH 9H 7H')).toBe('fold');
  });
});

describe('casino-holdem settlement', () => {
  it('deals dealCards(source, 1, 9): player 2, dealer 2, flop 3, turn, river', () => {
    const round = dealCasinoHoldem(scriptedSource(Array(9).fill(0)));
    expect(codes(round.player.cards)).toBe('AS 2S');
    expect(codes(round.dealer.cards)).toBe('3S 4S');
    expect(codes(round.board)).toBe('5S 6S 7S 8S 9S');
    const view = casinoHoldemPlayerView(round);
    expect([codes(view.player), codes(view.flop), view.handClass]).toEqual(['AS 2S', '5S 6S 7S', 'flush']);
  });

  it('pays ante 1:1 and call 1:1 when the player beats a qualified dealer', () => {
    const round = outcome('AS KD', '7C 7D', 'AH 9S 5C 2D JH');
    expect(round).toMatchObject({ dealerQualifies: true, showdown: 'player', aaBonusHand: 'pair_of_aces' });
    expect(settle([bet('ante'), bet('aa_bonus', 5_000n)], 'play', round)).toEqual({
      wagers: ['ante 200 20000', 'aa_bonus 800 40000', 'call 200 40000'],
      callStake: 20_000n,
      totalStake: 35_000n,
      totalPayout: 100_000n,
    });
  });

  it('pays the ante by the pay table and pushes the call when the dealer does not qualify', () => {
    const flush = outcome('KH 9H', '3C 2D', 'AH 7H 4H JS 10D');
    expect(flush).toMatchObject({ dealerQualifies: false, showdown: 'player' });
    expect(flush.player).toMatchObject({ handClass: 'flush' });
    expect(codes(flush.player.bestFive)).toBe('AH KH 9H 7H 4H');
    expect(settle([bet('ante')], 'play', flush).wagers).toEqual(['ante 300 30000', 'call 100 20000']);
    // a pair of threes does not qualify: the ante wins although the dealer's hand is higher
    const lower = outcome('KS 8D', '3C 3D', '9H 6S 2C JD 10H');
    expect(lower).toMatchObject({ dealerQualifies: false, showdown: 'dealer' });
    expect(settle([bet('ante')], 'play', lower).wagers).toEqual(['ante 200 20000', 'call 100 20000']);
  });

  it('pushes both on a tie and loses both to a qualified dealer', () => {
    const tie = outcome('2C 3D', '4H 5S', 'AS AD KH QC 9S');
    expect(tie).toMatchObject({ dealerQualifies: true, showdown: 'tie' });
    expect(settle([bet('ante')], 'play', tie).wagers).toEqual(['ante 100 10000', 'call 100 20000']);
    const lost = outcome('KS 8D', 'JH JC', '9H 6S 2C 4D 10H');
    expect(lost).toMatchObject({ dealerQualifies: true, showdown: 'dealer' });
    expect(settle([bet('ante')], 'play', lost)).toMatchObject({
      wagers: ['ante 0 0', 'call 0 0'],
      callStake: 20_000n,
      totalStake: 30_000n,
      totalPayout: 0n,
    });
  });

  it('pays the ante 2:1 to 100:1 on a flush or better', () => {
    const ante = (player: string, dealer: string, board: string) => {
      const round = outcome(player, dealer, board);
      expect(round).toMatchObject({ dealerQualifies: true, showdown: 'player' });
      return [round.player.handClass, settle([bet('ante')], 'play', round).wagers];
    };
    expect(ante('6S 7D', 'KS KD', '8H 9C 10H 2C 3D')).toEqual([
      'straight',
      ['ante 200 20000', 'call 200 40000'],
    ]);
    expect(ante('2H 9H', '4S 4D', 'QH JH 5H 7C 3D')).toEqual(['flush', ['ante 300 30000', 'call 200 40000']]);
    expect(ante('QS QH', 'AS AH', 'QD 7S 7H 2C 3D')).toEqual([
      'full_house',
      ['ante 400 40000', 'call 200 40000'],
    ]);
    expect(ante('9S 9H', 'KH KD', '9D 9C KS 2H 3D')).toEqual([
      'four_of_a_kind',
      ['ante 1100 110000', 'call 200 40000'],
    ]);
    expect(ante('6H 7H', 'AH KH', '8H 9H 10H 2C 2D')).toEqual([
      'straight_flush',
      ['ante 2100 210000', 'call 200 40000'],
    ]);
    expect(ante('AH KH', '4S 4D', 'QH JH 10H 2C 3D')).toEqual([
      'royal_flush',
      ['ante 10100 1010000', 'call 200 40000'],
    ]);
  });

  it('loses the ante on a fold and still settles the AA bonus', () => {
    const round = outcome('AS AH', 'KC KD', 'AD 7C 7D 2S 3H'); // aces full on the flop
    expect(round.aaBonusHand).toBe('full_house');
    expect(settle([bet('ante'), bet('aa_bonus')], 'fold', round)).toEqual({
      wagers: ['ante 0 0', 'aa_bonus 3100 310000'],
      callStake: 0n,
      totalStake: 20_000n,
      totalPayout: 310_000n,
    });
  });

  it('pays the AA bonus on the player cards and the flop only', () => {
    const bonus = (player: string, flop: string): [CasinoHoldemAaBonusHand | null, number] => {
      const round = outcome(player, '2C 3C', `${flop} 4C 5C`.replace(/ +/g, ' '));
      const settled = settleCasinoHoldem(config, [bet('ante'), bet('aa_bonus')], 'fold', round).bets[1];
      return [round.aaBonusHand, settled?.multiplierX100 as number];
    };
    expect(bonus('AS 7D', 'AH 9S 4S')).toEqual(['pair_of_aces', 800]);
    expect(bonus('7D 8S', 'AS AH JD')).toEqual(['pair_of_aces', 800]); // the aces may be on the flop
    expect(bonus('KS KH', 'QD 9S 4S')).toEqual([null, 0]);
    expect(bonus('KS 9H', 'KD 9S 4S')).toEqual(['two_pair', 800]);
    expect(bonus('QS QH', 'QD 9S 4S')).toEqual(['three_of_a_kind', 800]);
    expect(bonus('6S 7H', '8D 9S 10S')).toEqual(['straight', 800]);
    expect(bonus('2H 9H', 'QH JH 6H')).toEqual(['flush', 2_100]);
    expect(bonus('JS JH', 'JD 9S 9H')).toEqual(['full_house', 3_100]);
    expect(bonus('JS JH', 'JD JC 9H')).toEqual(['four_of_a_kind', 4_100]);
    expect(bonus('6H 7H', '8H 9H 10H')).toEqual(['straight_flush', 5_100]);
    expect(bonus('AH KH', 'QH JH 10H')).toEqual(['royal_flush', 10_100]);
    // the turn and river do not count: a pair of aces only with the river ace is nothing
    const late = outcome('AS 7D', '2C 3C', '9H 8S 4S 5C AH');
    expect(late.aaBonusHand).toBeNull();
  });

  it('adds one call of twice each ante', () => {
    const round = outcome('AS KD', '7C 7D', 'AH 9S 5C 2D JH');
    const result = settleCasinoHoldem(config, [bet('ante', 300n), bet('ante', 700n)], 'play', round);
    expect(result.bets.map((settled) => [settled.bet.type, settled.bet.stake, settled.payout])).toEqual([
      ['ante', 300n, 600n],
      ['ante', 700n, 1_400n],
      ['call', 600n, 1_200n],
      ['call', 1_400n, 2_800n],
    ]);
    expect(result).toMatchObject({ callStake: 2_000n, totalStake: 3_000n, totalPayout: 6_000n });
  });

  it('refuses unknown bets, an AA bonus without an ante, bad stakes and unknown decisions', () => {
    const round = dealCasinoHoldem(seededSource(1));
    const bad =
      (bets: unknown, decision: unknown = 'play'): (() => unknown) =>
      () =>
        settleCasinoHoldem(config, bets as CasinoHoldemBet[], decision as CasinoHoldemDecision, round);
    expect(bad([])).toThrow(InstantGameError);
    expect(bad([{ type: 'call', stake: 1n }])).toThrow(/bet type/);
    expect(bad([bet('aa_bonus')])).toThrow(/with an ante/);
    expect(bad([{ type: 'ante', stake: 0n }])).toThrow(/stake/);
    expect(bad([{ type: 'ante', stake: 10 }])).toThrow(/stake/);
    expect(bad(Array(11).fill(bet('ante')))).toThrow(/at most 10/);
    expect(codeOf(bad([{ type: 'ante', stake: -5n }]))).toBe('invalid_stake');
    expect(codeOf(bad([bet('aa_bonus')]))).toBe('invalid_bet');
    expect(bad([bet('ante')], 'call')).toThrow(/decision/);
    expect(codeOf(bad([bet('ante')], null))).toBe('invalid_game_action');
  });

  it('refuses a malformed outcome or one its cards do not make', () => {
    const good = outcome('AS KD', '7C 7D', 'AH 9S 5C 2D JH');
    const run = (round: unknown) => () =>
      settleCasinoHoldem(config, [bet('ante')], 'play', round as CasinoHoldemOutcome);
    expect(run(good)).not.toThrow();
    expect(run(JSON.parse(JSON.stringify(good)))).not.toThrow();
    expect(run(null)).toThrow(/nine distinct/);
    expect(run({ ...good, board: good.board.slice(0, 4) })).toThrow(/nine distinct/);
    expect(run({ ...good, dealer: { ...good.dealer, cards: cards('7C AS') } })).toThrow(/nine distinct/);
    expect(run({ ...good, player: undefined })).toThrow(/nine distinct/);
    expect(run({ ...good, board: [...good.board.slice(0, 4), { rank: 14, suit: 'hearts' }] })).toThrow(
      /nine distinct/,
    );
    expect(run({ ...good, player: { ...good.player, handClass: 'two_pair' } })).toThrow(/player hand/);
    expect(run({ ...good, dealer: { ...good.dealer, bestFive: good.dealer.bestFive.slice(1) } })).toThrow(
      /dealer hand/,
    );
    const reordered = [...good.player.bestFive].reverse();
    expect(run({ ...good, player: { ...good.player, bestFive: reordered } })).toThrow(/player hand/);
    expect(run({ ...good, dealerQualifies: false })).toThrow(/dealerQualifies/);
    expect(run({ ...good, showdown: 'dealer' })).toThrow(/showdown/);
    expect(run({ ...good, aaBonusHand: null })).toThrow(/aaBonusHand/);
    expect(codeOf(run(null))).toBe('invalid_bet');
  });

  it('always deals nine distinct cards and settles them as the rules say', () => {
    const bets = [bet('ante', 100n), bet('aa_bonus', 100n)];
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, fold) => {
        const strategy = fold ? () => 'fold' as const : casinoHoldemOptimalDecision;
        const result = playCasinoHoldem(config, bets, seededSource(seed), strategy);
        const round = result.outcome;
        const all = [...round.player.cards, ...round.dealer.cards, ...round.board];
        if (new Set(all.map(cardCode)).size !== 9) return false;
        const player = bestOfFives([...round.player.cards, ...round.board]);
        const dealer = bestOfFives([...round.dealer.cards, ...round.board]);
        if (round.player.handClass !== casinoHoldemClassOf(player)) return false;
        if (round.dealer.handClass !== casinoHoldemClassOf(dealer)) return false;
        if (round.dealerQualifies !== dealer >= CASINO_HOLDEM_DEALER_QUALIFIER) return false;
        if (round.showdown !== (player > dealer ? 'player' : player < dealer ? 'dealer' : 'tie'))
          return false;
        const flop = casinoHoldemStrength([...round.player.cards, ...round.board.slice(0, 3)]);
        if (round.aaBonusHand !== casinoHoldemAaBonusHandOf(flop)) return false;
        const [ante, aaBonus, call] = result.bets;
        if (!ante || !aaBonus || result.bets.some((settled) => settled.payout < 0n)) return false;
        if (aaBonus.multiplierX100 !== (round.aaBonusHand ? config.aaBonusPays[round.aaBonusHand] : 0))
          return false;
        if (result.decision === 'fold') {
          if (call || ante.payout !== 0n || result.callStake !== 0n || result.totalStake !== 200n)
            return false;
        } else {
          if (!call || result.callStake !== 200n || result.totalStake !== 400n) return false;
          if (!round.dealerQualifies && call.multiplierX100 !== 100) return false;
          if (call.multiplierX100 === 200 && ante.multiplierX100 < 200) return false;
        }
        const replayed = settleCasinoHoldem(
          config,
          bets,
          result.decision,
          JSON.parse(JSON.stringify(round)) as CasinoHoldemOutcome,
        );
        return replayed.totalPayout === result.totalPayout;
      }),
      { numRuns: 300 },
    );
  });

  it('deals the same round from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'holdem-server', clientSeed: 'player', nonce: 18 };
    const bets = [bet('ante'), bet('aa_bonus')];
    const first = playCasinoHoldem(config, bets, fairSource(seeds));
    expect(playCasinoHoldem(config, bets, fairSource(seeds))).toEqual(first);
    // golden values, recomputed by the Python script in docs/games/tables/casino-holdem.md
    const round = first.outcome;
    expect([codes(round.player.cards), codes(round.dealer.cards), codes(round.board)]).toEqual([
      '4C KH',
      'QD AH',
      'QH KC 4S 10D 3C',
    ]);
    expect([round.player.handClass, codes(round.player.bestFive)]).toEqual(['two_pair', 'KH KC 4C 4S QH']);
    expect([round.dealer.handClass, codes(round.dealer.bestFive)]).toEqual(['pair', 'QD QH AH KC 10D']);
    expect(round).toMatchObject({ dealerQualifies: true, showdown: 'player', aaBonusHand: 'two_pair' });
    expect(first.decision).toBe('play');
    expect(first.bets.map((settled) => settled.payout)).toEqual([20_000n, 80_000n, 40_000n]);
    expect(first).toMatchObject({ callStake: 20_000n, totalStake: 40_000n, totalPayout: 140_000n });
  });
});

describe('casino-holdem RTP', () => {
  it('returns exactly 609077/649740 = 93.7417 % on the AA bonus', () => {
    let hands = 0;
    for (const count of Object.values(CASINO_HOLDEM_AA_BONUS_COUNTS)) hands += count;
    expect(hands).toBe(84_480 + 123_552 + 54_912 + 10_200 + 5_108 + 3_744 + 624 + 36 + 4);
    expect(CASINO_HOLDEM_FIVE_CARD_HANDS).toBe(2_598_960);
    expect(casinoHoldemRtp(config, 'aa_bonus')).toBeCloseTo(609_077 / 649_740, 14);
  });

  it('returns the reference RTP on the ante, within the validator bounds', () => {
    validateCasinoHoldemConfig(config);
    const reference = CASINO_HOLDEM_ANTE_REFERENCE;
    let counted = reference.folds + reference.dealerWins + reference.ties + reference.callWins;
    for (const handClass of CASINO_HOLDEM_HAND_CLASSES) counted += reference.anteWins[handClass];
    // every called round is an ante win (dealer not qualified or beaten), a tie or a loss; call wins are ante wins
    expect(counted - reference.callWins).toBe(reference.rounds);
    expect(casinoHoldemRtpTable(config).map((row) => row.bet)).toEqual(['ante', 'aa_bonus']);
    expect(casinoHoldemRtp(config, 'ante')).toBeCloseTo(0.97571209, 12);
    expect(CASINO_HOLDEM_ANTE_REFERENCE_STANDARD_ERROR).toBeCloseTo(0.00026233, 8);
    // the table with a flush 1:1 and a full house 2:1 would return 92.94 %
    const lower = { ...config, antePays: { ...config.antePays, flush: 200, full_house: 300 } };
    expect(casinoHoldemRtp(lower, 'ante')).toBeCloseTo(0.92936492, 12);
  });

  it('refuses configs that are malformed or outside [90 %, 100 %)', () => {
    const withConfig = (change: Partial<CasinoHoldemConfig>) => () =>
      validateCasinoHoldemConfig({ ...config, ...change });
    const ante = (change: Partial<CasinoHoldemConfig['antePays']>) =>
      withConfig({ antePays: { ...config.antePays, ...change } });
    const aaBonus = (change: Partial<CasinoHoldemConfig['aaBonusPays']>) =>
      withConfig({ aaBonusPays: { ...config.aaBonusPays, ...change } });
    expect(aaBonus({ pair_of_aces: 1_000 })).toThrow(/aa_bonus: RTP 100/);
    expect(aaBonus({ two_pair: 500 })).toThrow(/aa_bonus: RTP 7/);
    expect(ante({ high_card: 300, pair: 300 })).toThrow(/ante: RTP 1[0-9][0-9]/);
    expect(ante({ pair: 150 })).toThrow(/ante: RTP 88\.99/);
    expect(ante({ flush: 300.5 })).toThrow(/whole/);
    expect(ante({ pair: 50 })).toThrow(/ante return for pair/);
    expect(withConfig({ maxBetsPerRound: 0 })).toThrow(/maxBetsPerRound/);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} rounds within 4 standard errors (+ the reference's) on ante and AA bonus`, () => {
    const source = seededSource(2024);
    const ante = 10_000n;
    const bets = [bet('ante', ante), bet('aa_bonus', ante)];
    let anteSum = 0;
    let anteSquares = 0;
    let bonusSum = 0;
    let bonusSquares = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const result = playCasinoHoldem(config, bets, source);
      const [placed, bonus, call] = result.bets;
      const anteRatio = Number((placed?.payout ?? 0n) + (call?.payout ?? 0n) - result.callStake) / 10_000;
      const bonusRatio = Number(bonus?.payout ?? 0n) / 10_000;
      anteSum += anteRatio;
      anteSquares += anteRatio * anteRatio;
      bonusSum += bonusRatio;
      bonusSquares += bonusRatio * bonusRatio;
    }
    const mean = (sum: number) => sum / ROUNDS;
    const error = (sum: number, squares: number) =>
      Math.sqrt(squares / ROUNDS - mean(sum) ** 2) / Math.sqrt(ROUNDS);
    expect(Math.abs(mean(anteSum) - casinoHoldemRtp(config, 'ante'))).toBeLessThan(
      4 * (error(anteSum, anteSquares) + CASINO_HOLDEM_ANTE_REFERENCE_STANDARD_ERROR),
    );
    expect(Math.abs(mean(bonusSum) - casinoHoldemRtp(config, 'aa_bonus'))).toBeLessThan(
      4 * error(bonusSum, bonusSquares),
    );
  });
});
