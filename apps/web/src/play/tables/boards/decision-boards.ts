import {
  type BlackjackTableOutcome,
  blackjackTotal,
  type CasinoHoldemOutcome,
  DEFAULT_BLACKJACK_CONFIG,
  DEFAULT_CASINO_HOLDEM_CONFIG,
  DEFAULT_THREE_CARD_POKER_CONFIG,
  type ThreeCardPokerOutcome,
} from '@app/games';
import type { PlayLanguage } from '../../launch-params';
import { handClassKey } from '../decision-view';
import { API_MAX_BETS, type Badge, type BoardContext, type FamilyBoard, odds, spot } from './board-types';

/**
 * The decision tables' boards (blackjack, three card poker, casino hold'em). What the ante and blackjack's bet
 * return depends on each player's own moves, so only the side bets paid on the shared cards light up for
 * everyone (Pair Plus on the player's three cards, AA Bonus on the two cards and the flop).
 */

const THREE_CARD = DEFAULT_THREE_CARD_POKER_CONFIG;
const HOLDEM = DEFAULT_CASINO_HOLDEM_CONFIG;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A return in hundredths (stake included) as a table writes a blackjack's price: 250 → "3:2", 220 → "6:5". */
export function ratio(multiplierX100: number): string {
  const profit = multiplierX100 - 100;
  const divisor = gcd(profit, 100);
  return `${profit / divisor}:${100 / divisor}`;
}

/** The lowest and the highest price a pay table pays ("1:1–40:1"), from returns in hundredths (0: loses). */
function range(returns: readonly number[], lang: PlayLanguage): string {
  const paying = returns.filter((r) => r > 100);
  const low = Math.min(...paying);
  const high = Math.max(...paying);
  return low === high ? odds(low, lang) : `${odds(low, lang)}–${odds(high, lang)}`;
}

/** Blackjack: one bet spot; the dealer's final hand on the road (its total, a bust, or a blackjack). */
export const blackjackBoard: FamilyBoard<BlackjackTableOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'main',
      layout: 'grid',
      columns: 1,
      spots: [
        spot({
          bet: { type: 'main' },
          label: x('bjBet'),
          name: x('bjBet'),
          odds: x('bjPays', {
            win: odds(200, lang),
            bj: ratio(DEFAULT_BLACKJACK_CONFIG.blackjackPayoutX100),
          }),
          tone: 'green big',
          // what the bet returns is each player's own hand against the dealer's
          wins: () => false,
        }),
      ],
    },
  ],
  badge: (o, { x }) => {
    const dealer = blackjackTotal(o.dealer);
    if (o.natural && o.dealer.length === 2 && dealer === 21)
      return { text: 'BJ', tone: 'gold', label: x('dealerBlackjack') };
    if (o.natural) return { text: 'BJ', tone: 'blue', label: x('playerBlackjack') };
    if (dealer > 21) return { text: x('bust'), tone: 'green', label: x('dealerBust') };
    return { text: String(dealer), tone: 'black', label: x('dealerHas', { n: dealer }) };
  },
  maxBets: 1,
  revealMs: 2_600,
};

/** A poker round on the road: who won the showdown, and (a dashed ring) a dealer who did not qualify. */
function showdownBadge(
  o: Pick<ThreeCardPokerOutcome, 'showdown' | 'dealerQualifies'> & {
    player: { handClass: string };
    dealer: { handClass: string };
  },
  { x }: BoardContext,
): Badge {
  const winner =
    o.showdown === 'player'
      ? { text: x('roadPlayer'), tone: 'blue', words: x('pokerPlayerWins') }
      : o.showdown === 'dealer'
        ? { text: x('roadDealer'), tone: 'red', words: x('pokerDealerWins') }
        : { text: x('roadTie'), tone: 'green', words: x('pokerTie') };
  const name = (handClass: string) => {
    const key = handClassKey(handClass);
    return key ? x(key) : handClass;
  };
  const hands = `${name(o.player.handClass)} – ${name(o.dealer.handClass)}`;
  return {
    text: winner.text,
    tone: o.dealerQualifies ? winner.tone : `${winner.tone} nq`,
    label: [winner.words, hands, ...(o.dealerQualifies ? [] : [x('noQualify')])].join(' · '),
  };
}

/** Three card poker: Ante (played or folded after the deal) and Pair Plus (on the player's three cards). */
export const threeCardPokerBoard: FamilyBoard<ThreeCardPokerOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'main',
      layout: 'grid',
      columns: 2,
      spots: [
        spot({
          bet: { type: 'ante' },
          label: x('ante'),
          sub: x('anteBonusUpTo', {
            odds: odds(100 + Math.max(...Object.values(THREE_CARD.anteBonus)), lang),
          }),
          name: x('ante'),
          odds: odds(200, lang),
          tone: 'blue big',
          wins: () => false,
        }),
        spot({
          bet: { type: 'pair_plus' },
          label: x('pairPlus'),
          name: x('pairPlus'),
          odds: range(Object.values(THREE_CARD.pairPlus), lang),
          tone: 'gold big',
          wins: (o) => THREE_CARD.pairPlus[o.player.handClass] > 100,
        }),
      ],
    },
  ],
  badge: showdownBadge,
  maxBets: Math.min(API_MAX_BETS, THREE_CARD.maxBetsPerRound),
  revealMs: 1_800,
};

/** Casino hold'em: Ante (called or folded after the flop) and the AA Bonus (on the two cards and the flop). */
export const casinoHoldemBoard: FamilyBoard<CasinoHoldemOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'main',
      layout: 'grid',
      columns: 2,
      spots: [
        spot({
          bet: { type: 'ante' },
          label: x('ante'),
          name: x('ante'),
          odds: range(Object.values(HOLDEM.antePays), lang),
          tone: 'blue big',
          wins: () => false,
        }),
        spot({
          bet: { type: 'aa_bonus' },
          label: x('aaBonus'),
          sub: x('needsAnte'),
          name: `${x('aaBonus')} (${x('needsAnte')})`,
          odds: range(Object.values(HOLDEM.aaBonusPays), lang),
          tone: 'gold big',
          wins: (o) => o.aaBonusHand !== null && HOLDEM.aaBonusPays[o.aaBonusHand] > 100,
        }),
      ],
    },
  ],
  badge: showdownBadge,
  maxBets: Math.min(API_MAX_BETS, HOLDEM.maxBetsPerRound),
  revealMs: 2_200,
};
