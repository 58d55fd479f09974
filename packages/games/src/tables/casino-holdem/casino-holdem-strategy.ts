import type { Card } from '../cards/index.ts';
import type { CasinoHoldemDecision } from './casino-holdem-config.ts';
import type { CasinoHoldemView } from './casino-holdem-round.ts';

/**
 * The auto-play strategy's points for a hand that is not played outright: per the higher hole card (ace 14), the
 * points needed to play.
 */
export const CASINO_HOLDEM_POINTS_NEEDED: Readonly<Record<number, number>> = {
  2: 9,
  3: 9,
  4: 9,
  5: 9,
  6: 9,
  7: 9,
  8: 9,
  9: 7,
  10: 4,
  11: 3,
  12: 1,
  13: -3,
  14: -6,
};

const rankOf = (card: Card): number => (card.rank === 1 ? 14 : card.rank);

/** How many ranks would each turn the five cards into a five-in-a-row (13 when they already hold one). */
function straightOuts(cards: readonly Card[]): number {
  let mask = 0;
  for (const card of cards) mask |= 1 << rankOf(card);
  let outs = 0;
  for (let rank = 2; rank <= 14; rank++) if (hasStraight(mask | (1 << rank))) outs += 1;
  return outs;
}

function hasStraight(mask: number): boolean {
  const withLowAce = mask & (1 << 14) ? mask | 2 : mask;
  for (let top = 14; top >= 5; top--) if (((withLowAce >> (top - 4)) & 31) === 31) return true;
  return false;
}

/**
 * The reference strategy the RTP simulations use (a player who does not decide in time at the table folds: the
 * server never stakes the call for them). A point count fitted on 8 × 10^7 simulated rounds (docs/games/tables/casino-holdem.md):
 *
 * 1. Play any pair or better that uses a hole card (a pocket pair, or a hole card matching a flop card), four cards
 *    of one suit, and any open-ended straight draw (two or more ranks would complete a straight; a made straight
 *    too).
 * 2. Otherwise count points: the lower hole card's rank (2 … king 13); + 2 for each 2 or 3 on the flop (they make
 *    it harder for the dealer to qualify); + 5 for an inside straight draw (exactly one rank completes a straight);
 *    + 1 when the flop is paired; and for the flush outlook, + 2 when both hole cards share a suit with a flop card,
 *    otherwise, when two or three flop cards share a suit, + 1 if you hold one card of it, − 2 if you hold none,
 *    and − 8 more when all three flop cards share it. Play when the points reach CASINO_HOLDEM_POINTS_NEEDED for
 *    the higher hole card (ace −6, king −3, queen 1, jack 3, ten 4, nine 7, eight or lower 9); fold otherwise.
 *
 * It plays about 83 % of hands and gives the house 2.4 % of the ante, against the optimal strategy's 2.16 %.
 */
export function casinoHoldemOptimalDecision(view: CasinoHoldemView): CasinoHoldemDecision {
  const [first, second] = view.player as [Card, Card];
  const flop = view.flop as [Card, Card, Card];
  const a = rankOf(first);
  const b = rankOf(second);
  if (a === b) return 'play';
  let lowFlopCards = 0;
  let flopPaired = false;
  for (let i = 0; i < 3; i++) {
    const rank = rankOf(flop[i] as Card);
    if (rank === a || rank === b) return 'play';
    if (rank <= 3) lowFlopCards += 1;
    for (let j = i + 1; j < 3; j++) if (rankOf(flop[j] as Card) === rank) flopPaired = true;
  }
  const five = [first, second, ...flop];
  for (const card of five) {
    let sameSuit = 0;
    for (const other of five) if (other.suit === card.suit) sameSuit += 1;
    if (sameSuit >= 4) return 'play';
  }
  const outs = straightOuts(five);
  if (outs >= 2) return 'play';
  let points = Math.min(a, b) + 2 * lowFlopCards + (outs === 1 ? 5 : 0) + (flopPaired ? 1 : 0);
  const suitedWithFlop = first.suit === second.suit && flop.some((card) => card.suit === first.suit);
  if (suitedWithFlop) {
    points += 2;
  } else {
    // the flop's main suit: two or three of its cards share it
    const main = flop[0].suit === flop[1].suit || flop[0].suit === flop[2].suit ? flop[0].suit : flop[1].suit;
    const ofMain = flop.filter((card) => card.suit === main).length;
    if (ofMain >= 2) {
      points += first.suit === main || second.suit === main ? 1 : -2;
      if (ofMain === 3) points -= 8;
    }
  }
  return points >= (CASINO_HOLDEM_POINTS_NEEDED[Math.max(a, b)] as number) ? 'play' : 'fold';
}
