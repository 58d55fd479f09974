import { DEFAULT_FAN_TAN_CONFIG, type FanTanOutcome } from '@app/games';
import { API_MAX_BETS, type FamilyBoard, odds, spot } from './board-types';

const PAY = DEFAULT_FAN_TAN_CONFIG.payouts;
const SIDES = [1, 2, 3, 4] as const;
const KWOKS = [
  [1, 2],
  [2, 3],
  [3, 4],
  [1, 4],
] as const;
const THREES = [
  [1, 2, 3],
  [1, 2, 4],
  [1, 3, 4],
  [2, 3, 4],
] as const;

/** Nim: one number wins, another pushes — every ordered pair. */
const NIMS = SIDES.flatMap((win) => SIDES.filter((push) => push !== win).map((push) => [win, push] as const));
/** Nga tan: two numbers win, a third pushes. */
const NGA_TANS: (readonly [number, number, number])[] = THREES.flatMap((three) =>
  three.map((push) => {
    const [a, b] = three.filter((n) => n !== push) as [number, number];
    return [a, b, push] as const;
  }),
);

/**
 * Fan Tan: a side (fan 1–4), two adjacent sides (kwok), odd and even, three sides (sheh-sam-hong), then, folded
 * away, nim (one number wins, another pushes) and nga tan (two win, a third pushes): each spot names its push.
 */
export const fanTanBoard: FamilyBoard<FanTanOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'fan',
      title: x('fanTitle'),
      layout: 'grid',
      columns: 4,
      spots: SIDES.map((n) =>
        spot<FanTanOutcome>({
          bet: { type: 'fan', selection: n },
          label: String(n),
          name: x('fan', { n }),
          odds: odds(PAY.fan, lang),
          tone: 'gold big',
          wins: (o) => o.remainder === n,
        }),
      ),
    },
    {
      id: 'kwok',
      title: x('kwokTitle'),
      layout: 'grid',
      columns: 4,
      spots: KWOKS.map((pair) =>
        spot<FanTanOutcome>({
          bet: { type: 'kwok', selection: [...pair] },
          label: pair.join('·'),
          name: x('kwok', { list: pair.join(', ') }),
          odds: odds(PAY.kwok, lang),
          wins: (o) => (pair as readonly number[]).includes(o.remainder),
        }),
      ),
    },
    {
      id: 'parity',
      layout: 'grid',
      columns: 2,
      spots: [
        spot({
          bet: { type: 'odd' },
          label: x('odd'),
          sub: '1·3',
          name: `${x('odd')} 1, 3`,
          odds: odds(PAY.odd, lang),
          tone: 'red',
          wins: (o) => o.remainder % 2 === 1,
        }),
        spot({
          bet: { type: 'even' },
          label: x('even'),
          sub: '2·4',
          name: `${x('even')} 2, 4`,
          odds: odds(PAY.even, lang),
          tone: 'blue',
          wins: (o) => o.remainder % 2 === 0,
        }),
      ],
    },
    {
      id: 'three',
      title: x('threeTitle'),
      layout: 'grid',
      columns: 4,
      spots: THREES.map((three) =>
        spot<FanTanOutcome>({
          bet: { type: 'sheh_sam_hong', selection: [...three] },
          label: three.join('·'),
          name: x('three', { list: three.join(', ') }),
          odds: odds(PAY.sheh_sam_hong, lang),
          wins: (o) => (three as readonly number[]).includes(o.remainder),
        }),
      ),
    },
    {
      id: 'nim',
      title: x('nimTitle'),
      fold: true,
      layout: 'grid',
      columns: 4,
      wideColumns: 6,
      spots: NIMS.map(([win, push]) =>
        spot<FanTanOutcome>({
          bet: { type: 'nim', selection: [win, push] },
          label: String(win),
          sub: x('pushOn', { n: push }),
          name: x('nim', { win, push }),
          odds: odds(PAY.nim, lang),
          wins: (o) => o.remainder === win,
        }),
      ),
    },
    {
      id: 'nga-tan',
      title: x('ngaTanTitle'),
      fold: true,
      layout: 'grid',
      columns: 4,
      wideColumns: 6,
      spots: NGA_TANS.map(([a, b, push]) =>
        spot<FanTanOutcome>({
          bet: { type: 'nga_tan', selection: [a, b, push] },
          label: `${a}·${b}`,
          sub: x('pushOn', { n: push }),
          name: x('ngaTan', { wins: `${a}, ${b}`, push }),
          odds: odds(PAY.nga_tan, lang),
          wins: (o) => o.remainder === a || o.remainder === b,
        }),
      ),
    },
  ],
  badge: (o, { x }) => ({
    text: String(o.remainder),
    tone: o.remainder % 2 === 1 ? 'red' : 'blue',
    label: `${x('beads', { n: o.beads })} · ${x('remainder', { n: o.remainder })}`,
  }),
  maxBets: Math.min(API_MAX_BETS, DEFAULT_FAN_TAN_CONFIG.maxBetsPerRound),
  revealMs: 2_600,
};
