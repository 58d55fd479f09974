import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { simulationRounds } from '../../simulation-size.ts';
import { InstantGameError } from '../shared/errors.ts';
import { returnRatio, scriptedSource, simulate } from '../shared/testing.ts';
import {
  DEFAULT_XOC_DIA_CONFIG as config,
  playXocDia,
  settleXocDia,
  validateXocDiaConfig,
  XOC_DIA_BET_TYPES,
  type XocDiaBet,
  type XocDiaBetType,
  xocDiaExactRtp,
  xocDiaRtpTable,
} from './index.ts';

const ROUNDS = simulationRounds(1_000_000);
const bet = (type: XocDiaBetType, stake = 1_000n): XocDiaBet => ({ type, stake });

describe('xoc-dia settlement', () => {
  it('reads four coins from randomInt(source, 2) (1 = red) and pays every bet', () => {
    const bets = XOC_DIA_BET_TYPES.map((type) => bet(type));
    const result = playXocDia(config, bets, scriptedSource([1, 1, 0, 1]));
    expect(result).toMatchObject({ coins: ['red', 'red', 'white', 'red'], reds: 3 });
    expect(result.bets.map((settled) => settled.payout)).toEqual([0n, 1_960n, 0n, 0n, 3_920n, 0n]);
  });

  it('pays four whites as even and as four_white', () => {
    const result = settleXocDia(
      config,
      [bet('even'), bet('four_white'), bet('four_red')],
      ['white', 'white', 'white', 'white'],
    );
    expect(result.bets.map((settled) => settled.payout)).toEqual([1_960n, 15_680n, 0n]);
  });

  it('refuses unknown bets, empty rounds, bad stakes and bad coins', () => {
    const coins = ['red', 'red', 'red', 'red'] as const;
    expect(() => settleXocDia(config, [], [...coins])).toThrow(InstantGameError);
    expect(() => settleXocDia(config, [bet('two_red' as XocDiaBetType)], [...coins])).toThrow(/bet type/);
    expect(() => settleXocDia(config, [bet('even', -1n)], [...coins])).toThrow(/stake/);
    expect(() => settleXocDia(config, [bet('even')], ['red', 'red', 'red'])).toThrow(/four coins/);
  });

  it('never pays below zero, and even and odd never both win', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = playXocDia(config, [bet('even'), bet('odd')], seededSource(seed));
        return result.bets.filter((settled) => settled.won).length === 1 && result.totalPayout >= 0n;
      }),
    );
  });

  it('shakes the same coins from the same fair seeds', () => {
    const seeds = { serverSeed: 'xocdia-server', clientSeed: 'player', nonce: 5 };
    const first = playXocDia(config, [bet('even')], fairSource(seeds));
    expect(playXocDia(config, [bet('even')], fairSource(seeds))).toEqual(first);
    expect(first.coins).toEqual(['white', 'white', 'red', 'red']); // golden value for the verification page
  });
});

describe('xoc-dia RTP', () => {
  it('is exactly 98 % for every bet', () => {
    validateXocDiaConfig(config);
    for (const { rtp } of xocDiaRtpTable(config)) expect(rtp).toBeCloseTo(0.98, 14);
    const classic = { ...config, payouts: { ...config.payouts, four_red: 1_600 } }; // 1:15 returns 100 %
    expect(() => validateXocDiaConfig(classic)).toThrow(/four_red/);
  });

  for (const type of ['even', 'four_red', 'three_white'] as const) {
    it(`simulates ${ROUNDS.toLocaleString('en')} ${type} bets within 4 standard errors of the exact RTP`, () => {
      const source = seededSource(type.length);
      const bets = [bet(type, 10_000n)];
      const sim = simulate(ROUNDS, () => returnRatio(playXocDia(config, bets, source).totalPayout, 10_000n));
      expect(Math.abs(sim.rtp - xocDiaExactRtp(config, type))).toBeLessThan(4 * sim.standardError);
    });
  }
});
