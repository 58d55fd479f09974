import { configError } from '../../instant/shared/errors.ts';
import {
  assertRtpInBounds,
  type BetRtp,
  betRtp,
  RTP_CEILING,
  RTP_FLOOR,
  ratioToNumber,
} from '../../instant/shared/rtp.ts';
import { VN_BET_TYPE_INFO, VN_BET_TYPES, type VnBetType } from './vn-bet-types.ts';
import type { VnLotteryConfig } from './vn-config.ts';
import { VN_REGIONS, vnPrizeCount } from './vn-result.ts';

/** An exact probability (or expected count) as numerator / denominator. */
interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/**
 * For a fast draw (every digit uniform and independent), per point staked on one number (or one set):
 * the expected number of paid units. Lô: n/10^d occurrences (n = prizes with ≥ d digits). Đề, đầu, đuôi,
 * ba càng: 1/10^d. Xiên k: P(all k appear among the n lô numbers) = Σ_j (−1)^j C(k,j) (100−j)^n / 100^n
 * (inclusion–exclusion). Lô trượt k: P(none appears) = (100−k)^n / 100^n.
 */
export function vnExpectedHits(config: VnLotteryConfig, type: VnBetType): Ratio {
  const info = VN_BET_TYPE_INFO[type];
  const space = 10n ** BigInt(info.digits);
  switch (info.rule) {
    case 'per_occurrence':
      return { numerator: BigInt(vnPrizeCount(config.region, info.digits)), denominator: space };
    case 'each_number':
      return { numerator: 1n, denominator: space };
    case 'all_present': {
      const n = BigInt(vnPrizeCount(config.region, 2));
      let numerator = 0n;
      let choose = 1n;
      for (let j = 0; j <= info.minNumbers; j++) {
        const term = choose * (100n - BigInt(j)) ** n;
        numerator += j % 2 === 0 ? term : -term;
        choose = (choose * BigInt(info.minNumbers - j)) / BigInt(j + 1);
      }
      return { numerator, denominator: 100n ** n };
    }
    case 'none_present': {
      const n = BigInt(vnPrizeCount(config.region, 2));
      return { numerator: (100n - BigInt(info.minNumbers)) ** n, denominator: 100n ** n };
    }
  }
}

/** Exact RTP of a type for fast draws: expected hits × payoutPerPoint ÷ pricePerPoint. */
export function vnExactRtp(config: VnLotteryConfig, type: VnBetType): number {
  const { numerator, denominator } = vnExpectedHits(config, type);
  return ratioToNumber(numerator * config.payoutPerPoint[type], denominator * config.pricePerPoint[type]);
}

/** Every type's RTP and house edge for the config's region (the UI's and the operator's table). */
export function vnLotteryRtpTable(config: VnLotteryConfig): BetRtp[] {
  return VN_BET_TYPES.map((type) => betRtp(type, vnExactRtp(config, type)));
}

/** The types whose RTP is outside [90 %, 100 %) — empty for every default config. */
export function vnRtpOutsideBounds(config: VnLotteryConfig): BetRtp[] {
  return vnLotteryRtpTable(config).filter(({ rtp }) => !(rtp >= RTP_FLOOR && rtp < RTP_CEILING));
}

/**
 * Throws `invalid_game_config` on an unknown region, a price that is not a bigint above zero, a payout
 * below zero, a per-number limit below 1, or any type whose fast-draw RTP is outside [90 %, 100 %)
 * (the message names the type).
 */
export function validateVnLotteryConfig(config: VnLotteryConfig): void {
  if (!(VN_REGIONS as readonly string[]).includes(config.region)) {
    configError(`vn-lottery: the region is one of ${VN_REGIONS.join(', ')}`);
  }
  for (const type of VN_BET_TYPES) {
    const price = config.pricePerPoint[type];
    const payout = config.payoutPerPoint[type];
    const limit = config.maxPointsPerNumber[type];
    if (typeof price !== 'bigint' || price <= 0n) configError(`vn-lottery ${type}: the price is above zero`);
    if (typeof payout !== 'bigint' || payout < 0n)
      configError(`vn-lottery ${type}: the payout is not negative`);
    if (typeof limit !== 'bigint' || limit < 1n)
      configError(`vn-lottery ${type}: the point limit is at least 1`);
  }
  for (const { bet, rtp } of vnLotteryRtpTable(config))
    assertRtpInBounds(`vn-lottery ${config.region} ${bet}`, rtp);
}
