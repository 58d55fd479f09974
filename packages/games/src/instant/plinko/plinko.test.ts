import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import {
  DEFAULT_PLINKO_CONFIG as config,
  PLINKO_RISKS,
  type PlinkoRisk,
  playPlinko,
  plinkoExactRtp,
  plinkoRtpTable,
  settlePlinko,
  validatePlinkoConfig,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);

describe('plinko drops', () => {
  it('reads one word per row, its lowest bit the bounce (1 = right)', () => {
    const result = playPlinko(
      config,
      { stake: 1_000n, rows: 8, risk: 'high' },
      scriptedSource([1, 3, 5, 7, 9, 11, 13, 15]),
    );
    expect(result).toMatchObject({
      path: [1, 1, 1, 1, 1, 1, 1, 1],
      slot: 8,
      multiplierX100: 2_900,
      payout: 29_000n,
    });
  });

  it('pays the slot the path ends in', () => {
    const bet = { stake: 333n, rows: 8, risk: 'low' as const };
    expect(settlePlinko(config, bet, [0, 1, 0, 1, 0, 1, 0, 1])).toMatchObject({ slot: 4, payout: 166n }); // 0.5×
    expect(settlePlinko(config, bet, [0, 0, 0, 0, 0, 0, 0, 0])).toMatchObject({ slot: 0, payout: 1_864n }); // 5.6×
  });

  it('refuses bad bets and bad paths', () => {
    expect(() => playPlinko(config, { stake: 1n, rows: 7, risk: 'low' }, seededSource(1))).toThrow(
      InstantGameError,
    );
    expect(() => playPlinko(config, { stake: 1n, rows: 17, risk: 'low' }, seededSource(1))).toThrow(/rows/);
    expect(() =>
      playPlinko(config, { stake: 1n, rows: 8, risk: 'wild' as PlinkoRisk }, seededSource(1)),
    ).toThrow(/risk/);
    expect(() => playPlinko(config, { stake: 0n, rows: 8, risk: 'low' }, seededSource(1))).toThrow(/stake/);
    expect(() => settlePlinko(config, { stake: 1n, rows: 8, risk: 'low' }, [0, 1])).toThrow(/path/);
    expect(() => settlePlinko(config, { stake: 1n, rows: 8, risk: 'low' }, [0, 1, 2, 0, 0, 0, 0, 0])).toThrow(
      /path/,
    );
  });

  it('has a path as long as the rows, lands on its count of rights and never pays below zero', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 8, max: 16 }),
        fc.constantFrom(...PLINKO_RISKS),
        (seed, rows, risk) => {
          const result = playPlinko(config, { stake: 777n, rows, risk }, seededSource(seed));
          return (
            result.path.length === rows &&
            result.slot === result.path.filter((step) => step === 1).length &&
            result.payout >= 0n
          );
        },
      ),
    );
  });

  it('drops the same path from the same fair seeds', () => {
    const seeds = { serverSeed: 'plinko-server', clientSeed: 'player', nonce: 9 };
    const bet = { stake: 100n, rows: 16, risk: 'medium' as const };
    const first = playPlinko(config, bet, fairSource(seeds));
    expect(playPlinko(config, bet, fairSource(seeds))).toEqual(first);
    expect(first.path.join('')).toBe('0100001000101001'); // golden value for the verification page
  });
});

describe('plinko RTP', () => {
  it('keeps every table between 98.9 % and 99.2 % (exact, binomial)', () => {
    validatePlinkoConfig(config);
    const table = plinkoRtpTable(config);
    expect(table).toHaveLength(27);
    for (const { rtp } of table) {
      expect(rtp).toBeGreaterThan(0.989);
      expect(rtp).toBeLessThan(0.992);
    }
    expect(plinkoExactRtp(config, 8, 'low')).toBeCloseTo(0.98984375, 12); // 25340 / 25600
  });

  it('refuses a table of the wrong length or paying 100 % or more', () => {
    const tables = {
      ...config.tables,
      8: { ...config.tables[8]!, low: [560, 210, 110, 100, 50, 100, 110, 210] },
    };
    expect(() => validatePlinkoConfig({ tables })).toThrow(/9 whole multipliers/);
    const generous = { ...config.tables, 8: { ...config.tables[8]!, low: Array(9).fill(100) } };
    expect(() => validatePlinkoConfig({ tables: generous })).toThrow(/RTP/);
  });

  for (const [rows, risk] of [
    [8, 'low'],
    [12, 'medium'],
    [16, 'high'],
  ] as const) {
    it(`simulates ${ROUNDS.toLocaleString('en')} balls on ${rows} rows, ${risk} risk, within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(rows);
      const bet = { stake: 10_000n, rows, risk };
      const sim = simulate(ROUNDS, () => returnRatio(playPlinko(config, bet, source).payout, bet.stake));
      expect(Math.abs(sim.rtp - plinkoExactRtp(config, rows, risk))).toBeLessThan(4 * sim.standardError);
    });
  }
});
