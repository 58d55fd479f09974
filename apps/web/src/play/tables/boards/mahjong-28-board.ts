import {
  DEFAULT_MAHJONG_28_CONFIG,
  MAHJONG_28_WHITE,
  type Mahjong28Hand,
  type Mahjong28Outcome,
  type Mahjong28Position,
} from '@app/games';
import type { Translate } from '../../i18n/texts';
import type { TableKey } from '../table-texts';
import { API_MAX_BETS, type Badge, type FamilyBoard, odds, spot } from './board-types';

const PAYOUTS = DEFAULT_MAHJONG_28_CONFIG.payouts;
/** The positions as the wire names them (1..3), and as the outcome does. */
export const MAHJONG_28_DOORS = [1, 2, 3] as const;
export const doorOf = (n: number) => `player_${n}` as Mahjong28Position;

/** Points with a half as "8½" (a white dragon counts ½). */
export function halfPoints(points: number): string {
  const whole = Math.floor(points);
  return points > whole ? `${whole}½` : String(whole);
}

/** What a hand makes, in words: "Đôi 9", "Đôi trắng", "28", "8½ điểm", "Bù". */
export function mahjong28HandText(hand: Mahjong28Hand, x: Translate<TableKey>): string {
  if (hand.category === 'pair') {
    const tile = hand.tiles[0];
    return tile === MAHJONG_28_WHITE ? x('mjWhitePair') : x('mjPairOf', { n: tile ?? '' });
  }
  if (hand.category === 'twenty_eight') return x('mjTwentyEight');
  if (hand.points === 0) return x('mjBust');
  if (hand.points === 1) return x('mjOnePoint');
  return x('mjPoints', { n: halfPoints(hand.points) });
}

/** The positions that beat the banker, tied it, and were dealt a pair (by number). */
export function mahjong28Results(o: Mahjong28Outcome) {
  const which = (test: (n: number) => boolean) => MAHJONG_28_DOORS.filter(test);
  return {
    winners: which((n) => o.versusBanker[doorOf(n)] === 'win'),
    ties: which((n) => o.versusBanker[doorOf(n)] === 'tie'),
    pairs: which((n) => o[doorOf(n)].category === 'pair'),
  };
}

/** The round in a sentence: "Thắng: Cửa 1, Cửa 3 · Hòa: Cửa 2 · Đôi: Cửa 3". */
export function mahjong28Summary(o: Mahjong28Outcome, x: Translate<TableKey>): string {
  const { winners, ties, pairs } = mahjong28Results(o);
  const list = (doors: readonly number[]) => doors.map((n) => x('door', { n })).join(', ');
  const parts = [
    winners.length > 0
      ? x('positionsWin', { list: list(winners) })
      : x(ties.length > 0 ? 'mjNoneWins' : 'bankerWinsAll'),
  ];
  if (ties.length > 0) parts.push(x('mjTies', { list: list(ties) }));
  if (pairs.length > 0) parts.push(x('mjPairs', { list: list(pairs) }));
  return parts.join(' · ');
}

/** Mahjong 28: each of the three positions to beat the banker (a tie pushes) or to be dealt a pair. */
export const mahjong28Board: FamilyBoard<Mahjong28Outcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'positions',
      layout: 'grid',
      columns: 3,
      spots: (['win', 'pair'] as const).flatMap((type) =>
        MAHJONG_28_DOORS.map((n) =>
          spot<Mahjong28Outcome>({
            bet: { type, selection: n },
            label: x('door', { n }),
            sub: x(type === 'win' ? 'mjWin' : 'mjPair'),
            name: x(type === 'win' ? 'mjWinName' : 'mjPairName', { n }),
            odds: odds(PAYOUTS[type], lang),
            tone: type === 'win' ? 'blue' : 'gold',
            wins:
              type === 'win'
                ? (o) => o.versusBanker[doorOf(n)] === 'win'
                : (o) => o[doorOf(n)].category === 'pair',
          }),
        ),
      ),
    },
  ],
  badge: (o, { x }): Badge => {
    const { winners } = mahjong28Results(o);
    return {
      text: winners.length === 0 ? x('roadBankerShort') : winners.join(' '),
      tone: winners.length === 0 ? 'red' : 'blue',
      label: mahjong28Summary(o, x),
    };
  },
  maxBets: Math.min(API_MAX_BETS, DEFAULT_MAHJONG_28_CONFIG.maxBetsPerRound),
  revealMs: 2_400,
};
