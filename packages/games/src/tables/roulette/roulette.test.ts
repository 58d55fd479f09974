import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import {
  DEFAULT_ROULETTE_CONFIG as config,
  dealRoulette,
  isLegalInsideSelection,
  playRoulette,
  ROULETTE_BET_TYPES,
  ROULETTE_INSIDE_SELECTIONS,
  ROULETTE_INSIDE_TYPES,
  type RouletteBet,
  type RouletteBetType,
  type RouletteOutcome,
  rouletteBetExactRtp,
  rouletteBetsOfType,
  rouletteColor,
  rouletteColumn,
  rouletteDozen,
  rouletteExactRtp,
  rouletteRtpTable,
  settleRoulette,
  validateRouletteConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const stake = 1_000n;
const on = (number: number): RouletteOutcome => ({ number, color: rouletteColor(number) });
const inside = (type: RouletteBet['type'], selection: number[]): RouletteBet =>
  ({ type, selection, stake }) as RouletteBet;
const payouts = (bets: RouletteBet[], number: number, cfg = config): bigint[] =>
  settleRoulette(cfg, bets, on(number)).bets.map((settled) => settled.payout);

describe('roulette layout', () => {
  it('holds 37 straights, 60 splits, 12 streets, 22 corners, 11 six lines, 2 trios and 1 first four', () => {
    const counts = ROULETTE_INSIDE_TYPES.map((type) => ROULETTE_INSIDE_SELECTIONS[type].length);
    expect(counts).toEqual([37, 60, 12, 22, 11, 2, 1]);
  });

  it('colours 18 numbers red, 18 black and zero green, and finds dozens and columns', () => {
    const colors = Array.from({ length: 37 }, (_, n) => rouletteColor(n));
    expect(colors.filter((color) => color === 'red')).toHaveLength(18);
    expect(colors.filter((color) => color === 'black')).toHaveLength(18);
    expect([colors[0], colors[1], colors[2], colors[10], colors[11], colors[19], colors[36]]).toEqual([
      'green',
      'red',
      'black',
      'black',
      'black',
      'red',
      'red',
    ]);
    expect([0, 1, 12, 13, 24, 25, 36].map(rouletteDozen)).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect([0, 1, 4, 34, 2, 35, 3, 36].map(rouletteColumn)).toEqual([0, 1, 1, 1, 2, 2, 3, 3]);
  });

  // An independent description of the layout by geometry: n ≥ 1 sits at row ⌊(n − 1) / 3⌋, column (n − 1) mod 3.
  const cell = (n: number): [number, number] => [Math.floor((n - 1) / 3), (n - 1) % 3];
  const geometric = (type: string, numbers: number[]): boolean => {
    const cells = numbers.filter((n) => n > 0).map(cell);
    const rows = new Set(cells.map(([r]) => r));
    const cols = new Set(cells.map(([, c]) => c));
    const [r0] = [...rows].sort((a, b) => a - b);
    const [c0] = [...cols].sort((a, b) => a - b);
    const zero = numbers.includes(0);
    switch (type) {
      case 'split':
        if (zero) return numbers[1]! <= 3;
        return (
          (rows.size === 1 && cols.size === 2 && Math.abs(cells[0]![1] - cells[1]![1]) === 1) ||
          (cols.size === 1 && rows.size === 2 && Math.abs(cells[0]![0] - cells[1]![0]) === 1)
        );
      case 'street':
        return !zero && rows.size === 1;
      case 'corner':
        return !zero && rows.size === 2 && cols.size === 2 && rows.has(r0! + 1) && cols.has(c0! + 1);
      case 'trio':
        return zero && numbers.includes(2) && rows.size === 1 && r0 === 0;
      default:
        return false;
    }
  };
  const subsets = (size: number, from = 0): number[][] => {
    if (size === 0) return [[]];
    const out: number[][] = [];
    for (let n = from; n <= 36; n++) for (const rest of subsets(size - 1, n + 1)) out.push([n, ...rest]);
    return out;
  };

  it('accepts exactly the adjacent pairs, rows, squares and trios among all sets of 2, 3 and 4 numbers', () => {
    for (const pair of subsets(2))
      expect(isLegalInsideSelection('split', pair)).toBe(geometric('split', pair));
    for (const three of subsets(3)) {
      expect(isLegalInsideSelection('street', three)).toBe(geometric('street', three));
      expect(isLegalInsideSelection('trio', three)).toBe(geometric('trio', three));
    }
    let corners = 0;
    for (const four of subsets(4)) {
      const legal = isLegalInsideSelection('corner', four);
      expect(legal).toBe(geometric('corner', four));
      if (legal) corners += 1;
      expect(isLegalInsideSelection('first_four', four)).toBe(four.join() === '0,1,2,3');
    }
    expect(corners).toBe(22);
  });

  it('accepts as six lines exactly two whole adjacent rows', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 36 }), { minLength: 6, maxLength: 6 }),
        (numbers) => {
          const sorted = [...numbers].sort((a, b) => a - b);
          const first = sorted[0]!;
          const rowAligned = first % 3 === 1 && first <= 31 && sorted.every((n, i) => n === first + i);
          return isLegalInsideSelection('six_line', sorted) === rowAligned;
        },
      ),
    );
    for (let first = 1; first <= 31; first += 3) {
      const rows = Array.from({ length: 6 }, (_, i) => first + i);
      expect(isLegalInsideSelection('six_line', rows)).toBe(true);
    }
  });
});

describe('roulette settlement', () => {
  it('draws one randomInt(source, 37), skipping words above the last multiple of 37', () => {
    expect(dealRoulette(scriptedSource([17]))).toEqual({ number: 17, color: 'black' });
    const source = scriptedSource([2 ** 32 - 1, 40]);
    expect(dealRoulette(source)).toEqual({ number: 3, color: 'red' });
    expect(source.remaining).toBe(0);
  });

  it('pays every inside bet covering 17 (black, odd, low, 2nd dozen, 2nd column), and no other', () => {
    const bets = [
      inside('straight', [17]),
      inside('straight', [16]),
      inside('split', [17, 20]),
      inside('split', [14, 17]),
      inside('split', [16, 17]),
      inside('split', [17, 18]),
      inside('split', [18, 21]),
      inside('street', [16, 17, 18]),
      inside('street', [13, 14, 15]),
      inside('corner', [13, 14, 16, 17]),
      inside('corner', [17, 18, 20, 21]),
      inside('corner', [1, 2, 4, 5]),
      inside('six_line', [13, 14, 15, 16, 17, 18]),
      inside('six_line', [16, 17, 18, 19, 20, 21]),
      inside('six_line', [1, 2, 3, 4, 5, 6]),
      inside('trio', [0, 1, 2]),
      inside('first_four', [0, 1, 2, 3]),
    ];
    expect(payouts(bets, 17)).toEqual([
      36_000n,
      0n,
      18_000n,
      18_000n,
      18_000n,
      18_000n,
      0n,
      12_000n,
      0n,
      9_000n,
      9_000n,
      0n,
      6_000n,
      6_000n,
      0n,
      0n,
      0n,
    ]);
  });

  it('pays the outside bets on 17, and their opposites on 36', () => {
    const bets: RouletteBet[] = [
      { type: 'dozen', selection: 2, stake },
      { type: 'dozen', selection: 3, stake },
      { type: 'column', selection: 2, stake },
      { type: 'column', selection: 3, stake },
      { type: 'red', stake },
      { type: 'black', stake },
      { type: 'odd', stake },
      { type: 'even', stake },
      { type: 'low', stake },
      { type: 'high', stake },
    ];
    expect(payouts(bets, 17)).toEqual([3_000n, 0n, 3_000n, 0n, 0n, 2_000n, 2_000n, 0n, 2_000n, 0n]);
    expect(payouts(bets, 36)).toEqual([0n, 3_000n, 0n, 3_000n, 2_000n, 0n, 0n, 2_000n, 0n, 2_000n]);
    const result = settleRoulette(config, bets, on(36));
    expect(result).toMatchObject({ outcome: { number: 36, color: 'red' }, totalStake: 10_000n });
    expect(result.totalPayout).toBe(12_000n);
  });

  it('pays the top corner, street, split and six line on 36', () => {
    const bets = [
      inside('corner', [32, 33, 35, 36]),
      inside('street', [34, 35, 36]),
      inside('split', [33, 36]),
      inside('split', [35, 36]),
      inside('six_line', [31, 32, 33, 34, 35, 36]),
    ];
    expect(payouts(bets, 36)).toEqual([9_000n, 12_000n, 18_000n, 18_000n, 6_000n]);
  });

  it('pays zero bets on 0; dozens, columns and even-money bets lose, or return half under la partage', () => {
    const bets: RouletteBet[] = [
      inside('straight', [0]),
      inside('split', [0, 2]),
      inside('trio', [0, 1, 2]),
      inside('trio', [0, 2, 3]),
      inside('first_four', [0, 1, 2, 3]),
      { type: 'dozen', selection: 1, stake },
      { type: 'column', selection: 1, stake },
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type, stake })),
    ];
    const zeroes = [36_000n, 18_000n, 12_000n, 12_000n, 9_000n, 0n, 0n];
    expect(payouts(bets, 0)).toEqual([...zeroes, 0n, 0n, 0n, 0n, 0n, 0n]);
    const partage = { ...config, laPartage: true };
    expect(payouts(bets, 0, partage)).toEqual([...zeroes, 500n, 500n, 500n, 500n, 500n, 500n]);
    const halves = settleRoulette(partage, [{ type: 'red', stake: 1_001n }], on(0)).bets[0]!;
    expect(halves).toMatchObject({ multiplierX100: 50, payout: 500n }); // floored to the minor unit
    expect(payouts([{ type: 'red', stake }], 1, partage)).toEqual([2_000n]);
  });

  it('floors a payout to the minor unit', () => {
    expect(payouts([{ type: 'straight', selection: [5], stake: 3n }], 5)).toEqual([108n]);
  });

  const refuses = (bets: unknown, pattern: RegExp, outcome: unknown = on(5)) => {
    const call = () => settleRoulette(config, bets as RouletteBet[], outcome as RouletteOutcome);
    expect(call).toThrow(InstantGameError);
    expect(call).toThrow(pattern);
  };

  it('refuses selections that are not on the layout, bet type by bet type', () => {
    const cases: [RouletteBetType, unknown][] = [
      ['straight', [37]],
      ['straight', [-1]],
      ['straight', []],
      ['straight', [1, 2]],
      ['straight', 17],
      ['straight', undefined],
      ['split', [1, 5]], // not touching
      ['split', [3, 4]], // end of one row, start of the next
      ['split', [1, 3]], // same row, not adjacent
      ['split', [0, 4]], // zero touches only 1, 2, 3
      ['split', [5, 5]],
      ['split', [20, 17]], // not ascending
      ['split', [36, 37]],
      ['split', [1.5, 2.5]],
      ['split', ['17', '20']],
      ['split', [17]],
      ['split', [17, 20, 23]],
      ['street', [3, 4, 5]], // spans two rows
      ['street', [0, 1, 2]], // that is a trio
      ['street', [1, 4, 7]], // a column piece
      ['street', [34, 35, 36, 37]],
      ['corner', [3, 4, 6, 7]], // wraps around the row end
      ['corner', [1, 2, 3, 4]],
      ['corner', [0, 1, 2, 3]], // that is first_four
      ['corner', [1, 2, 7, 8]], // rows not adjacent
      ['corner', [1, 2, 4]],
      ['corner', [34, 35, 37, 38]],
      ['six_line', [2, 3, 4, 5, 6, 7]], // not whole rows
      ['six_line', [1, 2, 3, 7, 8, 9]], // rows not adjacent
      ['six_line', [1, 2, 3]],
      ['six_line', [34, 35, 36, 37, 38, 39]],
      ['trio', [0, 1, 3]],
      ['trio', [1, 2, 3]], // that is a street
      ['trio', [0, 3, 2]],
      ['first_four', [0, 1, 2]],
      ['first_four', [1, 2, 3, 4]],
      ['dozen', 0],
      ['dozen', 4],
      ['dozen', [1]],
      ['dozen', '1'],
      ['dozen', undefined],
      ['column', 1.5],
      ['column', 4],
    ];
    for (const [type, selection] of cases)
      refuses([{ type, selection, stake }], new RegExp(`a ${type} bet selects`));
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const)
      refuses([{ type, selection: 1, stake }], /takes no selection/);
  });

  it('accepts every legal selection of every bet type', () => {
    for (const type of ROULETTE_BET_TYPES) {
      const bets = rouletteBetsOfType(type).map((bet) => ({ ...bet, stake }));
      expect(() => settleRoulette(config, bets, on(0))).not.toThrow();
    }
  });

  it('refuses unknown bets, empty or overfull rounds, bad stakes and malformed outcomes', () => {
    const red: RouletteBet = { type: 'red', stake };
    refuses([], /at least one bet/);
    refuses(Array(201).fill(red), /at most 200/);
    refuses([{ type: 'basket', selection: [0, 1, 2, 3], stake }], /unknown bet type/);
    refuses([null], /each bet is an object/);
    refuses([{ type: 'red', stake: 0n }], /stake/);
    refuses([{ type: 'red', stake: 10 }], /stake/);
    expect(() => settleRoulette(config, [{ type: 'red', stake: -1n }], on(5))).toThrow(
      expect.objectContaining({ code: 'invalid_stake' }),
    );
    for (const outcome of [
      { number: 37, color: 'red' },
      { number: -1, color: 'green' },
      { number: 17, color: 'red' }, // 17 is black
      { number: 0, color: 'red' },
      { number: 1.5, color: 'red' },
      { number: '17', color: 'black' },
      { color: 'black' },
      null,
      17,
    ])
      refuses([red], /the outcome is a number 0..36 with its colour/, outcome);
  });

  it('never pays below zero, and sums the bets', () => {
    const bet: fc.Arbitrary<RouletteBet> = fc.oneof(
      fc
        .tuple(fc.constantFrom(...ROULETTE_INSIDE_TYPES), fc.nat(), fc.bigInt({ min: 1n, max: 10n ** 12n }))
        .map(([type, i, s]) => {
          const all = ROULETTE_INSIDE_SELECTIONS[type];
          return { type, selection: all[i % all.length]!, stake: s };
        }),
      fc.record({
        type: fc.constantFrom('dozen' as const, 'column' as const),
        selection: fc.integer({ min: 1, max: 3 }),
        stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      }),
      fc.record({
        type: fc.constantFrom('red', 'black', 'odd', 'even', 'low', 'high') as fc.Arbitrary<'red'>,
        stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer(),
        fc.boolean(),
        fc.array(bet, { minLength: 1, maxLength: 200 }),
        (seed, lp, bets) => {
          const result = playRoulette({ ...config, laPartage: lp }, bets, seededSource(seed));
          const sum = result.bets.reduce((total, settled) => total + settled.payout, 0n);
          return result.bets.every((settled) => settled.payout >= 0n) && sum === result.totalPayout;
        },
      ),
    );
  });

  it('always draws a legal pocket, and mutually exclusive bets never both win', () => {
    const pairs: RouletteBet[] = [
      { type: 'red', stake },
      { type: 'black', stake },
      { type: 'odd', stake },
      { type: 'even', stake },
      { type: 'low', stake },
      { type: 'high', stake },
      ...[1, 2, 3].map((selection) => ({ type: 'dozen' as const, selection, stake })),
      ...[1, 2, 3].map((selection) => ({ type: 'column' as const, selection, stake })),
      ...ROULETTE_INSIDE_SELECTIONS.straight.map((selection) => ({
        type: 'straight' as const,
        selection,
        stake,
      })),
    ];
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = playRoulette(config, pairs, seededSource(seed));
        const { number, color } = result.outcome;
        const won = result.bets.map((settled) => settled.won);
        const count = (from: number, to: number) => won.slice(from, to).filter(Boolean).length;
        const groups = number === 0 ? 0 : 1;
        return (
          Number.isInteger(number) &&
          number >= 0 &&
          number <= 36 &&
          color === rouletteColor(number) &&
          count(0, 2) === groups &&
          count(2, 4) === groups &&
          count(4, 6) === groups &&
          count(6, 9) === groups &&
          count(9, 12) === groups &&
          count(12, 49) === 1
        );
      }),
    );
  });

  it('spins the same number from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'roulette-server', clientSeed: 'player', nonce: 1 };
    const first = playRoulette(config, [{ type: 'black', stake }], fairSource(seeds));
    expect(playRoulette(config, [{ type: 'black', stake }], fairSource(seeds))).toEqual(first);
    expect(dealRoulette(fairSource(seeds))).toEqual({ number: 10, color: 'black' }); // recomputed in Python
    expect(first.totalPayout).toBe(2_000n);
  });
});

describe('roulette RTP', () => {
  it('returns exactly 36/37 on every bet type and every selection', () => {
    validateRouletteConfig(config);
    for (const { bet, rtp, houseEdge } of rouletteRtpTable(config)) {
      expect(rtp, bet).toBe(36 / 37);
      expect(houseEdge).toBeCloseTo(1 / 37, 15);
    }
    for (const type of ROULETTE_BET_TYPES)
      for (const bet of rouletteBetsOfType(type)) expect(rouletteBetExactRtp(config, bet)).toBe(36 / 37);
  });

  it('returns 36.5/37 on even-money bets under la partage', () => {
    const partage = { ...config, laPartage: true };
    validateRouletteConfig(partage);
    expect(rouletteExactRtp(partage, 'red')).toBe(3_650 / 3_700);
    expect(rouletteExactRtp(partage, 'straight')).toBe(36 / 37);
  });

  it('refuses payouts returning 100 % or more or under 90 %, and malformed configs', () => {
    const withPayout = (type: RouletteBetType, value: number) => ({
      ...config,
      payouts: { ...config.payouts, [type]: value },
    });
    expect(() => validateRouletteConfig(withPayout('straight', 3_700))).toThrow(/straight: RTP 100\.0000 %/);
    expect(() => validateRouletteConfig(withPayout('dozen', 200))).toThrow(/dozen: RTP 64\.8649 %/);
    expect(() => validateRouletteConfig(withPayout('split', 1_799.5))).toThrow(/split payout/);
    expect(() => validateRouletteConfig({ ...config, maxBetsPerRound: 0 })).toThrow(/maxBetsPerRound/);
    expect(() => validateRouletteConfig({ ...config, laPartage: 'yes' as unknown as boolean })).toThrow(
      expect.objectContaining({ code: 'invalid_game_config' }),
    );
  });

  const mains: RouletteBet[] = [
    { type: 'straight', selection: [17], stake: 10_000n },
    { type: 'split', selection: [0, 2], stake: 10_000n },
    { type: 'corner', selection: [32, 33, 35, 36], stake: 10_000n },
    { type: 'dozen', selection: 3, stake: 10_000n },
    { type: 'red', stake: 10_000n },
  ];
  for (const bet of mains) {
    it(`simulates ${ROUNDS.toLocaleString('en')} ${bet.type} bets within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(bet.type.length);
      const bets = [bet];
      const sim = simulate(ROUNDS, () =>
        returnRatio(playRoulette(config, bets, source).totalPayout, 10_000n),
      );
      expect(Math.abs(sim.rtp - rouletteExactRtp(config, bet.type))).toBeLessThan(4 * sim.standardError);
    });
  }
});
