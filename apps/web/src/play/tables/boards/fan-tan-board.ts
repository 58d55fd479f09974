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

/**
 * Fan Tan: a side (fan 1–4), two adjacent sides (kwok), odd and even, three sides (sheh-sam-hong). Nim and nga tan
 * (a winning number with another that pushes) are left out of this board: they need a second choice per chip.
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
  ],
  badge: (o, { x }) => ({
    text: String(o.remainder),
    tone: o.remainder % 2 === 1 ? 'red' : 'blue',
    label: `${x('beads', { n: o.beads })} · ${x('remainder', { n: o.remainder })}`,
  }),
  maxBets: Math.min(API_MAX_BETS, DEFAULT_FAN_TAN_CONFIG.maxBetsPerRound),
  revealMs: 2_600,
};
