import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { kindBetTypeRates, vnBetTypeRates } from '../rates.ts';
import { DEFAULT_VN_LOTTERY_CONFIGS } from '../vn/index.ts';
import {
  type AnyKindEngine,
  KIND_TABLES,
  type KindBetType,
  type KindLine,
  type KindTable,
  kindEngine,
  kindLineCost,
  kindMaxPoints,
  MAX_POINTS,
  NO_NUMBER,
  settleKindLine,
} from './index.ts';

const d5 = kindEngine({ kind: 'digits', digits: 5 });
const d3 = kindEngine({ kind: 'digits', digits: 3 });
const keno = kindEngine({ kind: 'keno' });
const pk10 = kindEngine({ kind: 'pk10' });
const fourD = kindEngine({ kind: 'four_d' });
const ENGINES: [string, AnyKindEngine][] = [
  ['5D', d5],
  ['3D', d3],
  ['keno', keno],
  ['pk10', pk10],
  ['4D', fourD],
];
const elott = KIND_TABLES.Elott;
const TABLES: KindTable[] = Object.values(KIND_TABLES);

const line = (type: string, numbers: string[], points = 1n): KindLine => ({ type, numbers, points });
const infoOf = (engine: AnyKindEngine, type: string) =>
  engine.betTypes.find((info) => info.type === type) as KindBetType;
/** Each bet's return in hundredths, after checkLine accepted the line. */
const returns = (engine: AnyKindEngine, type: string, numbers: string[], outcome: unknown) => {
  engine.checkLine(line(type, numbers));
  return engine.multipliersX100(line(type, numbers), outcome);
};
const settle = (engine: AnyKindEngine, l: KindLine, outcome: unknown) => {
  engine.checkLine(l);
  return {
    ...settleKindLine(engine, elott, l, outcome),
    cost: kindLineCost(elott, infoOf(engine, l.type), l),
  };
};
const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return error instanceof InstantGameError
      ? error.code
      : `${(error as Error).name}: ${(error as Error).message}`;
  }
  return 'accepted';
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const padded = (from: number, to: number, width: number) =>
  range(from, to).map((n) => String(n).padStart(width, '0'));

const DRAW_5D = { kind: 'digits', digits: [3, 8, 0, 5, 3] }; // sum 19; first = last = 3
const DRAW_3D = { kind: 'digits', digits: [3, 8, 0] }; // sum 11; 3 > 0
const LOW = { kind: 'keno', numbers: range(1, 20) }; // sum 210
const MIDDLE = { kind: 'keno', numbers: [...range(1, 10), ...range(71, 80)] }; // ten pairs of 81: sum 810
const RACE = { kind: 'pk10', cars: [7, 2, 10, 1, 5, 3, 9, 4, 8, 6] }; // top two 7 + 2 = 9
const DRAW_4D = {
  kind: 'four_d',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['0042', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
  consolations: padded(0, 9, 4),
};

describe('digits kind', () => {
  it('pays each 5D type on 3 8 0 5 3 (sum 19 is small: 38 < 45; 3 = 3 pushes dragon and tiger)', () => {
    expect(returns(d5, 'digit', ['1:3', '1:4', '2:8', '5:3'], DRAW_5D)).toEqual([980, 0, 980, 980]);
    expect(returns(d5, 'big', ['1', '2', '3', '4', '5'], DRAW_5D)).toEqual([0, 198, 0, 198, 0]);
    expect(returns(d5, 'small', ['1', '2', '3'], DRAW_5D)).toEqual([198, 0, 198]);
    expect(returns(d5, 'odd', ['1', '2', '4'], DRAW_5D)).toEqual([198, 0, 198]);
    expect(returns(d5, 'even', ['2', '3'], DRAW_5D)).toEqual([198, 198]);
    const none = ['sum_big', 'sum_small', 'sum_odd', 'sum_even', 'dragon', 'tiger', 'tie'];
    expect(none.map((type) => returns(d5, type, [NO_NUMBER], DRAW_5D)[0])).toEqual([
      0, 198, 198, 0, 100, 100, 950,
    ]);
  });

  it('pays the 3D straight and sides on 3 8 0 (sum 11 is small: 22 < 27; dragon 3 > 0)', () => {
    expect(returns(d3, 'straight', ['380', '381', '042', '000'], DRAW_3D)).toEqual([98_000, 0, 0, 0]);
    expect(returns(d3, 'digit', ['3:0', '3:8'], DRAW_3D)).toEqual([980, 0]);
    const none = ['sum_big', 'sum_small', 'dragon', 'tiger', 'tie'];
    expect(none.map((type) => returns(d3, type, [NO_NUMBER], DRAW_3D)[0])).toEqual([0, 198, 198, 0, 0]);
  });

  it('settles money at Elott: points × 100,000 × multiplier ÷ 100 per bet', () => {
    // 2 × 100,000 × 980 / 100
    expect(settle(d5, line('digit', ['1:3'], 2n), DRAW_5D)).toEqual({
      payout: 1_960_000n,
      hits: 1,
      cost: 200_000n,
    });
    // 3 × 100,000 × (980 + 0 + 980) / 100; three bets cost 3 × 3 × 100,000
    expect(settle(d5, line('digit', ['1:3', '1:4', '2:8'], 3n), DRAW_5D)).toEqual({
      payout: 5_880_000n,
      hits: 2,
      cost: 900_000n,
    });
    // a push returns the stake: 5 × 100,000 × 100 / 100
    expect(settle(d5, line('dragon', [NO_NUMBER], 5n), DRAW_5D)).toEqual({
      payout: 500_000n,
      hits: 1,
      cost: 500_000n,
    });
    // 1 × 100,000 × 98,000 / 100
    expect(settle(d3, line('straight', ['380', '042']), DRAW_3D)).toEqual({
      payout: 98_000_000n,
      hits: 1,
      cost: 200_000n,
    });
  });
});

describe('keno kind', () => {
  it('pays a ticket by paytable[spots − 1][hits], its hits the numbers caught', () => {
    expect(returns(keno, 'spots', ['01', '02', '50'], LOW)).toEqual([280]); // 2 of 3: 2.8×
    expect(returns(keno, 'spots', ['07'], LOW)).toEqual([380]);
    expect(returns(keno, 'spots', padded(41, 50, 2), LOW)).toEqual([100]); // 0 of 10: 1×
    // one ticket: 5 × 100,000 × 280 / 100, costing 5 × 100,000 (not × 3)
    expect(settle(keno, line('spots', ['01', '02', '50'], 5n), LOW)).toEqual({
      payout: 1_400_000n,
      hits: 2,
      cost: 500_000n,
    });
    expect(settle(keno, line('spots', padded(41, 50, 2)), LOW)).toEqual({
      payout: 100_000n,
      hits: 0,
      cost: 100_000n,
    });
  });

  it('pays the sums: 210 is small and even; 810 pushes big and small', () => {
    const sums = ['sum_big', 'sum_small', 'sum_odd', 'sum_even'];
    expect(sums.map((type) => returns(keno, type, [NO_NUMBER], LOW)[0])).toEqual([0, 198, 0, 198]);
    expect(MIDDLE.numbers.reduce((a, b) => a + b, 0)).toBe(810);
    expect(sums.map((type) => returns(keno, type, [NO_NUMBER], MIDDLE)[0])).toEqual([100, 100, 0, 198]);
  });
});

describe('pk10 kind', () => {
  it('pays each type on the finish 7 2 10 1 5 3 9 4 8 6 (top two sum 9)', () => {
    expect(returns(pk10, 'car', ['1:07', '2:02', '3:10', '1:02'], RACE)).toEqual([980, 980, 980, 0]);
    expect(returns(pk10, 'big', ['1', '2', '3'], RACE)).toEqual([198, 0, 198]);
    expect(returns(pk10, 'small', ['2'], RACE)).toEqual([198]);
    expect(returns(pk10, 'odd', ['1', '2'], RACE)).toEqual([198, 0]);
    expect(returns(pk10, 'even', ['3'], RACE)).toEqual([198]);
    // 7 v 6, 2 v 8, 10 v 4, 1 v 9, 5 v 3
    expect(returns(pk10, 'dragon', ['1', '2', '3', '4', '5'], RACE)).toEqual([198, 0, 198, 0, 198]);
    expect(returns(pk10, 'tiger', ['1', '2', '3', '4', '5'], RACE)).toEqual([0, 198, 0, 198, 0]);
    expect(returns(pk10, 'sum', ['09', '10', '03'], RACE)).toEqual([1_100, 0, 0]);
    const sides = ['sum_big', 'sum_small', 'sum_odd', 'sum_even'];
    expect(sides.map((type) => returns(pk10, type, [NO_NUMBER], RACE)[0])).toEqual([0, 178, 178, 0]);
    // 3 × 100,000 × 1,100 / 100; two bets
    expect(settle(pk10, line('sum', ['09', '10'], 3n), RACE)).toEqual({
      payout: 3_300_000n,
      hits: 1,
      cost: 600_000n,
    });
  });
});

describe('4D kind', () => {
  it('pays big on every tier and small on the top three', () => {
    const numbers = ['1234', '5678', '9012', '0042', '0007', '4321'];
    expect(returns(fourD, 'big', numbers, DRAW_4D)).toEqual([290_000, 145_000, 72_000, 36_000, 9_000, 0]);
    expect(returns(fourD, 'small', numbers, DRAW_4D)).toEqual([495_000, 330_000, 132_000, 0, 0, 0]);
    // 2 × 100,000 × 3,300
    expect(settle(fourD, line('small', ['5678', '0042'], 2n), DRAW_4D)).toEqual({
      payout: 660_000_000n,
      hits: 1,
      cost: 400_000n,
    });
  });
});

describe('checkLine', () => {
  const refused: [string, AnyKindEngine, KindLine][] = [
    ['an unknown type', d5, line('jackpot', ['1'])],
    ['a straight on 5D', d5, line('straight', ['38053'])],
    ['no numbers', d5, line('digit', [])],
    ['11 keno spots', keno, line('spots', padded(1, 11, 2))],
    ['two numbers on a none type', d5, line('sum_big', [NO_NUMBER, '1'])],
    ['"1:x"', d5, line('digit', ['1:x'])],
    ['"7" as a position:value', d5, line('digit', ['7'])],
    ['"1:" and "1:3:4"', d5, line('digit', ['1:', '1:3:4'])],
    ['"1:03" (a 5D digit is one digit wide)', d5, line('digit', ['1:03'])],
    ['"42" as a 3D straight', d3, line('straight', ['42'])],
    ['position "6" of 5D', d5, line('big', ['6'])],
    ['position "0"', d5, line('odd', ['0'])],
    ['" 1" as a position', d5, line('odd', [' 1'])],
    ['"08:1"', d5, line('digit', ['08:1'])],
    ['a pk10 car "3:7" (unpadded)', pk10, line('car', ['3:7'])],
    ['a repeated number', d5, line('digit', ['1:3', '2:4', '1:3'])],
    ['a repeated keno spot', keno, line('spots', ['05', '05'])],
    ['a number on a none type', d5, line('tie', ['3'])],
    ['an empty number on a none type', keno, line('sum_big', [''])],
    ['keno "81", "00" and "7"', keno, line('spots', ['81', '00', '7'])],
    ['pk10 car "3:11" and "11:03"', pk10, line('car', ['3:11', '11:03'])],
    ['pk10 sum "02", "20" and "9"', pk10, line('sum', ['02', '20', '9'])],
    ['4D "10000" and "42"', fourD, line('big', ['10000', '42'])],
    ['dragon position "6"', pk10, line('dragon', ['6'])],
    ['a number that is not a string', d5, line('big', [1 as unknown as string])],
    ['numbers that are not a list', d5, { type: 'big', numbers: '1' as unknown as string[], points: 1n }],
  ];
  it.each(refused)('refuses %s', (_, engine, l) => {
    expect(codeOf(() => engine.checkLine(l))).toBe('invalid_bet');
    // a line of several malformed numbers: each is refused on its own too
    if (/ and /.test(_)) {
      for (const n of l.numbers) {
        expect(codeOf(() => engine.checkLine({ ...l, numbers: [n] }))).toBe('invalid_bet');
      }
    }
  });

  it('refuses the same bet written twice with a zero-padded position', () => {
    // a position has one spelling (no leading zero), so the duplicate check on the strings sees every repeat
    expect(codeOf(() => d5.checkLine(line('digit', ['1:3', '01:3'])))).toBe('invalid_bet');
    expect(codeOf(() => d5.checkLine(line('big', ['1', '01'])))).toBe('invalid_bet');
    expect(codeOf(() => pk10.checkLine(line('car', ['3:07', '03:07'])))).toBe('invalid_bet');
  });
});

describe('assertOutcome', () => {
  const seeds = (nonce: number) => fairSource({ serverSeed: 'kinds-server', clientSeed: 'player', nonce });
  it.each(ENGINES)('accepts and repeats the %s engine’s own draw, also after JSON', (_, engine) => {
    const outcome = engine.draw(seeds(7));
    expect(engine.draw(seeds(7))).toEqual(outcome);
    expect(engine.assertOutcome(outcome)).toBe(outcome);
    expect(engine.assertOutcome(JSON.parse(JSON.stringify(outcome)))).toEqual(outcome);
  });

  it('accepts the fixed draws above', () => {
    expect(d5.assertOutcome(DRAW_5D)).toBe(DRAW_5D); // digits may repeat
    for (const [engine, outcome] of [
      [d3, DRAW_3D],
      [keno, LOW],
      [keno, MIDDLE],
      [pk10, RACE],
      [fourD, DRAW_4D],
    ] as const) {
      expect(engine.assertOutcome(outcome)).toBe(outcome);
    }
  });

  const bad: [string, AnyKindEngine, unknown][] = [
    ['4 digits for 5D', d5, { kind: 'digits', digits: [1, 2, 3, 4] }],
    ['5 digits for 3D', d3, DRAW_5D],
    ['a digit 10', d5, { kind: 'digits', digits: [1, 2, 3, 4, 10] }],
    ['a digit 1.5', d5, { kind: 'digits', digits: [1, 2, 3, 4, 1.5] }],
    ['a keno draw for digits', d5, LOW],
    ['null', d5, null],
    ['19 keno numbers', keno, { kind: 'keno', numbers: range(1, 19) }],
    ['a repeated keno number', keno, { kind: 'keno', numbers: [...range(1, 19), 1] }],
    ['keno 81', keno, { kind: 'keno', numbers: [...range(1, 19), 81] }],
    ['a race for keno', keno, RACE],
    ['9 cars', pk10, { kind: 'pk10', cars: range(1, 9) }],
    ['a repeated car', pk10, { kind: 'pk10', cars: [...range(1, 9), 1] }],
    ['car 11', pk10, { kind: 'pk10', cars: [...range(1, 9), 11] }],
    ['digits for pk10', pk10, DRAW_5D],
    ['a repeated 4D number', fourD, { ...DRAW_4D, third: '0042' }],
    ['9 starters', fourD, { ...DRAW_4D, starters: DRAW_4D.starters.slice(1) }],
    ['a 4D "42"', fourD, { ...DRAW_4D, first: '42' }],
    ['a 4D number as a number', fourD, { ...DRAW_4D, first: 1234 }],
    ['no first prize', fourD, { ...DRAW_4D, first: undefined }],
    ['a keno draw for 4D', fourD, LOW],
  ];
  it.each(bad)('refuses %s', (_, engine, outcome) => {
    expect(codeOf(() => engine.assertOutcome(outcome))).toBe('invalid_bet');
  });

  it('refuses a 4D draw whose starters or consolations are not lists', () => {
    expect(codeOf(() => fourD.assertOutcome({ ...DRAW_4D, starters: undefined }))).toBe('invalid_bet');
    expect(codeOf(() => fourD.assertOutcome({ ...DRAW_4D, consolations: {} }))).toBe('invalid_bet');
    expect(codeOf(() => fourD.assertOutcome({ kind: 'four_d' }))).toBe('invalid_bet');
  });
});

/** Every number a type takes, written as the slip writes it. */
function universeOf(info: KindBetType): string[] {
  const values = padded(info.minValue, info.maxValue, info.digits);
  switch (info.selection) {
    case 'none':
      return [NO_NUMBER];
    case 'position':
      return range(1, info.positions).map(String);
    case 'position_value':
      return range(1, info.positions).flatMap((p) => values.map((v) => `${p}:${v}`));
    default:
      return values;
  }
}

describe('properties', () => {
  it.each(ENGINES)('%s: valid lines are accepted and paid exactly, bet by bet', (_, engine) => {
    const lines = fc.constantFrom(...engine.betTypes).chain((info) => {
      const universe = universeOf(info);
      const maxLength = Math.min(info.maxNumbers, universe.length);
      return fc.record({
        info: fc.constant(info),
        numbers: fc.shuffledSubarray(universe, { minLength: info.minNumbers, maxLength }),
        points: fc.bigInt({ min: 1n, max: MAX_POINTS }),
      });
    });
    const nonces = fc.integer({ min: 0, max: 2 ** 31 - 1 });
    fc.assert(
      fc.property(lines, nonces, fc.constantFrom(...TABLES), ({ info, numbers, points }, nonce, table) => {
        const l = { type: info.type, numbers, points };
        engine.checkLine(l);
        const outcome = engine.assertOutcome(
          engine.draw(fairSource({ serverSeed: 'kinds-property', clientSeed: 'player', nonce })),
        );
        const set = info.selection === 'set';
        const multipliers = engine.multipliersX100(l, outcome);
        expect(multipliers).toHaveLength(set ? 1 : numbers.length);
        const possible = new Set([0, 100, info.multiplierX100, ...(info.payTableX100?.flat() ?? [])]);
        for (const m of multipliers) expect(possible.has(m)).toBe(true);
        const { payout, hits } = settleKindLine(engine, table, l, outcome);
        const stake = points * table.pricePerPoint;
        expect(payout >= 0n).toBe(true);
        expect(payout % (stake / 100n)).toBe(0n);
        expect(payout * 100n).toBe(stake * BigInt(multipliers.reduce((a, b) => a + b, 0)));
        expect(hits >= 0 && hits <= numbers.length).toBe(true);
        if (!set) {
          const one = (n: string) => settleKindLine(engine, table, { ...l, numbers: [n] }, outcome).payout;
          expect(numbers.reduce((sum, n) => sum + one(n), 0n)).toBe(payout);
        }
        const cost = kindLineCost(table, info, l);
        expect(cost).toBe(stake * BigInt(set ? 1 : numbers.length));
        expect(cost > 0n).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('kindMaxPoints keeps the best win of a number within the table, unless it is MAX_POINTS', () => {
    for (const [, engine] of ENGINES) {
      for (const info of engine.betTypes) {
        for (const table of TABLES) {
          const points = kindMaxPoints(table, info);
          const win = (p: bigint) => (p * table.pricePerPoint * BigInt(info.multiplierX100)) / 100n;
          expect(points >= 1n && points <= MAX_POINTS).toBe(true);
          expect(win(points) <= table.maxWinPerNumber).toBe(true);
          if (points < MAX_POINTS) expect(win(points + 1n) > table.maxWinPerNumber).toBe(true);
        }
      }
    }
  });
});

describe('kindMaxPoints', () => {
  it('is max win ÷ best win per point, floored, within 1..MAX_POINTS', () => {
    const at = (engine: AnyKindEngine, type: string, table: KindTable = elott) =>
      kindMaxPoints(table, infoOf(engine, type));
    expect(at(d5, 'digit')).toBe(10_000n); // 10^10 / 980,000 = 10,204
    expect(at(d3, 'straight')).toBe(102n); // 10^10 / 98,000,000
    expect(at(fourD, 'big')).toBe(34n); // 10^10 / 290,000,000
    expect(at(fourD, 'small')).toBe(20n); // 10^10 / 495,000,000
    expect(at(keno, 'spots')).toBe(5n); // 10^10 / 2,000,000,000 (10 of 9 or 10 of 10: 20,000×)
    expect(at(pk10, 'sum')).toBe(2_272n); // 10^10 / 4,400,000
    expect(at(d3, 'straight', KIND_TABLES.SEA)).toBe(1_020n); // 10^11 / 98,000,000
    expect(at(fourD, 'big', KIND_TABLES.ZY)).toBe(34n); // 10^11 / 2,900,000,000
    expect(at(fourD, 'big', { pricePerPoint: 100_000n, maxWinPerNumber: 1n })).toBe(1n);
    expect(kindMaxPoints(elott, { ...infoOf(d5, 'tie'), multiplierX100: 0 })).toBe(MAX_POINTS);
  });
});

describe('rates', () => {
  const ratesOf = (engine: AnyKindEngine) =>
    Object.fromEntries(kindBetTypeRates(engine.betTypes, elott).map((rates) => [rates.type, rates]));

  it('states each type at Elott: win per point, pay tables, points limit and RTP', () => {
    const five = ratesOf(d5);
    expect(five.digit).toMatchObject({ selection: 'position_value', positions: 5, digits: 1 });
    expect(five.digit).toMatchObject({
      pricePerPoint: '100000',
      payoutPerPoint: '980000',
      maxPoints: '10000',
    });
    expect(five.digit?.rtp).toBe(98); // 9.8 × 1/10
    expect(five.big).toMatchObject({ payoutPerPoint: '198000', rtp: 99 }); // 1.98 × 1/2
    expect(five.dragon?.rtp).toBe(99.1); // 1.98 × 45/100 + 1 × 10/100
    expect(five.tie).toMatchObject({ payoutPerPoint: '950000', rtp: 95, selection: 'none' });
    expect(ratesOf(d3).straight).toMatchObject({
      payoutPerPoint: '98000000',
      maxPoints: '102',
      rtp: 98,
      digits: 3,
    });
    const spots = ratesOf(keno).spots;
    // a ticket's limit is its size's: 1 number (best 3.8×) the cap, 3 numbers (40×) 2,500, 10 numbers (20,000×) 5
    expect(spots).toMatchObject({ selection: 'set', payoutPerPoint: '2000000000', maxPoints: '10000' });
    expect(spots?.maxPointsByCount?.[0]).toBe('10000');
    expect(spots?.maxPointsByCount?.[2]).toBe('2500');
    expect(spots?.maxPointsByCount?.[9]).toBe('5');
    expect(spots?.payTable?.[2]).toEqual(['0', '0', '280000', '4000000']);
    expect(spots?.payTable?.[9]?.[0]).toBe('100000');
    const race = ratesOf(pk10);
    expect(race.sum).toMatchObject({ payoutPerPoint: '4400000', maxPoints: '2272', rtp: 97.33 }); // 14.6 × 6/90
    expect(race.sum?.payTable?.[0]).toHaveLength(17);
    expect(race.sum?.payTable?.[0]?.[6]).toBe('1100000'); // sum 9
    expect(race.sum?.payTable?.[0]?.[8]).toBe('880000'); // sum 11
    expect(race.car?.rtp).toBe(98);
    expect(race.sum_big?.rtp).toBe(97.78); // 2.2 × 40/90
    expect(race.sum_small?.rtp).toBe(98.89); // 1.78 × 50/90
    const four = ratesOf(fourD);
    expect(four.big?.payTable).toEqual([['290000000', '145000000', '72000000', '36000000', '9000000']]);
    expect(four.small?.payTable).toEqual([['495000000', '330000000', '132000000']]);
    // (2,900 + 1,450 + 720 + 10 × 360 + 10 × 90) / 10,000 and (4,950 + 3,300 + 1,320) / 10,000
    expect([four.big?.rtp, four.small?.rtp]).toEqual([95.7, 95.7]);
  });

  it.each(ENGINES)(
    '%s: every type is priced at price × multiplier ÷ 100, RTP between 90 and 100 percent',
    (_, engine) => {
      const perPoint = (m: number) => String((elott.pricePerPoint * BigInt(m)) / 100n);
      for (const rates of kindBetTypeRates(engine.betTypes, elott)) {
        const info = infoOf(engine, rates.type);
        expect(rates.pricePerPoint).toBe('100000');
        expect(rates.payoutPerPoint).toBe(perPoint(info.multiplierX100));
        expect(rates.payTable).toEqual(info.payTableX100?.map((row) => row.map(perPoint)) ?? null);
        expect(Number(rates.maxPoints)).toBeGreaterThanOrEqual(1);
        expect(Number(rates.maxPoints)).toBeLessThanOrEqual(10_000);
        expect(rates.rtp).toBeGreaterThan(90);
        expect(rates.rtp).toBeLessThan(100);
      }
    },
  );

  it('lists the 18 Vietnamese types, a set exactly for xiên and lô trượt', () => {
    const rates = vnBetTypeRates(DEFAULT_VN_LOTTERY_CONFIGS.north);
    expect(rates).toHaveLength(18);
    expect(rates.filter((r) => r.selection === 'set').map((r) => r.type)).toEqual([
      'xien_2',
      'xien_3',
      'xien_4',
      ...range(4, 10).map((n) => `lo_truot_${n}`),
    ]);
    expect(rates.filter((r) => r.selection !== 'set').every((r) => r.selection === 'number')).toBe(true);
  });
});
