import {
  BAU_CUA_FACES,
  type BauCuaFace,
  DEFAULT_BAU_CUA_CONFIG,
  DEFAULT_DICE_MINI_CONFIG,
  DEFAULT_XOC_DIA_CONFIG,
  XOC_DIA_BET_TYPES,
  type XocDiaBetType,
} from '@app/games';
import { API_MAX_BETS, type FamilyBoard, odds, spot } from './board-types';

export type SicBoOutcome = { dice: number[] };
export type BauCuaOutcome = { dice: BauCuaFace[] };
export type XocDiaOutcome = { coins: ('red' | 'white')[] };

const SIC_BO = DEFAULT_DICE_MINI_CONFIG.payouts;
const FACES = [1, 2, 3, 4, 5, 6];
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);

const sum = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0);
const isTriple = (dice: readonly number[]) => dice[0] === dice[1] && dice[1] === dice[2];

/** Sic bo (the dice-mini engine): Tài/Xỉu, odd/even, totals 4–17, triples, any triple, single numbers. */
export const sicBoBoard: FamilyBoard<SicBoOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'main',
      layout: 'grid',
      columns: 2,
      wideColumns: 4,
      spots: [
        spot({
          bet: { type: 'small' },
          label: x('small'),
          sub: '4–10',
          name: `${x('small')} 4–10`,
          odds: odds(SIC_BO.small, lang),
          tone: 'blue big',
          wins: (o) => !isTriple(o.dice) && sum(o.dice) <= 10,
        }),
        spot({
          bet: { type: 'big' },
          label: x('big'),
          sub: '11–17',
          name: `${x('big')} 11–17`,
          odds: odds(SIC_BO.big, lang),
          tone: 'red big',
          wins: (o) => !isTriple(o.dice) && sum(o.dice) >= 11,
        }),
        spot({
          bet: { type: 'odd' },
          label: x('odd'),
          name: x('odd'),
          odds: odds(SIC_BO.odd, lang),
          wins: (o) => !isTriple(o.dice) && sum(o.dice) % 2 === 1,
        }),
        spot({
          bet: { type: 'even' },
          label: x('even'),
          name: x('even'),
          odds: odds(SIC_BO.even, lang),
          wins: (o) => !isTriple(o.dice) && sum(o.dice) % 2 === 0,
        }),
      ],
    },
    {
      id: 'totals',
      title: x('totals'),
      layout: 'grid',
      columns: 7,
      wideColumns: 14,
      spots: TOTALS.map((n) =>
        spot<SicBoOutcome>({
          bet: { type: 'total', selection: n },
          label: String(n),
          name: x('total', { n }),
          odds: odds(SIC_BO.total[n] ?? 0, lang),
          wins: (o) => sum(o.dice) === n,
        }),
      ),
    },
    {
      id: 'triples',
      title: x('triples'),
      layout: 'grid',
      columns: 3,
      wideColumns: 7,
      spots: [
        ...FACES.map((n) =>
          spot<SicBoOutcome>({
            bet: { type: 'triple', selection: n },
            label: '',
            name: x('triple', { n }),
            art: { kind: 'dice', values: [n, n, n] },
            odds: odds(SIC_BO.triple, lang),
            wins: (o) => isTriple(o.dice) && o.dice[0] === n,
          }),
        ),
        spot({
          bet: { type: 'any_triple' },
          label: x('anyTriple'),
          name: x('anyTriple'),
          odds: odds(SIC_BO.anyTriple, lang),
          tone: 'gold',
          fill: true,
          wins: (o) => isTriple(o.dice),
        }),
      ],
    },
    {
      id: 'singles',
      title: x('singles'),
      layout: 'grid',
      columns: 6,
      spots: FACES.map((n) =>
        spot<SicBoOutcome>({
          bet: { type: 'single', selection: n },
          label: '',
          name: x('single', { n }),
          art: { kind: 'dice', values: [n] },
          odds: `${odds(SIC_BO.single[0], lang)}–${odds(SIC_BO.single[2], lang)}`,
          wins: (o) => o.dice.includes(n),
        }),
      ),
    },
  ],
  badge: (o, { x }) => {
    const total = sum(o.dice);
    const triple = isTriple(o.dice);
    const side = triple ? x('tripleShort') : x(total >= 11 ? 'big' : 'small');
    return {
      text: String(total),
      tone: triple ? 'gold' : total >= 11 ? 'red' : 'blue',
      label: `${o.dice.join(' ')} · ${x('total', { n: total })} · ${side}`,
    };
  },
  maxBets: Math.min(API_MAX_BETS, DEFAULT_DICE_MINI_CONFIG.maxBetsPerRound),
  revealMs: 1_400,
};

/** Bầu cua: the six faces; a face pays 1:1 for each die showing it. The wire names a face by its index 0..5. */
export const bauCuaBoard: FamilyBoard<BauCuaOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'faces',
      layout: 'grid',
      columns: 3,
      wideColumns: 6,
      spots: BAU_CUA_FACES.map((face, index) =>
        spot<BauCuaOutcome>({
          bet: { type: 'face', selection: index },
          label: x(face),
          sub: x('perDie'),
          name: `${x(face)}, ${x('perDie')}`,
          art: { kind: 'face', face },
          odds: odds(DEFAULT_BAU_CUA_CONFIG.faceReturnX100[0], lang),
          wins: (o) => o.dice.includes(face),
        }),
      ),
    },
  ],
  badge: (o, { x }) => ({
    text: '',
    tone: 'plain',
    label: o.dice.map((face) => x(face)).join(', '),
    art: o.dice.map((face) => ({ kind: 'face', face })),
  }),
  maxBets: Math.min(API_MAX_BETS, DEFAULT_BAU_CUA_CONFIG.maxBetsPerRound),
  revealMs: 1_400,
};

const reds = (o: XocDiaOutcome) => o.coins.filter((coin) => coin === 'red').length;
const XOC_DIA_WINS: Record<XocDiaBetType, (reds: number) => boolean> = {
  even: (n) => n % 2 === 0,
  odd: (n) => n % 2 === 1,
  four_red: (n) => n === 4,
  four_white: (n) => n === 0,
  three_red: (n) => n === 3,
  three_white: (n) => n === 1,
};
const XOC_DIA_COINS: Record<XocDiaBetType, number | null> = {
  even: null,
  odd: null,
  four_red: 4,
  three_red: 3,
  three_white: 1,
  four_white: 0,
};
const coinsOf = (red: number) =>
  Array.from({ length: 4 }, (_, i) => (i < red ? 'red' : 'white') as 'red' | 'white');

/** Xóc đĩa: four coins under the bowl; chẵn/lẻ on the number of red faces, and the four combinations. */
export const xocDiaBoard: FamilyBoard<XocDiaOutcome> = {
  sections: ({ x, lang }) => {
    const of = (type: XocDiaBetType) => {
      const red = XOC_DIA_COINS[type];
      return spot<XocDiaOutcome>({
        bet: { type },
        label: x(type),
        name: x(type),
        odds: odds(DEFAULT_XOC_DIA_CONFIG.payouts[type], lang),
        art: red === null ? undefined : { kind: 'coins', coins: coinsOf(red) },
        tone: type === 'even' ? 'blue big' : type === 'odd' ? 'red big' : undefined,
        wins: (o) => XOC_DIA_WINS[type](reds(o)),
      });
    };
    const combos = XOC_DIA_BET_TYPES.filter((type) => XOC_DIA_COINS[type] !== null).sort(
      (a, b) => (XOC_DIA_COINS[b] ?? 0) - (XOC_DIA_COINS[a] ?? 0),
    );
    return [
      { id: 'main', layout: 'grid', columns: 2, spots: [of('even'), of('odd')] },
      { id: 'combos', layout: 'grid', columns: 2, wideColumns: 4, spots: combos.map(of) },
    ];
  },
  badge: (o, { x }) => {
    const red = reds(o);
    return {
      text: '',
      tone: red % 2 === 0 ? 'blue' : 'red',
      label: `${x('reds', { n: red })} · ${x(red % 2 === 0 ? 'even' : 'odd')}`,
      art: [{ kind: 'coins', coins: coinsOf(red) }],
    };
  },
  maxBets: Math.min(API_MAX_BETS, DEFAULT_XOC_DIA_CONFIG.maxBetsPerRound),
  revealMs: 1_400,
};
