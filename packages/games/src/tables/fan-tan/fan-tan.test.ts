import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { InstantGameError } from '../../instant/shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../../instant/shared/testing.ts';
import { simulationRounds } from '../../simulation-size.ts';
import {
  DEFAULT_FAN_TAN_CONFIG as config,
  dealFanTan,
  FAN_TAN_BET_TYPES,
  type FanTanBet,
  type FanTanBetType,
  type FanTanOutcome,
  fanTanBetExactRtp,
  fanTanBetsOfType,
  fanTanExactRtp,
  fanTanRtpTable,
  playFanTan,
  settleFanTan,
  validateFanTanBets,
  validateFanTanConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const stake = 1_000n;
/** The smallest legal pile for each remainder: 61, 62, 63, 64 beads. */
const on = (remainder: 1 | 2 | 3 | 4, beads = 60 + remainder): FanTanOutcome => ({ beads, remainder });
const bet = (type: FanTanBetType, selection?: unknown, amount = stake): FanTanBet =>
  ({ type, selection, stake: amount }) as FanTanBet;

describe('fan-tan settlement', () => {
  it('draws the remainder from randomInt(source, 4) + 1, then 4 × (randomInt(source, 10) + 15) + remainder beads', () => {
    expect(dealFanTan(scriptedSource([3, 9]))).toEqual({ beads: 100, remainder: 4 });
    expect(dealFanTan(scriptedSource([4, 0]))).toEqual({ beads: 61, remainder: 1 });
    // 2^32 − 1 is above the last multiple of 10 (2^32 − 6), so the bead draw skips it and reads 12 → 2.
    const source = scriptedSource([6, 2 ** 32 - 1, 12]);
    expect(dealFanTan(source)).toEqual({ beads: 71, remainder: 3 });
    expect(source.remaining).toBe(0);
  });

  it('pays every bet type on each remainder 1, 2, 3, 4 (wins less 5 %, pushes, losses)', () => {
    const bets = [
      bet('fan', 1),
      bet('fan', 4),
      bet('nim', { win: 1, push: 2 }),
      bet('nim', { win: 4, push: 1 }),
      bet('kwok', [1, 2]),
      bet('kwok', [1, 4]),
      bet('odd'),
      bet('even'),
      bet('nga_tan', { win: [2, 3], push: 4 }),
      bet('nga_tan', { win: [1, 4], push: 2 }),
      bet('sheh_sam_hong', [1, 2, 3]),
      bet('sheh_sam_hong', [2, 3, 4]),
    ];
    const table = ([1, 2, 3, 4] as const).map((remainder) =>
      settleFanTan(config, bets, on(remainder)).bets.map((settled) => settled.payout),
    );
    // Columns: remainder 1, 2, 3, 4.
    const expected = [
      [3_850n, 0n, 0n, 0n], // fan 1: 3:1 less 5 % = 2.85:1
      [0n, 0n, 0n, 3_850n], // fan 4
      [2_900n, 1_000n, 0n, 0n], // nim 1, push 2: 2:1 less 5 % = 1.9:1
      [1_000n, 0n, 0n, 2_900n], // nim 4, push 1
      [1_950n, 1_950n, 0n, 0n], // kwok 1-2: 1:1 less 5 %
      [1_950n, 0n, 0n, 1_950n], // kwok 4-1
      [1_950n, 0n, 1_950n, 0n], // odd
      [0n, 1_950n, 0n, 1_950n], // even
      [0n, 1_470n, 1_470n, 1_000n], // nga_tan 2-3, push 4: 1:2 less 5 % = 0.475:1, paid 0.47:1
      [1_470n, 1_000n, 0n, 1_470n], // nga_tan 1-4, push 2
      [1_310n, 1_310n, 1_310n, 0n], // sheh_sam_hong 1-2-3: 1:3 less 5 % = 0.3167:1, paid 0.31:1
      [0n, 1_310n, 1_310n, 1_310n], // sheh_sam_hong 2-3-4
    ];
    expect(table).toEqual([0, 1, 2, 3].map((column) => expected.map((row) => row[column])));
  });

  it('marks a push as won with the stake back, and sums the round', () => {
    const result = settleFanTan(config, [bet('nim', { win: 3, push: 4 }), bet('fan', 2)], on(4, 84));
    expect(result.bets[0]).toMatchObject({ multiplierX100: 100, payout: 1_000n, won: true });
    expect(result.bets[1]).toMatchObject({ multiplierX100: 0, payout: 0n, won: false });
    expect(result).toMatchObject({
      outcome: { beads: 84, remainder: 4 },
      totalStake: 2_000n,
      totalPayout: 1_000n,
    });
  });

  it('floors each payout to the minor unit', () => {
    const result = settleFanTan(
      config,
      [bet('fan', 2, 7n), bet('nga_tan', { win: [1, 2], push: 3 }, 3n)],
      on(2),
    );
    expect(result.bets.map((settled) => settled.payout)).toEqual([26n, 4n]); // 26.95 and 4.41
  });

  const refuses = (bets: unknown, pattern: RegExp, outcome: unknown = on(1)) => {
    const call = () => settleFanTan(config, bets as FanTanBet[], outcome as FanTanOutcome);
    expect(call).toThrow(InstantGameError);
    expect(call).toThrow(pattern);
  };

  it('refuses every malformed selection, bet type by bet type', () => {
    const cases: [FanTanBetType, unknown][] = [
      ['fan', 0],
      ['fan', 5],
      ['fan', 1.5],
      ['fan', '1'],
      ['fan', [1]],
      ['fan', undefined],
      ['nim', { win: 1, push: 1 }],
      ['nim', { win: 1 }],
      ['nim', { win: 0, push: 2 }],
      ['nim', { win: '1', push: 2 }],
      ['nim', [1, 2]],
      ['nim', null],
      ['nim', 1],
      ['kwok', [1, 3]], // a diagonal: that is odd
      ['kwok', [2, 4]], // that is even
      ['kwok', [2, 1]],
      ['kwok', [4, 1]],
      ['kwok', [1, 2, 3]],
      ['kwok', [1]],
      ['kwok', [0, 1]],
      ['kwok', [4, 5]],
      ['kwok', 12],
      ['nga_tan', { win: [1, 2], push: 2 }],
      ['nga_tan', { win: [2, 1], push: 3 }],
      ['nga_tan', { win: [1, 1], push: 3 }],
      ['nga_tan', { win: [1, 2] }],
      ['nga_tan', { win: [1, 2, 3], push: 4 }],
      ['nga_tan', { win: 1, push: 2 }],
      ['nga_tan', { win: [1, 5], push: 2 }],
      ['nga_tan', [1, 2, 3]],
      ['nga_tan', undefined],
      ['sheh_sam_hong', [1, 2]],
      ['sheh_sam_hong', [1, 2, 2]],
      ['sheh_sam_hong', [3, 2, 1]],
      ['sheh_sam_hong', [1, 2, 3, 4]],
      ['sheh_sam_hong', [0, 1, 2]],
      ['sheh_sam_hong', [2, 3, 5]],
      ['sheh_sam_hong', 123],
    ];
    for (const [type, selection] of cases)
      refuses([bet(type, selection)], new RegExp(`a ${type} bet selects`));
    refuses([bet('odd', 1)], /the odd bet takes no selection/);
    refuses([bet('even', [2, 4])], /the even bet takes no selection/);
  });

  it('accepts exactly the legal selections among all small candidates', () => {
    const accepts = (type: FanTanBetType, selection: unknown) => {
      try {
        validateFanTanBets(config, [bet(type, selection)]);
        return true;
      } catch {
        return false;
      }
    };
    const values = [0, 1, 2, 3, 4, 5];
    const count = (candidates: unknown[], type: FanTanBetType) =>
      candidates.filter((selection) => accepts(type, selection)).length;
    const pairs = values.flatMap((a) => values.map((b) => [a, b]));
    const triples = pairs.flatMap((pair) => values.map((c) => [...pair, c]));
    expect(count(values, 'fan')).toBe(4);
    expect(count(pairs, 'kwok')).toBe(4);
    expect(
      count(
        pairs.map(([win, push]) => ({ win, push })),
        'nim',
      ),
    ).toBe(12);
    expect(
      count(
        triples.map(([a, b, push]) => ({ win: [a, b], push })),
        'nga_tan',
      ),
    ).toBe(12);
    expect(count(triples, 'sheh_sam_hong')).toBe(4);
    for (const type of FAN_TAN_BET_TYPES)
      expect(() => validateFanTanBets(config, fanTanBetsOfType(type))).not.toThrow();
  });

  it('refuses unknown bets, empty or overfull rounds, bad stakes and malformed outcomes', () => {
    refuses([], /at least one bet/);
    refuses(Array(51).fill(bet('odd')), /at most 50/);
    refuses([{ type: 'chun', selection: 1, stake }], /unknown bet type/);
    refuses([null], /each bet is an object/);
    refuses([bet('odd', undefined, 0n)], /stake/);
    refuses([{ type: 'odd', stake: 5 }], /stake/);
    expect(() => settleFanTan(config, [bet('odd', undefined, -5n)], on(1))).toThrow(
      expect.objectContaining({ code: 'invalid_stake' }),
    );
    for (const outcome of [
      { beads: 84, remainder: 3 }, // 84 beads leave 4
      { beads: 60, remainder: 4 }, // below the range
      { beads: 101, remainder: 1 }, // above it
      { beads: 84.5, remainder: 4 },
      { beads: 84, remainder: 0 },
      { beads: 84, remainder: '4' },
      { remainder: 4 },
      null,
      4,
    ])
      refuses([bet('odd')], /the outcome is 61..100 beads and their remainder 1..4/, outcome);
  });

  it('never pays below zero, and sums the bets', () => {
    const legal = FAN_TAN_BET_TYPES.flatMap(fanTanBetsOfType);
    const arbitraryBet = fc
      .tuple(fc.nat({ max: legal.length - 1 }), fc.bigInt({ min: 1n, max: 10n ** 12n }))
      .map(([i, amount]) => ({ ...legal[i]!, stake: amount }) as FanTanBet);
    fc.assert(
      fc.property(fc.integer(), fc.array(arbitraryBet, { minLength: 1, maxLength: 50 }), (seed, bets) => {
        const result = playFanTan(config, bets, seededSource(seed));
        const sum = result.bets.reduce((total, settled) => total + settled.payout, 0n);
        return result.bets.every((settled) => settled.payout >= 0n) && sum === result.totalPayout;
      }),
    );
  });

  it('always draws a legal pile, and mutually exclusive bets never both win', () => {
    const bets = [
      bet('odd'),
      bet('even'),
      bet('fan', 1),
      bet('fan', 2),
      bet('fan', 3),
      bet('fan', 4),
      bet('kwok', [1, 2]),
      bet('kwok', [3, 4]),
      bet('sheh_sam_hong', [1, 2, 3]),
      bet('sheh_sam_hong', [1, 2, 4]),
      bet('sheh_sam_hong', [1, 3, 4]),
      bet('sheh_sam_hong', [2, 3, 4]),
    ];
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { outcome, bets: settled } = playFanTan(config, bets, seededSource(seed));
        const won = settled.map((one) => one.won);
        const count = (from: number, to: number) => won.slice(from, to).filter(Boolean).length;
        const { beads, remainder } = outcome;
        return (
          Number.isInteger(beads) &&
          beads >= 61 &&
          beads <= 100 &&
          beads - 4 * Math.floor((beads - 1) / 4) === remainder &&
          count(0, 2) === 1 &&
          count(2, 6) === 1 &&
          count(6, 8) === 1 &&
          count(8, 12) === 3
        );
      }),
    );
  });

  it('uncovers the same pile from the same fair seeds (golden round)', () => {
    const seeds = { serverSeed: 'fantan-server', clientSeed: 'player', nonce: 3 };
    const first = playFanTan(config, [bet('even')], fairSource(seeds));
    expect(playFanTan(config, [bet('even')], fairSource(seeds))).toEqual(first);
    expect(dealFanTan(fairSource(seeds))).toEqual({ beads: 84, remainder: 4 }); // recomputed in Python
    expect(first.totalPayout).toBe(1_950n);
  });
});

describe('fan-tan RTP', () => {
  it('gives each bet type its exact RTP over the four remainders, the same for every selection', () => {
    validateFanTanConfig(config);
    const expected: Record<FanTanBetType, number> = {
      fan: 385 / 400,
      nim: 390 / 400,
      kwok: 390 / 400,
      odd: 390 / 400,
      even: 390 / 400,
      nga_tan: 394 / 400,
      sheh_sam_hong: 393 / 400,
    };
    const table = Object.fromEntries(fanTanRtpTable(config).map((row) => [row.bet, row.rtp]));
    expect(table).toEqual(expected);
    expect(expected).toEqual({
      fan: 0.9625,
      nim: 0.975,
      kwok: 0.975,
      odd: 0.975,
      even: 0.975,
      nga_tan: 0.985,
      sheh_sam_hong: 0.9825,
    });
    for (const type of FAN_TAN_BET_TYPES)
      for (const one of fanTanBetsOfType(type)) expect(fanTanBetExactRtp(config, one)).toBe(expected[type]);
  });

  it('refuses commission-free (100 %) payouts, sub-90 % payouts and malformed configs', () => {
    const withPayout = (type: FanTanBetType, value: number) => ({
      ...config,
      payouts: { ...config.payouts, [type]: value },
    });
    expect(() => validateFanTanConfig(withPayout('fan', 400))).toThrow(/fan: RTP 100\.0000 %/); // 3:1 flat
    expect(() => validateFanTanConfig(withPayout('nim', 300))).toThrow(/nim: RTP 100\.0000 %/); // 2:1 flat
    expect(() => validateFanTanConfig(withPayout('kwok', 200))).toThrow(/kwok: RTP 100\.0000 %/);
    expect(() => validateFanTanConfig(withPayout('nga_tan', 150))).toThrow(/nga_tan: RTP 100\.0000 %/);
    expect(() => validateFanTanConfig(withPayout('sheh_sam_hong', 134))).toThrow(
      /sheh_sam_hong: RTP 100\.5000 %/,
    );
    expect(() => validateFanTanConfig(withPayout('nim', 195))).toThrow(/nim: RTP 73\.7500 %/); // 1:1 less 5 %
    expect(() => validateFanTanConfig(withPayout('odd', 195.5))).toThrow(/odd payout/);
    expect(() => validateFanTanConfig({ ...config, maxBetsPerRound: 1_001 })).toThrow(/maxBetsPerRound/);
  });

  const mains = [
    bet('fan', 3, 10_000n),
    bet('nim', { win: 2, push: 3 }, 10_000n),
    bet('kwok', [1, 4], 10_000n),
    bet('odd', undefined, 10_000n),
    bet('nga_tan', { win: [1, 3], push: 2 }, 10_000n),
    bet('sheh_sam_hong', [1, 2, 4], 10_000n),
  ];
  for (const main of mains) {
    it(`simulates ${ROUNDS.toLocaleString('en')} ${main.type} bets within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(main.type.length + 100);
      const bets = [main];
      const sim = simulate(ROUNDS, () => returnRatio(playFanTan(config, bets, source).totalPayout, 10_000n));
      expect(Math.abs(sim.rtp - fanTanExactRtp(config, main.type))).toBeLessThan(4 * sim.standardError);
    });
  }
});
