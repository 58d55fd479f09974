import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededSource } from '../../fair/index.ts';
import {
  DEFAULT_VN_LOTTERY_CONFIGS,
  drawVnResult,
  settleVnBet,
  VN_BET_TYPE_INFO,
  VN_BET_TYPES,
  VN_REGIONS,
  type VnBet,
  type VnBetType,
  type VnLotteryConfig,
  validateVnLotteryConfig,
  vnExactRtp,
  vnLotteryRtpTable,
  vnRtpOutsideBounds,
} from './index.ts';

const two = (n: number): string => String(n).padStart(2, '0');
const allTwoDigits = Array.from({ length: 100 }, (_, n) => two(n));

describe('vn-lottery exact RTP for fast draws', () => {
  it('is 27/100 × 99,000 / 27,000 = 99 % for lô 2 số North, 18/100 × 99,000 / 18,000 South', () => {
    expect(vnExactRtp(DEFAULT_VN_LOTTERY_CONFIGS.north, 'lo_2_digits')).toBeCloseTo(0.99, 14);
    expect(vnExactRtp(DEFAULT_VN_LOTTERY_CONFIGS.south, 'lo_2_digits')).toBeCloseTo(0.99, 14);
    expect(vnExactRtp(DEFAULT_VN_LOTTERY_CONFIGS.north, 'de_special_last_2')).toBeCloseTo(0.99, 14);
    expect(vnExactRtp(DEFAULT_VN_LOTTERY_CONFIGS.north, 'dau_special_tens')).toBeCloseTo(0.98, 14);
    expect(vnExactRtp(DEFAULT_VN_LOTTERY_CONFIGS.north, 'ba_cang_special_last_3')).toBeCloseTo(0.96, 14);
  });

  it('matches the closed forms for xiên and lô trượt', () => {
    const north = DEFAULT_VN_LOTTERY_CONFIGS.north;
    const all2 = 1 - 2 * 0.99 ** 27 + 0.98 ** 27;
    expect(vnExactRtp(north, 'xien_2')).toBeCloseTo(all2 * 17, 12);
    expect(vnExactRtp(north, 'lo_truot_10')).toBeCloseTo(0.9 ** 27 * 16, 12);
    expect(vnExactRtp(DEFAULT_VN_LOTTERY_CONFIGS.south, 'lo_truot_4')).toBeCloseTo(0.96 ** 18 * 1.95, 12);
  });

  it('keeps every default type of every region inside [90 %, 100 %)', () => {
    for (const region of VN_REGIONS) {
      const config = DEFAULT_VN_LOTTERY_CONFIGS[region];
      expect(() => validateVnLotteryConfig(config)).not.toThrow();
      expect(vnRtpOutsideBounds(config)).toEqual([]);
      expect(vnLotteryRtpTable(config).map((row) => row.bet)).toEqual([...VN_BET_TYPES]);
    }
  });

  it('names the types a config pushes outside the bounds (common market xiên 3 / 4 rates, lô at 23,000)', () => {
    const north = DEFAULT_VN_LOTTERY_CONFIGS.north;
    const market: VnLotteryConfig = {
      ...north,
      pricePerPoint: { ...north.pricePerPoint, lo_2_digits: 2_300_000n },
      payoutPerPoint: { ...north.payoutPerPoint, xien_3: 6_500_000n, xien_4: 25_000_000n },
    };
    expect(vnRtpOutsideBounds(market).map((row) => row.bet)).toEqual(['lo_2_digits', 'xien_3', 'xien_4']);
    expect(() => validateVnLotteryConfig(market)).toThrow(/lo_2_digits: RTP 116\.2/);
  });

  it('refuses malformed configs', () => {
    const north = DEFAULT_VN_LOTTERY_CONFIGS.north;
    const zeroPrice = { ...north, pricePerPoint: { ...north.pricePerPoint, xien_2: 0n } };
    expect(() => validateVnLotteryConfig(zeroPrice)).toThrow(/xien_2: the price/);
    const noLimit = { ...north, maxPointsPerNumber: { ...north.maxPointsPerNumber, lo_2_digits: 0n } };
    expect(() => validateVnLotteryConfig(noLimit)).toThrow(/point limit/);
  });
});

describe('vn-lottery settlement properties (fast-check)', () => {
  const region = fc.constantFrom(...VN_REGIONS);
  const seed = fc.integer();
  const points = fc.bigInt({ min: 1n, max: 1_000n });

  it('pays every type a non-negative whole multiple of points × payout; players and house net to zero', () => {
    const type = fc.constantFrom(...VN_BET_TYPES);
    fc.assert(
      fc.property(region, seed, type, points, fc.integer({ min: 0, max: 10_000 }), (r, s, t, p, pick) => {
        const config = DEFAULT_VN_LOTTERY_CONFIGS[r];
        const placed = randomBet(t, p, pick);
        const settled = settleVnBet(config, placed, drawVnResult(r, seededSource(s)));
        const unit = p * config.payoutPerPoint[t];
        const playerNet = settled.payout - settled.cost;
        const houseNet = settled.cost - settled.payout;
        return (
          settled.payout >= 0n &&
          settled.payout === BigInt(settled.hits) * unit &&
          playerNet + houseNet === 0n &&
          settled.cost > 0n
        );
      }),
      { numRuns: 500 },
    );
  });

  it('splitting a lô bet number by number keeps its cost and payout', () => {
    fc.assert(
      fc.property(
        region,
        seed,
        points,
        fc.uniqueArray(fc.constantFrom(...allTwoDigits), { minLength: 1, maxLength: 20 }),
        (r, s, p, numbers) => {
          const config = DEFAULT_VN_LOTTERY_CONFIGS[r];
          const result = drawVnResult(r, seededSource(s));
          const whole = settleVnBet(config, { type: 'lo_2_digits', numbers, points: p }, result);
          let cost = 0n;
          let payout = 0n;
          for (const number of numbers) {
            const part = settleVnBet(config, { type: 'lo_2_digits', numbers: [number], points: p }, result);
            cost += part.cost;
            payout += part.payout;
          }
          return cost === whole.cost && payout === whole.payout;
        },
      ),
      { numRuns: 200 },
    );
  });

  it('across all 100 numbers, lô pays exactly one occurrence per prize and đề exactly one number', () => {
    fc.assert(
      fc.property(region, seed, (r, s) => {
        const config = DEFAULT_VN_LOTTERY_CONFIGS[r];
        const result = drawVnResult(r, seededSource(s));
        const lo = settleVnBet(config, { type: 'lo_2_digits', numbers: allTwoDigits, points: 1n }, result);
        const de = settleVnBet(
          config,
          { type: 'de_special_last_2', numbers: allTwoDigits, points: 1n },
          result,
        );
        const digits = Array.from({ length: 10 }, (_, d) => String(d));
        const dau = settleVnBet(config, { type: 'dau_special_tens', numbers: digits, points: 1n }, result);
        const prizes = r === 'north' ? 27 : 18;
        return lo.hits === prizes && de.hits === 1 && dau.hits === 1;
      }),
      { numRuns: 200 },
    );
  });
});

/** A valid bet of `type` with distinct numbers chosen from `pick`. */
function randomBet(type: VnBetType, points: bigint, pick: number): VnBet {
  const info = VN_BET_TYPE_INFO[type];
  const size = info.minNumbers === info.maxNumbers ? info.minNumbers : 1 + (pick % 3);
  const space = 10 ** info.digits;
  const numbers: string[] = [];
  for (let i = 0; numbers.length < size; i++) {
    const number = String((pick * 37 + i * 13) % space).padStart(info.digits, '0');
    if (!numbers.includes(number)) numbers.push(number);
  }
  return { type, numbers, points };
}
