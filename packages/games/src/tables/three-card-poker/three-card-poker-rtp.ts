import { type BetRtp, betRtp, ratioToNumber } from '../../instant/shared/rtp.ts';
import { type Card, freshShoe } from '../cards/index.ts';
import {
  THREE_CARD_POKER_BET_TYPES,
  THREE_CARD_POKER_HAND_CLASSES,
  type ThreeCardPokerBetType,
  type ThreeCardPokerConfig,
  type ThreeCardPokerDecision,
  type ThreeCardPokerHandClass,
} from './three-card-poker-config.ts';
import {
  THREE_CARD_POKER_DEALER_QUALIFIER,
  type ThreeCardPokerShowdown,
  type ThreeCardPokerView,
  threeCardPokerAnteMultiplierX100,
  threeCardPokerClassOf,
  threeCardPokerOptimalDecision,
  threeCardPokerPlayMultiplierX100,
  threeCardPokerStrength,
} from './three-card-poker-round.ts';

/** C(52, 3) player hands, each against the C(49, 3) dealer hands of the cards left. */
export const THREE_CARD_POKER_HANDS = 22_100;
export const THREE_CARD_POKER_DEALER_HANDS = 18_424;

/**
 * Player hands that are the same up to a renaming of the suits (same ranks, same suit pattern), with how many
 * hands each group holds and how its hand fares against the 18,424 dealer hands of the 49 cards left: the dealer
 * does not qualify, or qualifies and loses, ties or wins. Renaming suits changes no hand's strength, so every
 * hand of a group has the same counts.
 */
export interface ThreeCardPokerHandGroup {
  /** One hand of the group. */
  readonly cards: readonly Card[];
  readonly handClass: ThreeCardPokerHandClass;
  /** How many of the 22,100 player hands the group holds. */
  readonly hands: number;
  readonly dealerNotQualified: number;
  readonly playerWins: number;
  readonly ties: number;
  readonly dealerWins: number;
}

let groupsMemo: ThreeCardPokerHandGroup[] | undefined;

/**
 * Every player hand against every dealer hand, exactly (22,100 × 18,424 = 407,170,400 ordered pairs): the player
 * hands fall into 1,911 suit-pattern groups (a fixed representative each), and each representative is compared
 * with the 22,100 three-card hands, the 3,676 that share a card skipped. About 42 million comparisons on integer
 * strengths, memoized: well under a second.
 */
export function threeCardPokerHandGroups(): readonly ThreeCardPokerHandGroup[] {
  if (groupsMemo) return groupsMemo;
  const deck = freshShoe(1);
  // every three-card hand: its strength and its cards as two 26-bit masks (cards 0–25 and 26–51)
  const strength = new Int32Array(THREE_CARD_POKER_HANDS);
  const low = new Int32Array(THREE_CARD_POKER_HANDS);
  const high = new Int32Array(THREE_CARD_POKER_HANDS);
  const groups = new Map<number, { first: number[]; hands: number }>();
  let n = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const cards = [deck[a], deck[b], deck[c]] as Card[];
        strength[n] = threeCardPokerStrength(cards);
        for (const index of [a, b, c]) {
          if (index < 26) low[n] = (low[n] as number) | (1 << index);
          else high[n] = (high[n] as number) | (1 << (index - 26));
        }
        const key = patternKey(cards);
        const group = groups.get(key);
        if (group) group.hands += 1;
        else groups.set(key, { first: [a, b, c], hands: 1 });
        n += 1;
      }
  const result: ThreeCardPokerHandGroup[] = [];
  for (const { first, hands } of groups.values()) {
    let playerLow = 0;
    let playerHigh = 0;
    for (const index of first) {
      if (index < 26) playerLow |= 1 << index;
      else playerHigh |= 1 << (index - 26);
    }
    const cards = first.map((index) => deck[index] as Card);
    const mine = threeCardPokerStrength(cards);
    let dealerNotQualified = 0;
    let playerWins = 0;
    let ties = 0;
    let dealerWins = 0;
    for (let d = 0; d < THREE_CARD_POKER_HANDS; d++) {
      if (((low[d] as number) & playerLow) !== 0 || ((high[d] as number) & playerHigh) !== 0) continue;
      const theirs = strength[d] as number;
      if (theirs < THREE_CARD_POKER_DEALER_QUALIFIER) dealerNotQualified += 1;
      else if (theirs < mine) playerWins += 1;
      else if (theirs === mine) ties += 1;
      else dealerWins += 1;
    }
    result.push({
      cards,
      handClass: threeCardPokerClassOf(mine),
      hands,
      dealerNotQualified,
      playerWins,
      ties,
      dealerWins,
    });
  }
  groupsMemo = result;
  return result;
}

/** Sorted ranks and the suits renamed in order of first appearance (a, b, c…), packed in one integer. */
function patternKey(cards: readonly Card[]): number {
  const sorted = [...cards].sort((x, y) => x.rank - y.rank || x.suit.localeCompare(y.suit));
  const names: string[] = [];
  let key = 0;
  for (const card of sorted) {
    let name = names.indexOf(card.suit);
    if (name < 0) name = names.push(card.suit) - 1;
    key = key * 56 + card.rank * 4 + name;
  }
  return key;
}

/** Hands of each class among the 22,100 (straight flush 48, three of a kind 52, straight 720, flush 1,096, …). */
export function threeCardPokerClassCounts(): Readonly<Record<ThreeCardPokerHandClass, number>> {
  const counts = Object.fromEntries(
    THREE_CARD_POKER_HAND_CLASSES.map((handClass) => [handClass, 0]),
  ) as Record<ThreeCardPokerHandClass, number>;
  for (const group of threeCardPokerHandGroups()) counts[group.handClass] += group.hands;
  return counts;
}

/**
 * The ante's exact return per unit of ante with a strategy (the standard one by default), counted as the whole
 * round's payout less the play stake: Σ over the 407,170,400 equally likely (player, dealer) pairs of (ante
 * return + play return − play stake) when the strategy plays, 0 when it folds, over 407,170,400 × 100; one final
 * division. Also how often the strategy plays.
 */
export function threeCardPokerAnteReturn(
  config: ThreeCardPokerConfig,
  strategy: (view: ThreeCardPokerView) => ThreeCardPokerDecision = threeCardPokerOptimalDecision,
): { returned: bigint; played: bigint; total: bigint } {
  let returned = 0n;
  let played = 0n;
  for (const group of threeCardPokerHandGroups()) {
    const player = { cards: group.cards, handClass: group.handClass };
    if (strategy({ player }) !== 'play') continue;
    const net = (dealerQualifies: boolean, showdown: ThreeCardPokerShowdown): bigint => {
      const outcome = { player, dealerQualifies, showdown };
      return BigInt(
        threeCardPokerAnteMultiplierX100(config, outcome) + threeCardPokerPlayMultiplierX100(outcome) - 100,
      );
    };
    const pairs =
      BigInt(group.dealerNotQualified) * net(false, 'player') +
      BigInt(group.playerWins) * net(true, 'player') +
      BigInt(group.ties) * net(true, 'tie') +
      BigInt(group.dealerWins) * net(true, 'dealer');
    returned += BigInt(group.hands) * pairs;
    played += BigInt(group.hands);
  }
  return {
    returned,
    played,
    total: BigInt(THREE_CARD_POKER_HANDS) * BigInt(THREE_CARD_POKER_DEALER_HANDS) * 100n,
  };
}

/**
 * Exact RTP per unit of the bet placed. ante: with the standard strategy, the round's payout less the play stake,
 * per ante (19671831/20358520 = 96.6270 % on the default table). pair_plus: Σ hands of each class × its return over 22,100.
 */
export function threeCardPokerExactRtp(config: ThreeCardPokerConfig, type: ThreeCardPokerBetType): number {
  if (type === 'ante') {
    const { returned, total } = threeCardPokerAnteReturn(config);
    return ratioToNumber(returned, total);
  }
  const counts = threeCardPokerClassCounts();
  let returned = 0n;
  for (const handClass of THREE_CARD_POKER_HAND_CLASSES)
    returned += BigInt(counts[handClass]) * BigInt(config.pairPlus[handClass]);
  return ratioToNumber(returned, BigInt(THREE_CARD_POKER_HANDS) * 100n);
}

/**
 * The ante's house edge over the average total wagered a round (ante + the play bet when played, 1.6742 antes
 * with the standard strategy): 2.0147 % on the default table.
 */
export function threeCardPokerElementOfRisk(config: ThreeCardPokerConfig): number {
  const { returned, played, total } = threeCardPokerAnteReturn(config);
  // edge / (1 + P(play)) = (total − returned) / total × hands / (hands + played)
  const hands = BigInt(THREE_CARD_POKER_HANDS);
  return ratioToNumber((total - returned) * hands, total * (hands + played));
}

export function threeCardPokerRtpTable(config: ThreeCardPokerConfig): BetRtp[] {
  return THREE_CARD_POKER_BET_TYPES.map((type) => betRtp(type, threeCardPokerExactRtp(config, type)));
}
