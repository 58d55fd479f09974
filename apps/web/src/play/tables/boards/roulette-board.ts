import {
  DEFAULT_ROULETTE_CONFIG,
  type RouletteOutcome,
  rouletteColor,
  rouletteColumn,
  rouletteDozen,
} from '@app/games';
import {
  API_MAX_BETS,
  type BoardContext,
  type FamilyBoard,
  odds,
  type Section,
  type Spot,
  spot,
} from './board-types';

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

const ROWS = Array.from({ length: 12 }, (_, i) => [3 * i + 1, 3 * i + 2, 3 * i + 3] as const);
/** Two numbers side by side in a row, or one above the other, and zero with 1, 2 or 3. */
const SPLITS: (readonly number[])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  ...NUMBERS.filter((n) => n % 3 !== 0).map((n) => [n, n + 1]),
  ...NUMBERS.filter((n) => n <= 33).map((n) => [n, n + 3]),
].sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
/** Four numbers meeting at a corner: the left two of a row and the two under them, or the right two. */
const CORNERS = NUMBERS.filter((n) => n <= 32 && n % 3 !== 0).map((n) => [n, n + 1, n + 3, n + 4]);
const SIX_LINES = ROWS.slice(0, 11).map((row, i) => [...row, ...(ROWS[i + 1] as readonly number[])]);

type InsideBet = {
  type: 'split' | 'street' | 'corner' | 'six_line' | 'trio' | 'first_four';
  numbers: readonly number[];
};

/** An inside bet's spot: its numbers on the label (a street and a six line as a range), lit when one comes. */
function inside({ type, numbers }: InsideBet, { x, lang }: BoardContext): Spot<RouletteOutcome> {
  const list = numbers.join(', ');
  const range = `${numbers[0]}–${numbers[numbers.length - 1]}`;
  const names = {
    split: x('split', { list }),
    street: x('street', { list: range }),
    corner: x('corner', { list }),
    six_line: x('sixLine', { list: range }),
    trio: x('trio', { list }),
    first_four: x('firstFour', { list }),
  };
  return spot({
    bet: { type, selection: [...numbers] },
    label: type === 'street' || type === 'six_line' ? range : numbers.join('·'),
    name: names[type],
    odds: odds(PAY[type], lang),
    wins: (o) => numbers.includes(o.number),
  });
}

/** The inside bets, each kind folded away under its title (60 splits would fill a phone). */
function insideSections(context: BoardContext): Section<RouletteOutcome>[] {
  const section = (id: string, title: string, bets: InsideBet[], wideColumns: number) => ({
    id,
    title,
    fold: true,
    layout: 'grid' as const,
    columns: 4,
    wideColumns,
    spots: bets.map((bet) => inside(bet, context)),
  });
  const { x } = context;
  return [
    section(
      'split',
      x('splitTitle'),
      SPLITS.map((numbers) => ({ type: 'split', numbers })),
      10,
    ),
    section(
      'street',
      x('streetTitle'),
      ROWS.map((numbers) => ({ type: 'street', numbers })),
      6,
    ),
    section(
      'corner',
      x('cornerTitle'),
      [
        ...CORNERS.map((numbers) => ({ type: 'corner' as const, numbers })),
        { type: 'trio', numbers: [0, 1, 2] },
        { type: 'trio', numbers: [0, 2, 3] },
        { type: 'first_four', numbers: [0, 1, 2, 3] },
      ],
      8,
    ),
    section(
      'six-line',
      x('sixLineTitle'),
      SIX_LINES.map((numbers) => ({ type: 'six_line', numbers })),
      6,
    ),
  ];
}

/**
 * Roulette, single zero: zero and the 36 numbers as straight bets (upright on a phone: 12 rows of three, the
 * dozens beside them, the columns' 2:1 below), then the six even-money bets, then the inside bets — splits,
 * streets, corners (with the two trios and the first four) and six lines — each folded away under its title.
 */
export const rouletteBoard: FamilyBoard<RouletteOutcome> = {
  sections: (context) => {
    const { x, lang } = context;
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
      ...insideSections(context),
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
