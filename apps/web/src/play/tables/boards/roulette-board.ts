import {
  DEFAULT_ROULETTE_CONFIG,
  type RouletteOutcome,
  rouletteColor,
  rouletteColumn,
  rouletteDozen,
} from '@app/games';
import { API_MAX_BETS, type FamilyBoard, odds, type Spot, spot } from './board-types';

const PAY = DEFAULT_ROULETTE_CONFIG.payouts;
const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);
const THIRDS = [1, 2, 3] as const;

const EVEN_MONEY = {
  low: (n: number) => n >= 1 && n <= 18,
  even: (n: number) => n !== 0 && n % 2 === 0,
  red: (n: number) => rouletteColor(n) === 'red',
  black: (n: number) => rouletteColor(n) === 'black',
  odd: (n: number) => n % 2 === 1,
  high: (n: number) => n >= 19,
} as const;

/**
 * Roulette, single zero: zero and the 36 numbers as straight bets (upright on a phone: 12 rows of three, the
 * dozens beside them, the columns' 2:1 below), then the six even-money bets. Splits, streets, corners, six lines,
 * trios and the first four are left out of this board (the engine and the server take them).
 */
export const rouletteBoard: FamilyBoard<RouletteOutcome> = {
  sections: ({ x, lang }) => {
    const straight = (n: number): Spot<RouletteOutcome> =>
      spot({
        bet: { type: 'straight', selection: [n] },
        label: String(n),
        name: x('number', { n }),
        odds: odds(PAY.straight, lang),
        tone: rouletteColor(n),
        cell:
          n === 0 ? { row: 1, col: 1, colSpan: 3 } : { row: Math.ceil(n / 3) + 1, col: ((n - 1) % 3) + 1 },
        wins: (o) => o.number === n,
      });
    const dozens = THIRDS.map((d) =>
      spot<RouletteOutcome>({
        bet: { type: 'dozen', selection: d },
        label: x('dozen', { n: d }),
        sub: `${12 * d - 11}–${12 * d}`,
        name: `${x('dozen', { n: d })} ${12 * d - 11}–${12 * d}`,
        odds: odds(PAY.dozen, lang),
        cell: { row: 4 * d - 2, col: 4, rowSpan: 4 },
        wins: (o) => rouletteDozen(o.number) === d,
      }),
    );
    const columns = THIRDS.map((c) =>
      spot<RouletteOutcome>({
        bet: { type: 'column', selection: c },
        label: odds(PAY.column, lang),
        name: x('column', { n: c }),
        odds: odds(PAY.column, lang),
        cell: { row: 14, col: c },
        wins: (o) => rouletteColumn(o.number) === c,
      }),
    );
    const outside = (Object.keys(EVEN_MONEY) as (keyof typeof EVEN_MONEY)[]).map((type) =>
      spot<RouletteOutcome>({
        bet: { type },
        label: x(type),
        sub: type === 'low' ? '1–18' : type === 'high' ? '19–36' : undefined,
        name: type === 'low' ? `${x('low')} 1–18` : type === 'high' ? `${x('high')} 19–36` : x(type),
        odds: odds(PAY[type], lang),
        tone: type === 'red' || type === 'black' ? type : undefined,
        wins: (o) => EVEN_MONEY[type](o.number),
      }),
    );
    return [
      {
        id: 'numbers',
        layout: 'roulette',
        spots: [straight(0), ...NUMBERS.map(straight), ...dozens, ...columns],
      },
      { id: 'outside', layout: 'grid', columns: 3, wideColumns: 6, spots: outside },
    ];
  },
  badge: (o, { x }) => ({
    text: String(o.number),
    tone: o.color,
    label: `${o.number} ${x(o.color)}`,
  }),
  maxBets: Math.min(API_MAX_BETS, DEFAULT_ROULETTE_CONFIG.maxBetsPerRound),
  revealMs: 2_600,
};
