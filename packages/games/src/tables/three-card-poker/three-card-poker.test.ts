import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { type Card, cardCode, freshShoe, parseCard } from '../cards/index.ts';
import {
  compareThreeCardPokerHands,
  DEFAULT_THREE_CARD_POKER_CONFIG as config,
  dealThreeCardPoker,
  playThreeCardPoker,
  settleThreeCardPoker,
  THREE_CARD_POKER_DEALER_HANDS,
  THREE_CARD_POKER_HAND_CLASSES,
  THREE_CARD_POKER_HANDS,
  type ThreeCardPokerBet,
  type ThreeCardPokerBetType,
  type ThreeCardPokerConfig,
  type ThreeCardPokerDecision,
  type ThreeCardPokerHandClass,
  type ThreeCardPokerOutcome,
  threeCardPokerAnteReturn,
  threeCardPokerClassCounts,
  threeCardPokerElementOfRisk,
  threeCardPokerExactRtp,
  threeCardPokerHandGroups,
  threeCardPokerHandOf,
  threeCardPokerOptimalDecision,
  threeCardPokerPlayerView,
  threeCardPokerRtpTable,
  validateThreeCardPokerConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const cards = (codes: string): Card[] => codes.split(' ').map(parseCard);
const hand = (codes: string) => threeCardPokerHandOf(cards(codes));
const bet = (type: ThreeCardPokerBetType, stake = 10_000n): ThreeCardPokerBet => ({ type, stake });
const codes = (dealt: readonly Card[]): string => dealt.map(cardCode).join(' ');

/** The InstantGameError code a call throws ('none' if it returns). */
function codeOf(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof InstantGameError ? error.code : 'other';
  }
}

/** The words that make dealCards(source, 1, 6) deal these six cards in order. */
function wordsFor(dealt: readonly string[]): number[] {
  const deck = freshShoe(1).map(cardCode);
  return dealt.map((code, i) => {
    const j = deck.indexOf(code, i);
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
    return j - i;
  });
}

/** The outcome the dealer deals when the player gets `player` and the dealer `dealer`. */
function outcome(player: string, dealer: string): ThreeCardPokerOutcome {
  const source = scriptedSource(wordsFor([...player.split(' '), ...dealer.split(' ')]));
  const round = dealThreeCardPoker(source);
  expect(source.remaining).toBe(0);
  return round;
}

/** Multipliers and payouts of each wager, in settlement order. */
function settle(bets: ThreeCardPokerBet[], decision: ThreeCardPokerDecision, round: ThreeCardPokerOutcome) {
  const result = settleThreeCardPoker(config, bets, decision, round);
  return {
    wagers: result.bets.map((settled) => `${settled.bet.type} ${settled.multiplierX100} ${settled.payout}`),
    playStake: result.playStake,
    totalStake: result.totalStake,
    totalPayout: result.totalPayout,
  };
}

/** An independent evaluator for the property test: the class by counting ranks and suits. */
function slowClass(hand: readonly Card[]): ThreeCardPokerHandClass {
  const ranks = hand.map((card) => card.rank).sort((a, b) => a - b);
  const distinct = new Set(ranks).size;
  const flush = new Set(hand.map((card) => card.suit)).size === 1;
  const run =
    distinct === 3 &&
    ((ranks[2] as number) - (ranks[0] as number) === 2 || (ranks[0] === 1 && ranks[1] === 12));
  if (run && flush) return 'straight_flush';
  if (distinct === 1) return 'three_of_a_kind';
  if (run) return 'straight';
  if (flush) return 'flush';
  return distinct === 2 ? 'pair' : 'high_card';
}

describe('three-card-poker hands', () => {
  it('ranks straight flush > three of a kind > straight > flush > pair > high card', () => {
    const ladder = ['2S 3S 4S', '2S 2H 2D', 'AS KH QD', 'AS KS JS', 'AS AH KD', 'AS KH JD'];
    expect(ladder.map((codes) => hand(codes).handClass)).toEqual([
      'straight_flush',
      'three_of_a_kind',
      'straight',
      'flush',
      'pair',
      'high_card',
    ]);
    for (let i = 1; i < ladder.length; i++)
      expect(
        compareThreeCardPokerHands(hand(ladder[i - 1] as string), hand(ladder[i] as string)),
      ).toBeGreaterThan(0);
  });

  it('counts A-2-3 as the lowest straight and Q-K-A as the highest', () => {
    expect(hand('AS 2H 3D').handClass).toBe('straight');
    expect(hand('3C 2C AC').handClass).toBe('straight_flush');
    expect(hand('KS AH 2D').handClass).toBe('high_card'); // no wrap-around
    expect(compareThreeCardPokerHands(hand('2S 3H 4D'), hand('AS 2H 3D'))).toBeGreaterThan(0);
    expect(compareThreeCardPokerHands(hand('QS KH AD'), hand('JS QH KD'))).toBeGreaterThan(0);
    expect(compareThreeCardPokerHands(hand('2S 3S 4S'), hand('AH 2H 3H'))).toBeGreaterThan(0);
  });

  it('compares pairs by the pair then the kicker, other hands card by card, and ignores suits', () => {
    expect(compareThreeCardPokerHands(hand('5S 5H 2D'), hand('4S 4H AD'))).toBeGreaterThan(0);
    expect(compareThreeCardPokerHands(hand('9S 9H KD'), hand('9D 9C QS'))).toBeGreaterThan(0);
    expect(compareThreeCardPokerHands(hand('AS 7H 3D'), hand('AD 7C 2S'))).toBeGreaterThan(0);
    expect(compareThreeCardPokerHands(hand('KS JS 4S'), hand('KH JH 3H'))).toBeGreaterThan(0);
    expect(compareThreeCardPokerHands(hand('KS QH 9D'), hand('KD QC 9S'))).toBe(0);
    expect(compareThreeCardPokerHands(hand('7S 7H 7D'), hand('6S 6H 6D'))).toBeGreaterThan(0);
  });

  it('plays queen-six-four or better and folds the rest (the standard strategy)', () => {
    const decide = (codes: string) => threeCardPokerOptimalDecision({ player: hand(codes) });
    expect(decide('QS 6H 4D')).toBe('play');
    expect(decide('QS 6H 3D')).toBe('fold');
    expect(decide('QS 5H 4D')).toBe('fold');
    expect(decide('QS 7H 2D')).toBe('play');
    expect(decide('KS 3H 2D')).toBe('play');
    expect(decide('JS 10H 8D')).toBe('fold');
    expect(decide('JS 10H 9D')).toBe('play'); // a straight
    expect(decide('2S 2H 3D')).toBe('play');
    expect(decide('7S 5S 2S')).toBe('play'); // a flush
  });
});

describe('three-card-poker settlement', () => {
  it('deals dealCards(source, 1, 6): three cards to the player, then three to the dealer', () => {
    // words of 0 deal the fresh deck in order
    const round = dealThreeCardPoker(scriptedSource(Array(6).fill(0)));
    expect(codes(round.player.cards)).toBe('AS 2S 3S');
    expect(codes(round.dealer.cards)).toBe('4S 5S 6S');
    expect(round).toMatchObject({ dealerQualifies: true, showdown: 'dealer' });
    expect(threeCardPokerPlayerView(round)).toEqual({ player: round.player });
  });

  it('pays ante and play 1:1 when the qualified dealer loses, plus pair plus on the player hand', () => {
    const round = outcome('9S 9H 4D', 'KS 8H 3C'); // pair of nines against a qualifying K high
    expect(round).toMatchObject({ dealerQualifies: true, showdown: 'player' });
    expect(settle([bet('ante'), bet('pair_plus', 5_000n)], 'play', round)).toEqual({
      wagers: ['ante 200 20000', 'pair_plus 200 10000', 'play 200 20000'],
      playStake: 10_000n,
      totalStake: 25_000n,
      totalPayout: 50_000n,
    });
  });

  it('pays the ante 1:1 and pushes the play when the dealer does not qualify', () => {
    const round = outcome('QS 6H 4D', 'JS 10H 8C'); // dealer J high
    expect(round).toMatchObject({ dealerQualifies: false, showdown: 'player' });
    expect(settle([bet('ante')], 'play', round).wagers).toEqual(['ante 200 20000', 'play 100 10000']);
    // the dealer's J high also does not qualify against a hand that loses to it
    const worse = outcome('9S 7H 2D', 'JS 10H 8C');
    expect(worse).toMatchObject({ dealerQualifies: false, showdown: 'dealer' });
    expect(settle([bet('ante')], 'play', worse).wagers).toEqual(['ante 200 20000', 'play 100 10000']);
  });

  it('pushes both on a tie and loses both to a qualified dealer', () => {
    const tie = outcome('KS QH 9D', 'KD QC 9S');
    expect(tie).toMatchObject({ dealerQualifies: true, showdown: 'tie' });
    expect(settle([bet('ante')], 'play', tie).wagers).toEqual(['ante 100 10000', 'play 100 10000']);
    const lost = outcome('AS 7H 2D', '5S 5H 3C');
    expect(lost).toMatchObject({ dealerQualifies: true, showdown: 'dealer' });
    expect(settle([bet('ante')], 'play', lost)).toMatchObject({
      wagers: ['ante 0 0', 'play 0 0'],
      totalStake: 20_000n,
      totalPayout: 0n,
    });
  });

  it('pays the ante bonus on a played straight, three of a kind or straight flush, whatever the dealer holds', () => {
    // straight beaten by the dealer's three of a kind: ante lost but the 1:1 bonus paid; pair plus 6:1
    const straight = outcome('8S 9H 10D', '4S 4H 4C');
    expect(settle([bet('ante'), bet('pair_plus')], 'play', straight).wagers).toEqual([
      'ante 100 10000',
      'pair_plus 700 70000',
      'play 0 0',
    ]);
    // three of a kind against a non-qualifying dealer: ante 1:1 + 4:1, play pushed; pair plus 30:1
    const trips = outcome('7S 7H 7D', 'JS 5H 2C');
    expect(settle([bet('ante'), bet('pair_plus')], 'play', trips).wagers).toEqual([
      'ante 600 60000',
      'pair_plus 3100 310000',
      'play 100 10000',
    ]);
    // straight flush over a qualifying dealer: ante 1:1 + 5:1, play 1:1; pair plus 40:1
    const straightFlush = outcome('QH JH 10H', 'AS 9C 3D');
    expect(settle([bet('ante'), bet('pair_plus')], 'play', straightFlush).wagers).toEqual([
      'ante 700 70000',
      'pair_plus 4100 410000',
      'play 200 20000',
    ]);
    // a flush earns no ante bonus; pair plus pays 4:1
    const flush = outcome('2C 7C 9C', 'AS KC 3D');
    expect(settle([bet('ante'), bet('pair_plus')], 'play', flush).wagers).toEqual([
      'ante 200 20000',
      'pair_plus 500 50000',
      'play 200 20000',
    ]);
  });

  it('loses the ante on a fold (no bonus, no play stake) and still settles pair plus', () => {
    const round = outcome('7S 7H 7D', 'JS 5H 2C');
    expect(settle([bet('ante'), bet('pair_plus')], 'fold', round)).toEqual({
      wagers: ['ante 0 0', 'pair_plus 3100 310000'],
      playStake: 0n,
      totalStake: 20_000n,
      totalPayout: 310_000n,
    });
  });

  it('adds one play wager per ante, and none without an ante', () => {
    const round = outcome('9S 9H 4D', 'KS 8H 3C');
    const antes = settleThreeCardPoker(
      config,
      [bet('ante', 300n), bet('pair_plus'), bet('ante', 700n)],
      'play',
      round,
    );
    expect(antes.bets.map((settled) => [settled.bet.type, settled.bet.stake, settled.payout])).toEqual([
      ['ante', 300n, 600n],
      ['pair_plus', 10_000n, 20_000n],
      ['ante', 700n, 1_400n],
      ['play', 300n, 600n],
      ['play', 700n, 1_400n],
    ]);
    expect(antes).toMatchObject({ playStake: 1_000n, totalStake: 12_000n, totalPayout: 24_000n });
    const alone = settleThreeCardPoker(config, [bet('pair_plus')], 'play', round);
    expect(alone).toMatchObject({ playStake: 0n, totalStake: 10_000n, totalPayout: 20_000n });
    expect(alone.bets).toHaveLength(1);
  });

  it('refuses unknown bets, empty rounds, bad stakes and unknown decisions', () => {
    const round = dealThreeCardPoker(seededSource(1));
    const bad =
      (bets: unknown, decision: unknown = 'play'): (() => unknown) =>
      () =>
        settleThreeCardPoker(config, bets as ThreeCardPokerBet[], decision as ThreeCardPokerDecision, round);
    expect(bad([])).toThrow(InstantGameError);
    expect(bad([{ type: 'play', stake: 1n }])).toThrow(/bet type/);
    expect(bad([{ type: 'six_card_bonus', stake: 1n }])).toThrow(/bet type/);
    expect(bad([{ type: 'ante', stake: 0n }])).toThrow(/stake/);
    expect(bad([{ type: 'ante', stake: 10 }])).toThrow(/stake/);
    expect(bad(Array(11).fill(bet('ante')))).toThrow(/at most 10/);
    expect(codeOf(bad([{ type: 'ante', stake: -5n }]))).toBe('invalid_stake');
    expect(codeOf(bad([{ type: 'bonus', stake: 5n }]))).toBe('invalid_bet');
    expect(bad([bet('ante')], 'raise')).toThrow(/decision/);
    expect(codeOf(bad([bet('ante')], null))).toBe('invalid_game_action');
    expect(() => playThreeCardPoker(config, [bet('ante')], seededSource(1), () => 'call' as 'play')).toThrow(
      /decision/,
    );
  });

  it('refuses a malformed outcome or one its cards do not make', () => {
    const good = outcome('9S 9H 4D', 'KS 8H 3C');
    const bets = [bet('ante')];
    const run = (round: unknown) => () =>
      settleThreeCardPoker(config, bets, 'play', round as ThreeCardPokerOutcome);
    expect(run(good)).not.toThrow();
    expect(run(JSON.parse(JSON.stringify(good)))).not.toThrow();
    expect(run(null)).toThrow(/three cards each/);
    expect(run({ ...good, dealer: undefined })).toThrow(/three cards each/);
    expect(run({ ...good, player: { ...good.player, cards: cards('9S 9H') } })).toThrow(/three cards each/);
    expect(run({ ...good, dealer: hand('KS 9S 3C') })).toThrow(/six distinct/); // 9S twice
    const noSuchCard = { ...good.dealer, cards: [...cards('KS 8H'), { rank: 0, suit: 'clubs' }] };
    expect(run({ ...good, dealer: noSuchCard })).toThrow(/three cards each/);
    expect(run({ ...good, player: { ...good.player, handClass: 'three_of_a_kind' } })).toThrow(/player hand/);
    expect(run({ ...good, dealer: { ...good.dealer, handClass: 'pair' } })).toThrow(/dealer hand/);
    expect(run({ ...good, dealerQualifies: false })).toThrow(/dealerQualifies or showdown/);
    expect(run({ ...good, showdown: 'tie' })).toThrow(/dealerQualifies or showdown/);
    expect(codeOf(run(null))).toBe('invalid_bet');
  });

  it('always deals six distinct cards, classed as the rules say, and pays consistently', () => {
    const bets = [bet('ante', 100n), bet('pair_plus', 100n)];
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, fold) => {
        const strategy = fold ? () => 'fold' as const : threeCardPokerOptimalDecision;
        const result = playThreeCardPoker(config, bets, seededSource(seed), strategy);
        const round = result.outcome;
        const dealt = [...round.player.cards, ...round.dealer.cards].map(cardCode);
        if (new Set(dealt).size !== 6) return false;
        if (round.player.handClass !== slowClass(round.player.cards)) return false;
        if (round.dealer.handClass !== slowClass(round.dealer.cards)) return false;
        const order = compareThreeCardPokerHands(round.player, round.dealer);
        if (Math.sign(order) !== -Math.sign(compareThreeCardPokerHands(round.dealer, round.player)))
          return false;
        const [ante, pairPlus, play] = result.bets;
        if (!ante || !pairPlus || ante.payout < 0n || pairPlus.payout < 0n) return false;
        if (pairPlus.multiplierX100 !== config.pairPlus[round.player.handClass]) return false;
        if (result.decision === 'fold') {
          if (play || ante.payout !== 0n || result.playStake !== 0n || result.totalStake !== 200n)
            return false;
        } else {
          if (!play || result.playStake !== 100n || result.totalStake !== 300n) return false;
          // the play bet never wins while the ante loses, and pushes whenever the dealer does not qualify
          if (!round.dealerQualifies && play.multiplierX100 !== 100) return false;
          if (play.multiplierX100 === 200 && ante.multiplierX100 < 200) return false;
        }
        const replayed = settleThreeCardPoker(
          config,
          bets,
          result.decision,
          JSON.parse(JSON.stringify(round)) as ThreeCardPokerOutcome,
        );
        return replayed.totalPayout === result.totalPayout;
      }),
      { numRuns: 500 },
    );
  });

  it('deals the same round from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'tcp-server', clientSeed: 'player', nonce: 4 };
    const bets = [bet('ante'), bet('pair_plus')];
    const first = playThreeCardPoker(config, bets, fairSource(seeds));
    expect(playThreeCardPoker(config, bets, fairSource(seeds))).toEqual(first);
    // golden values, recomputed by the Python script in docs/games/tables/three-card-poker.md
    const round = first.outcome;
    expect([codes(round.player.cards), round.player.handClass]).toEqual(['8D AD 9D', 'flush']);
    expect([codes(round.dealer.cards), round.dealer.handClass]).toEqual(['5S KH 2H', 'high_card']);
    expect(round).toMatchObject({ dealerQualifies: true, showdown: 'player' });
    expect(first.decision).toBe('play');
    expect(first.bets.map((settled) => settled.payout)).toEqual([20_000n, 50_000n, 20_000n]);
  });
});

describe('three-card-poker RTP', () => {
  it('enumerates every player hand against every dealer hand of the cards left', () => {
    const groups = threeCardPokerHandGroups();
    let hands = 0;
    for (const group of groups) {
      hands += group.hands;
      expect(group.dealerNotQualified + group.playerWins + group.ties + group.dealerWins).toBe(
        THREE_CARD_POKER_DEALER_HANDS,
      );
    }
    expect(hands).toBe(THREE_CARD_POKER_HANDS);
    expect(groups).toHaveLength(1_911);
    expect(threeCardPokerClassCounts()).toEqual({
      high_card: 16_440,
      pair: 3_744,
      flush: 1_096,
      straight: 720,
      three_of_a_kind: 52,
      straight_flush: 48,
    });
    // the Q-6-4 rule is the best decision for every player hand: playing exactly when playing returns more
    for (const group of groups) {
      const playMinusFold =
        200 * group.dealerNotQualified + 300 * group.playerWins + 100 * group.ties - 100 * group.dealerWins;
      const decision = threeCardPokerOptimalDecision({
        player: { cards: group.cards, handClass: group.handClass },
      });
      expect(decision).toBe(playMinusFold > 0 ? 'play' : 'fold');
    }
  });

  it('returns 96.6270 % of the ante (edge 3.3730 %, element of risk 2.0147 %) and 97.6833 % on pair plus', () => {
    validateThreeCardPokerConfig(config);
    const { returned, played, total } = threeCardPokerAnteReturn(config);
    // 19671831 / 20358520, also found by an independent brute force over all 407,170,400 pairs
    expect(returned * 20_358_520n).toBe(total * 19_671_831n);
    expect(played).toBe(14_900n); // the strategy plays 67.42 % of hands
    expect(threeCardPokerExactRtp(config, 'ante')).toBeCloseTo(19_671_831 / 20_358_520, 14);
    expect(threeCardPokerElementOfRisk(config)).toBeCloseTo(686_689 / 34_084_400, 14);
    expect(threeCardPokerExactRtp(config, 'pair_plus')).toBeCloseTo(5_397 / 5_525, 14);
    expect(threeCardPokerRtpTable(config).map((row) => row.bet)).toEqual(['ante', 'pair_plus']);
    // the other common pair plus table, 1-3-6-30-40, returns 92.72 %
    const lower = { ...config, pairPlus: { ...config.pairPlus, flush: 400 } };
    expect(threeCardPokerExactRtp(lower, 'pair_plus')).toBeCloseTo(5_123 / 5_525, 14);
    expect(() => validateThreeCardPokerConfig(lower)).not.toThrow();
  });

  it('refuses configs that are malformed or outside [90 %, 100 %)', () => {
    const withConfig = (change: Partial<ThreeCardPokerConfig>) => () =>
      validateThreeCardPokerConfig({ ...config, ...change });
    const pairPlus = (change: Partial<ThreeCardPokerConfig['pairPlus']>) =>
      withConfig({ pairPlus: { ...config.pairPlus, ...change } });
    const anteBonus = (change: Partial<ThreeCardPokerConfig['anteBonus']>) =>
      withConfig({ anteBonus: { ...config.anteBonus, ...change } });
    expect(pairPlus({ pair: 300 })).toThrow(/pair_plus: RTP 114/);
    expect(pairPlus({ flush: 300 })).toThrow(/pair_plus: RTP 87/); // 1-2-6-30-40
    expect(anteBonus({ flush: 200 })).toThrow(/ante: RTP 106/);
    // the ante cannot fall below 90 %: with no bonus at all it still returns 91.3441 %
    const noBonus = {
      ...config,
      anteBonus: { ...config.anteBonus, straight: 0, three_of_a_kind: 0, straight_flush: 0 },
    };
    expect(threeCardPokerExactRtp(noBonus, 'ante')).toBeCloseTo(0.966270190563 - 1_168 / 22_100, 11);
    expect(() => validateThreeCardPokerConfig(noBonus)).not.toThrow();
    expect(pairPlus({ straight: 700.5 })).toThrow(/whole/);
    expect(anteBonus({ pair: -100 })).toThrow(/ante bonus for pair/);
    expect(withConfig({ maxBetsPerRound: 0 })).toThrow(/maxBetsPerRound/);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} rounds of ante (standard strategy) within 4 standard errors`, () => {
    const source = seededSource(3);
    const ante = 10_000n;
    const bets = [bet('ante', ante)];
    const sim = simulate(ROUNDS, () => {
      const result = playThreeCardPoker(config, bets, source);
      return returnRatio(result.totalPayout - result.playStake, ante);
    });
    expect(Math.abs(sim.rtp - threeCardPokerExactRtp(config, 'ante'))).toBeLessThan(4 * sim.standardError);
  });

  it(`simulates ${ROUNDS.toLocaleString('en')} rounds of pair plus within 4 standard errors`, () => {
    const source = seededSource(33);
    const stake = 10_000n;
    const bets = [bet('pair_plus', stake)];
    const sim = simulate(ROUNDS, () =>
      returnRatio(playThreeCardPoker(config, bets, source).totalPayout, stake),
    );
    expect(Math.abs(sim.rtp - threeCardPokerExactRtp(config, 'pair_plus'))).toBeLessThan(
      4 * sim.standardError,
    );
  });

  it('lists every hand class in the pay tables', () => {
    expect(Object.keys(config.pairPlus)).toEqual([...THREE_CARD_POKER_HAND_CLASSES]);
    expect(Object.keys(config.anteBonus)).toEqual([...THREE_CARD_POKER_HAND_CLASSES]);
  });
});
