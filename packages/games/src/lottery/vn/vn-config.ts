import type { VnBetType } from './vn-bet-types.ts';
import type { VnRegion } from './vn-result.ts';

/**
 * One region's operator settings, every amount in minor units (1/100 VND). A bet costs
 * points × pricePerPoint (× its count of numbers for lô, đề, đầu, đuôi and ba càng, where each number is
 * its own sub-bet); a win pays points × payoutPerPoint per occurrence (lô) or once (every other type).
 * The payout is the whole credit: the stake is not returned on top ("1 ăn 99" pays 99 units, not 100).
 */
export interface VnLotteryConfig {
  region: VnRegion;
  pricePerPoint: Readonly<Record<VnBetType, bigint>>;
  payoutPerPoint: Readonly<Record<VnBetType, bigint>>;
  /** Most points one bet may put on one number (or, for xiên and lô trượt, on its set). */
  maxPointsPerNumber: Readonly<Record<VnBetType, bigint>>;
}

const VND = 100n;
const vnd = (amount: number): bigint => BigInt(amount) * VND;

type Amounts = Record<VnBetType, bigint>;

/** Types priced at 1,000 VND a point (đề, đầu/đuôi, ba càng, xiên, lô trượt): a point is a 1,000 VND stake. */
const STAKE_UNIT_PRICES = {
  de_special_last_2: vnd(1_000),
  de_special_first_2: vnd(1_000),
  de_first_prize_last_2: vnd(1_000),
  dau_special_tens: vnd(1_000),
  duoi_special_units: vnd(1_000),
  ba_cang_special_last_3: vnd(1_000),
  xien_2: vnd(1_000),
  xien_3: vnd(1_000),
  xien_4: vnd(1_000),
  lo_truot_4: vnd(1_000),
  lo_truot_5: vnd(1_000),
  lo_truot_6: vnd(1_000),
  lo_truot_7: vnd(1_000),
  lo_truot_8: vnd(1_000),
  lo_truot_9: vnd(1_000),
  lo_truot_10: vnd(1_000),
} as const;

/** Đề, đầu/đuôi and ba càng settle on one number whatever the region: the same rates everywhere. */
const SPECIAL_PAYOUTS = {
  de_special_last_2: vnd(99_000),
  de_special_first_2: vnd(99_000),
  de_first_prize_last_2: vnd(99_000),
  dau_special_tens: vnd(9_800),
  duoi_special_units: vnd(9_800),
  ba_cang_special_last_3: vnd(960_000),
} as const;

const MAX_POINTS: Amounts = {
  lo_2_digits: 1_000n,
  lo_3_digits: 1_000n,
  de_special_last_2: 100_000n,
  de_special_first_2: 100_000n,
  de_first_prize_last_2: 100_000n,
  dau_special_tens: 100_000n,
  duoi_special_units: 100_000n,
  ba_cang_special_last_3: 10_000n,
  xien_2: 100_000n,
  xien_3: 100_000n,
  xien_4: 100_000n,
  lo_truot_4: 100_000n,
  lo_truot_5: 100_000n,
  lo_truot_6: 100_000n,
  lo_truot_7: 100_000n,
  lo_truot_8: 100_000n,
  lo_truot_9: 100_000n,
  lo_truot_10: 100_000n,
};

/** 27 prizes: a lô point costs 27,000 VND and pays 99,000 per occurrence ("1 ăn 99"). */
const NORTH: VnLotteryConfig = {
  region: 'north',
  pricePerPoint: { ...STAKE_UNIT_PRICES, lo_2_digits: vnd(27_000), lo_3_digits: vnd(23_000) },
  payoutPerPoint: {
    ...SPECIAL_PAYOUTS,
    lo_2_digits: vnd(99_000),
    lo_3_digits: vnd(960_000),
    xien_2: vnd(17_000),
    xien_3: vnd(75_000),
    xien_4: vnd(350_000),
    lo_truot_4: vnd(2_800),
    lo_truot_5: vnd(3_700),
    lo_truot_6: vnd(5_000),
    lo_truot_7: vnd(6_700),
    lo_truot_8: vnd(9_000),
    lo_truot_9: vnd(12_000),
    lo_truot_10: vnd(16_000),
  },
  maxPointsPerNumber: MAX_POINTS,
};

/** 18 prizes a province: a lô point costs 18,000 VND and pays 99,000 per occurrence. */
const SOUTH_CENTRAL_PRICES: Amounts = {
  ...STAKE_UNIT_PRICES,
  lo_2_digits: vnd(18_000),
  lo_3_digits: vnd(17_000),
};

const SOUTH_CENTRAL_PAYOUTS: Amounts = {
  ...SPECIAL_PAYOUTS,
  lo_2_digits: vnd(99_000),
  lo_3_digits: vnd(960_000),
  xien_2: vnd(36_000),
  xien_3: vnd(240_000),
  xien_4: vnd(1_700_000),
  lo_truot_4: vnd(1_950),
  lo_truot_5: vnd(2_350),
  lo_truot_6: vnd(2_850),
  lo_truot_7: vnd(3_450),
  lo_truot_8: vnd(4_200),
  lo_truot_9: vnd(5_100),
  lo_truot_10: vnd(6_200),
};

/** Defaults per region; docs/games/lottery/vn.md gives each rate's source and its exact RTP. */
export const DEFAULT_VN_LOTTERY_CONFIGS: Readonly<Record<VnRegion, VnLotteryConfig>> = {
  north: NORTH,
  central: {
    region: 'central',
    pricePerPoint: SOUTH_CENTRAL_PRICES,
    payoutPerPoint: SOUTH_CENTRAL_PAYOUTS,
    maxPointsPerNumber: MAX_POINTS,
  },
  south: {
    region: 'south',
    pricePerPoint: SOUTH_CENTRAL_PRICES,
    payoutPerPoint: SOUTH_CENTRAL_PAYOUTS,
    maxPointsPerNumber: MAX_POINTS,
  },
};
