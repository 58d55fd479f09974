import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { type Card, cardCode, dealCards, freshShoe, parseCard } from '../cards/index.ts';
import {
  BLACKJACK_BASIC_STRATEGY,
  BLACKJACK_REFERENCE_RTP,
  type BlackjackConfig,
  type BlackjackMove,
  type BlackjackRound,
  blackjackBasicStrategy,
  blackjackDealerShown,
  blackjackHandTotal,
  blackjackLegalMoves,
  blackjackNaturalWinChance,
  blackjackRtp,
  blackjackRtpTable,
  DEFAULT_BLACKJACK_CONFIG as config,
  dealerPlayBlackjack,
  doubleBlackjack,
  drawBlackjackCard,
  hitBlackjack,
  moveBlackjack,
  playBlackjack,
  replayBlackjack,
  settleBlackjack,
  splitBlackjack,
  standBlackjack,
  startBlackjack,
  validateBlackjackConfig,
} from './index.ts';

const HANDS = simulationRounds(1_000_000);
const noDas: BlackjackConfig = { ...config, doubleAfterSplit: false };

/**
 * The words that make a round draw these cards in order: card i is randomInt(source, 416 − i) into the cards left,
 * i.e. position i + word of the Fisher–Yates shuffle after i steps (every word below 416 − i is accepted as is).
 */
function wordsFor(codes: string): number[] {
  const shoe = freshShoe(8).map(cardCode);
  return codes.split(' ').map((code, i) => {
    const position = shoe.indexOf(code, i);
    if (position < 0) throw new Error(`no ${code} left`);
    [shoe[i], shoe[position]] = [shoe[position] as string, shoe[i] as string];
    return position - i;
  });
}

/** A source that draws exactly these cards, in order (and throws if the round draws more). */
const cardsSource = (codes: string) => scriptedSource(wordsFor(codes));
const codes = (cards: readonly Card[]) => cards.map(cardCode).join(' ');
const bet = { stake: 1_000n };

/** Starts with the first four cards (player, dealer up, player, dealer hole) of `codes`, then plays `moves`. */
function played(codesInOrder: string, moves: BlackjackMove[], rules = config) {
  const source = cardsSource(codesInOrder);
  let round = startBlackjack(rules, bet, source);
  for (const move of moves) round = moveBlackjack(round, move, source);
  if (round.status === 'dealer_turn') round = dealerPlayBlackjack(round, source);
  expect(source.remaining).toBe(0);
  return settleBlackjack(round);
}

/** The InstantGameError code a call throws ('none' if it returns). */
function codeOf(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof InstantGameError ? error.code : 'other';
  }
}

describe('blackjack hands', () => {
  it('counts aces 1 or 11 and knows soft totals', () => {
    const total = (hand: string) => blackjackHandTotal(hand.split(' ').map(parseCard));
    expect(total('AS 6H')).toEqual({ total: 17, soft: true });
    expect(total('AS 6H 10D')).toEqual({ total: 17, soft: false });
    expect(total('AS AH')).toEqual({ total: 12, soft: true });
    expect(total('AS AH 9C')).toEqual({ total: 21, soft: true });
    expect(total('KS QH')).toEqual({ total: 20, soft: false });
    expect(total('KS QH 5C')).toEqual({ total: 25, soft: false });
  });

  it('draws the cards of dealCards(source, 8, n), one at a time', () => {
    const seeds = { serverSeed: 'bj-shoe', clientSeed: 'player', nonce: 1 };
    const source = fairSource(seeds);
    const offsets: number[] = [];
    const drawn: Card[] = [];
    for (let i = 0; i < 40; i++) {
      const { card, offset } = drawBlackjackCard(offsets, source);
      offsets.push(offset);
      drawn.push(card);
    }
    expect(codes(drawn)).toBe(codes(dealCards(fairSource(seeds), 8, 40)));
  });
});

describe('blackjack moves', () => {
  it('deals player, dealer up, player, dealer hole and hides the hole card on the player’s turn', () => {
    const source = cardsSource('10S 6H 7D 10C');
    const round = startBlackjack(config, bet, source);
    expect(codes(round.hands[0]?.cards ?? [])).toBe('10S 7D');
    expect(codes(round.dealer)).toBe('6H 10C');
    expect(codes(blackjackDealerShown(round))).toBe('6H');
    expect(round).toMatchObject({ status: 'player_turn', activeHand: 0, totalStake: 1_000n });
    expect(blackjackLegalMoves(round)).toEqual(['hit', 'stand', 'double']);
    expect(round.shoeOffsets).toEqual(wordsFor('10S 6H 7D 10C'));
  });

  it('stands: the dealer draws to 17 and busts (16 + 10), the player wins 1:1', () => {
    const result = played('10S 6H 7D 10C 10H', ['stand']);
    expect(codes(result.round.dealer)).toBe('6H 10C 10H');
    expect(result).toMatchObject({ dealerTotal: 26, totalStake: 1_000n, totalPayout: 2_000n });
    expect(result.hands[0]).toMatchObject({ total: 17, outcome: 'win', multiplierX100: 200, payout: 2_000n });
  });

  it('hits to a bust: the stake is lost and the dealer draws nothing', () => {
    const source = cardsSource('10S 6H 6D 10C 9H');
    let round = startBlackjack(config, bet, source);
    round = hitBlackjack(round, source);
    expect(round).toMatchObject({ status: 'dealer_turn', activeHand: -1 });
    expect(codes(blackjackDealerShown(round))).toBe('6H 10C');
    round = dealerPlayBlackjack(round, source);
    expect(codes(round.dealer)).toBe('6H 10C'); // no live hand: the dealer keeps 16
    expect(settleBlackjack(round).hands[0]).toMatchObject({ total: 25, outcome: 'lose', payout: 0n });
  });

  it('stands on soft 17, and hits a soft hand without busting', () => {
    // player A 2 (soft 13) hits a 4: soft 17, stands; dealer 6 + A = soft 17 stands: push
    const push = played('AS 6H 2D AC 4H', ['hit', 'stand']);
    expect(push.dealerTotal).toBe(17);
    expect(push.hands[0]).toMatchObject({ total: 17, outcome: 'push', multiplierX100: 100, payout: 1_000n });
    // soft 18 against the dealer's hard 17 (10 + 7)
    const win = played('AS 10H 7D 7C', ['stand']);
    expect(win.hands[0]).toMatchObject({ total: 18, outcome: 'win', payout: 2_000n });
    // soft 16 hits a 10: hard 16, the ace back to 1
    const source = cardsSource('AS 9H 5D 8C 10H');
    const round = hitBlackjack(startBlackjack(config, bet, source), source);
    expect(blackjackHandTotal(round.hands[0]?.cards ?? [])).toEqual({ total: 16, soft: false });
    expect(round.status).toBe('player_turn');
  });

  it('doubles on any first two cards: twice the stake, exactly one card', () => {
    const result = played('5S 6H 6D 10C 9H 8C', ['double']); // 11 + 9 = 20 against 16 + 8
    expect(result.round.hands[0]).toMatchObject({ stake: 2_000n, doubled: true, done: true });
    expect(result).toMatchObject({ totalStake: 2_000n, totalPayout: 4_000n, dealerTotal: 24 });
    // a soft 18 doubled and losing: 2,000 lost
    const lost = played('AS 5H 7D KC 2H 6D', ['double']); // soft 18 + 2 = soft 20; the dealer's 15 + 6 = 21
    expect(lost.hands[0]).toMatchObject({ total: 20, outcome: 'lose', payout: 0n });
    expect(lost.round.hands[0]?.stake).toBe(2_000n);
    expect(lost).toMatchObject({ dealerTotal: 21, totalStake: 2_000n, totalPayout: 0n });
    const source = cardsSource('9S 6H 2D 10C 2H');
    const three = hitBlackjack(startBlackjack(config, bet, source), source);
    expect(blackjackLegalMoves(three)).toEqual(['hit', 'stand']);
    expect(() => doubleBlackjack(three, seededSource(1))).toThrow(/first two cards/);
  });

  it('splits a pair once: each hand gets its second card in turn and plays on its own', () => {
    // 8 8 against a 6: first hand 8 + 3 doubles (DAS) with a 10; second hand 8 + 10 stands; dealer 6 10 + 7 = 23
    const source = cardsSource('8S 6H 8D 10C 3H 10D 10S 7C');
    let round: BlackjackRound = startBlackjack(config, bet, source);
    expect(blackjackLegalMoves(round)).toEqual(['hit', 'stand', 'double', 'split']);
    round = splitBlackjack(round, source);
    expect(round.hands.map((hand) => codes(hand.cards))).toEqual(['8S 3H', '8D']);
    expect(round).toMatchObject({ activeHand: 0, totalStake: 2_000n });
    expect(blackjackLegalMoves(round)).toEqual(['hit', 'stand', 'double']); // one split only
    round = doubleBlackjack(round, source);
    expect(round.hands.map((hand) => codes(hand.cards))).toEqual(['8S 3H 10D', '8D 10S']);
    expect(round).toMatchObject({ activeHand: 1, totalStake: 3_000n });
    round = standBlackjack(round, source);
    round = dealerPlayBlackjack(round, source);
    expect(source.remaining).toBe(0);
    const result = settleBlackjack(round);
    expect(result.hands.map((hand) => [hand.total, hand.outcome, hand.payout])).toEqual([
      [21, 'win', 4_000n],
      [18, 'win', 2_000n],
    ]);
    expect(result).toMatchObject({ totalStake: 3_000n, totalPayout: 6_000n, dealerTotal: 23 });
  });

  it('refuses a double after a split when the table does not allow it', () => {
    const source = cardsSource('8S 6H 8D 10C 3H');
    const round = splitBlackjack(startBlackjack(noDas, bet, source), source);
    expect(blackjackLegalMoves(round)).toEqual(['hit', 'stand']);
    expect(codeOf(() => doubleBlackjack(round, seededSource(1)))).toBe('invalid_game_action');
  });

  it('splits aces with one card each, and a split 21 is paid 1:1, not as a blackjack', () => {
    const result = played('AS 9H AD 8C KH 5D', ['split']); // A K = 21, A 5 = 16; dealer 9 8 = 17
    expect(
      result.hands.map((hand) => [codes(hand.hand.cards), hand.total, hand.outcome, hand.payout]),
    ).toEqual([
      ['AS KH', 21, 'win', 2_000n],
      ['AD 5D', 16, 'lose', 0n],
    ]);
    expect(result).toMatchObject({ totalStake: 2_000n, totalPayout: 2_000n });
  });

  it('splits any two ten-value cards and deals the second hand its card when the first stands', () => {
    const source = cardsSource('KS 5H 10D 10C 9H 2D');
    let round = splitBlackjack(startBlackjack(config, bet, source), source);
    expect(round.hands.map((hand) => codes(hand.cards))).toEqual(['KS 9H', '10D']);
    round = standBlackjack(round, source);
    expect(round.hands.map((hand) => codes(hand.cards))).toEqual(['KS 9H', '10D 2D']);
    expect(round).toMatchObject({ status: 'player_turn', activeHand: 1 });
  });

  it('pays a blackjack 3:2 at once, pushes blackjack against blackjack, and loses the bet to a dealer blackjack', () => {
    const natural = startBlackjack(config, bet, cardsSource('AS 9H KD 7C'));
    expect(natural).toMatchObject({ status: 'finished', activeHand: -1 });
    expect(blackjackLegalMoves(natural)).toEqual([]);
    expect(settleBlackjack(natural).hands[0]).toMatchObject({ outcome: 'blackjack', payout: 2_500n });
    const both = settleBlackjack(startBlackjack(config, bet, cardsSource('AS AH KD QC')));
    expect(both).toMatchObject({ dealerBlackjack: true, totalPayout: 1_000n });
    expect(both.hands[0]).toMatchObject({ outcome: 'push', multiplierX100: 100 });
    const dealer = startBlackjack(config, bet, cardsSource('10S AH 9D KC'));
    expect(dealer.status).toBe('finished');
    expect(codes(blackjackDealerShown(dealer))).toBe('AH KC');
    expect(settleBlackjack(dealer)).toMatchObject({ dealerBlackjack: true, totalPayout: 0n });
    const sixToFive = settleBlackjack(
      startBlackjack({ ...config, blackjackPayoutX100: 220 }, { stake: 1_005n }, cardsSource('AS 9H KD 7C')),
    );
    expect(sixToFive.totalPayout).toBe(2_211n); // floor(1,005 × 2.2)
  });

  it('pushes equal totals and pays the higher total', () => {
    expect(played('10S 10H 9D 9C', ['stand']).hands[0]).toMatchObject({ outcome: 'push', payout: 1_000n });
    expect(played('10S 10H 8D 9C', ['stand']).hands[0]).toMatchObject({ outcome: 'lose', payout: 0n });
    // the dealer's 21 on three cards is not a blackjack: the player's 21 on three pushes
    const source = cardsSource('10S 5H 5D 6C 6H 10D');
    let round = hitBlackjack(startBlackjack(config, bet, source), source);
    expect(round.status).toBe('dealer_turn'); // 21 stands by itself
    round = dealerPlayBlackjack(round, source);
    expect(settleBlackjack(round)).toMatchObject({
      dealerTotal: 21,
      dealerBlackjack: false,
      totalPayout: 1_000n,
    });
  });

  it('refuses moves the round does not allow, unknown moves and bad stakes', () => {
    const finished = startBlackjack(config, bet, cardsSource('AS 9H KD 7C'));
    expect(codeOf(() => hitBlackjack(finished, seededSource(1)))).toBe('invalid_game_action');
    expect(codeOf(() => dealerPlayBlackjack(finished, seededSource(1)))).toBe('invalid_game_action');
    const open = startBlackjack(config, bet, cardsSource('10S 6H 7D 10C'));
    expect(codeOf(() => settleBlackjack(open))).toBe('invalid_game_action');
    expect(codeOf(() => splitBlackjack(open, seededSource(1)))).toBe('invalid_game_action');
    expect(codeOf(() => moveBlackjack(open, 'surrender' as BlackjackMove, seededSource(1)))).toBe(
      'invalid_bet',
    );
    expect(codeOf(() => startBlackjack(config, { stake: 0n }, seededSource(1)))).toBe('invalid_stake');
    expect(codeOf(() => startBlackjack(config, { stake: 5 as unknown as bigint }, seededSource(1)))).toBe(
      'invalid_stake',
    );
    expect(codeOf(() => replayBlackjack(config, bet, cardsSource('10S 6H 7D 10C'), []))).toBe(
      'invalid_game_action',
    );
    expect(
      codeOf(() => replayBlackjack(config, bet, cardsSource('10S 6H 7D 10C 10H'), ['stand', 'hit'])),
    ).toBe('invalid_game_action');
  });

  it('never mutates a round', () => {
    const source = cardsSource('8S 6H 8D 10C 3H 10D 9S');
    const start = startBlackjack(config, bet, source);
    const copy = JSON.stringify(start, (_key, value) => (typeof value === 'bigint' ? `${value}` : value));
    const split = splitBlackjack(start, source);
    hitBlackjack(split, source);
    expect(JSON.stringify(start, (_key, value) => (typeof value === 'bigint' ? `${value}` : value))).toBe(
      copy,
    );
    expect(split.hands.map((hand) => codes(hand.cards))).toEqual(['8S 3H', '8D']);
  });
});

describe('blackjack basic strategy', () => {
  const move = (codesInOrder: string, rules = config) =>
    blackjackBasicStrategy(startBlackjack(rules, bet, cardsSource(codesInOrder)));

  it('reads the chart: hard, soft and pairs, with the fallbacks when a double or split is not allowed', () => {
    expect(move('10S 6H 6D 10C')).toBe('stand'); // 16 v 6
    expect(move('10S 7H 6D 10C')).toBe('hit'); // 16 v 7
    expect(move('10S 3H 2D 10C')).toBe('hit'); // 12 v 3
    expect(move('10S 4H 2D 10C')).toBe('stand'); // 12 v 4
    expect(move('6S AH 5D 5C')).toBe('hit'); // 11 v A (S17)
    expect(move('6S 10H 5D 5C')).toBe('double'); // 11 v 10
    expect(move('5S 3H 4D 10C')).toBe('double'); // 9 v 3
    expect(move('AS 2H 7D 10C')).toBe('stand'); // soft 18 v 2
    expect(move('AS 4H 7D 10C')).toBe('double'); // soft 18 v 4
    expect(move('AS 9H 7D 10C')).toBe('hit'); // soft 18 v 9
    expect(move('AS 5H 2D 10C')).toBe('double'); // soft 13 v 5
    expect(move('AS 8H AD 10C')).toBe('split');
    expect(move('8S AH 8D 7C')).toBe('split');
    expect(move('10S 6H KD 10C')).toBe('stand'); // tens: never split
    expect(move('5S 9H 5D 10C')).toBe('double'); // 5 5 is a hard 10
    expect(move('4S 5H 4D 10C')).toBe('split'); // DAS
    expect(move('4S 5H 4D 10C', noDas)).toBe('hit');
    expect(move('2S 3H 2D 10C')).toBe('split');
    expect(move('2S 3H 2D 10C', noDas)).toBe('hit');
    expect(move('9S 7H 9D 10C')).toBe('stand');
    expect(move('9S 8H 9D 10C')).toBe('split');
    // soft 18 with three cards cannot double: it stands v 4; a hard 11 with three cards hits
    const source = cardsSource('AS 4H 2D 10C 5H');
    const soft = hitBlackjack(startBlackjack(config, bet, source), source); // A 2 5 = soft 18
    expect(blackjackBasicStrategy(soft)).toBe('stand');
    const chartRows = Object.values(BLACKJACK_BASIC_STRATEGY).flatMap((table) => Object.values(table));
    expect(chartRows.every((row) => /^[HSDXPQ-]{10}$/.test(row))).toBe(true);
  });

  it('auto-plays legal moves only, replays to the same result, and pays between 0 and 2.5 × the stake', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, das) => {
        const rules = { ...config, doubleAfterSplit: das };
        const source = seededSource(seed);
        let round = startBlackjack(rules, bet, source);
        const moves: BlackjackMove[] = [];
        while (round.status === 'player_turn') {
          const next = blackjackBasicStrategy(round);
          if (!blackjackLegalMoves(round).includes(next)) return false;
          moves.push(next);
          round = moveBlackjack(round, next, source);
        }
        if (round.status === 'dealer_turn') round = dealerPlayBlackjack(round, source);
        const result = settleBlackjack(round);
        const cards = [...round.hands.flatMap((hand) => hand.cards), ...round.dealer];
        if (cards.length !== round.shoeOffsets.length) return false;
        if (round.dealer.length > 2) {
          // the dealer drew: below 17 before the last card, 17 or more after it (soft 17 stands)
          if (blackjackHandTotal(round.dealer.slice(0, -1)).total >= 17) return false;
          if (blackjackHandTotal(round.dealer).total < 17) return false;
        }
        if (round.hands.some((hand) => hand.cards.length < 2)) return false;
        const replayed = replayBlackjack(rules, bet, seededSource(seed), moves);
        return (
          replayed.totalPayout === result.totalPayout &&
          result.totalPayout >= 0n &&
          2n * result.totalPayout <= 5n * result.totalStake &&
          result.totalStake <= 4n * bet.stake // split, then both hands doubled
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('plays the same round from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'blackjack-server', clientSeed: 'player', nonce: GOLDEN_NONCE };
    const first = playBlackjack(config, bet, fairSource(seeds));
    expect(playBlackjack(config, bet, fairSource(seeds))).toEqual(first);
    const source = fairSource(seeds);
    let round = startBlackjack(config, bet, source);
    const moves: BlackjackMove[] = [];
    while (round.status === 'player_turn') {
      moves.push(blackjackBasicStrategy(round));
      round = moveBlackjack(round, moves[moves.length - 1] as BlackjackMove, source);
    }
    expect(moves).toEqual(GOLDEN_MOVES);
    // golden values for the verification page, recomputed by the Python script in docs/games/tables/blackjack.md
    expect(first.round.shoeOffsets).toEqual(GOLDEN_OFFSETS);
    expect(first.round.hands.map((hand) => codes(hand.cards))).toEqual(GOLDEN_HANDS);
    expect(codes(first.round.dealer)).toBe(GOLDEN_DEALER);
    expect([first.totalStake, first.totalPayout]).toEqual(GOLDEN_PAY);
    const replayed = replayBlackjack(config, bet, fairSource(seeds), GOLDEN_MOVES);
    expect(replayed.totalPayout).toBe(first.totalPayout);
  });
});

describe('blackjack RTP', () => {
  it('prices a blackjack payout exactly from the 3:2 reference and refuses configs outside [90 %, 100 %)', () => {
    validateBlackjackConfig(config);
    validateBlackjackConfig(noDas);
    const { ways, of } = blackjackNaturalWinChance();
    expect(ways).toBe(2n * 32n * 128n * (414n * 413n - 2n * 31n * 127n));
    expect(of).toBe(416n * 415n * 414n * 413n);
    expect(blackjackRtp(config)).toBe(BLACKJACK_REFERENCE_RTP.das.rtp);
    const sixToFive = blackjackRtp({ ...config, blackjackPayoutX100: 220 });
    expect(sixToFive).toBeCloseTo(BLACKJACK_REFERENCE_RTP.das.rtp - (0.3 * Number(ways)) / Number(of), 12);
    expect(blackjackRtpTable(config)).toEqual([
      { bet: 'main', rtp: BLACKJACK_REFERENCE_RTP.das.rtp, houseEdge: 1 - BLACKJACK_REFERENCE_RTP.das.rtp },
    ]);
    const bad = (change: Partial<BlackjackConfig>) => () => validateBlackjackConfig({ ...config, ...change });
    expect(bad({ blackjackPayoutX100: 300 })).toThrow(/RTP 10[01]/); // 2:1 returns more than the stake
    expect(bad({ blackjackPayoutX100: 250.5 })).toThrow(/blackjackPayoutX100/);
    expect(bad({ blackjackPayoutX100: 150 })).toThrow(/blackjackPayoutX100/);
    expect(bad({ doubleAfterSplit: 'yes' as unknown as boolean })).toThrow(/doubleAfterSplit/);
    expect(codeOf(bad({ blackjackPayoutX100: 300 }))).toBe('invalid_game_config');
  });

  it(`simulates ${HANDS.toLocaleString('en')} basic-strategy hands within 4 standard errors (plus the reference’s own) of the reference RTP`, () => {
    const source = seededSource(21);
    const stake = { stake: 1_000n };
    const sim = simulate(HANDS, () => {
      const result = playBlackjack(config, stake, source);
      return 1 + returnRatio(result.totalPayout - result.totalStake, 1_000n);
    });
    const reference = BLACKJACK_REFERENCE_RTP.das;
    expect(Math.abs(sim.rtp - reference.rtp)).toBeLessThan(4 * sim.standardError + reference.standardError);
  });
});

/**
 * 2 2 against a 7: split; 2 J hits 4 and 4 (20) and stands; 2 9 doubles with a 7 (18); the dealer's 7 8 draws a
 * 10 and busts: both hands win, 3,000 staked, 6,000 paid.
 */
const GOLDEN_NONCE = 808;
const GOLDEN_OFFSETS = [157, 278, 350, 407, 58, 219, 400, 352, 50, 39];
const GOLDEN_HANDS = ['2S JS 4H 4C', '2C 9C 7S'];
const GOLDEN_DEALER = '7H 8C 10C';
const GOLDEN_PAY = [3_000n, 6_000n];
const GOLDEN_MOVES: BlackjackMove[] = ['split', 'hit', 'hit', 'stand', 'double'];
