import type { KindBetType } from './kinds/kind.ts';
import { type KindTable, kindMaxPoints } from './kinds/tables.ts';
import { VN_BET_TYPE_INFO, VN_BET_TYPES } from './vn/vn-bet-types.ts';
import type { VnLotteryConfig } from './vn/vn-config.ts';
import { vnExactRtp } from './vn/vn-rtp.ts';

/**
 * A bet type as the slip shows it (contracts' lotteryBetTypeInfo): its numbers, rule, price, win per point and
 * points limit (money as strings of minor units), and its RTP in percent with two decimals.
 */
export interface LotteryBetTypeRates {
  type: string;
  digits: number;
  minNumbers: number;
  maxNumbers: number;
  rule: 'per_occurrence' | 'each_number' | 'all_present' | 'none_present' | 'spots' | 'tiers';
  selection: 'number' | 'set' | 'position' | 'position_value' | 'none';
  positions: number;
  minValue: number;
  maxValue: number;
  pricePerPoint: string;
  payoutPerPoint: string;
  payTable: string[][] | null;
  maxPoints: string;
  maxPointsByCount: string[] | null;
  rtp: number;
}

const percent = (rtp: number) => Math.round(rtp * 10_000) / 100;

/** The Vietnamese lottery's bet types at a region's rates. */
export function vnBetTypeRates(config: VnLotteryConfig): LotteryBetTypeRates[] {
  return VN_BET_TYPES.map((type) => {
    const info = VN_BET_TYPE_INFO[type];
    return {
      type,
      digits: info.digits,
      minNumbers: info.minNumbers,
      maxNumbers: info.maxNumbers,
      rule: info.rule,
      selection: info.rule === 'all_present' || info.rule === 'none_present' ? 'set' : 'number',
      positions: 0,
      minValue: 0,
      maxValue: 10 ** info.digits - 1,
      pricePerPoint: String(config.pricePerPoint[type]),
      payoutPerPoint: String(config.payoutPerPoint[type]),
      payTable: null,
      maxPoints: String(config.maxPointsPerNumber[type]),
      maxPointsByCount: null,
      rtp: percent(vnExactRtp(config, type)),
    };
  });
}

/** The other kinds' bet types at a prize mode's table: a point's win is price × multiplier ÷ 100. */
export function kindBetTypeRates(types: readonly KindBetType[], table: KindTable): LotteryBetTypeRates[] {
  const perPoint = (multiplierX100: number) => String((table.pricePerPoint * BigInt(multiplierX100)) / 100n);
  return types.map((info) => {
    const byCount =
      info.rule === 'spots'
        ? Array.from({ length: info.maxNumbers }, (_, i) => String(kindMaxPoints(table, info, i + 1)))
        : null;
    return {
      type: info.type,
      digits: info.digits,
      minNumbers: info.minNumbers,
      maxNumbers: info.maxNumbers,
      rule: info.rule,
      selection: info.selection,
      positions: info.positions,
      minValue: info.minValue,
      maxValue: info.maxValue,
      pricePerPoint: String(table.pricePerPoint),
      payoutPerPoint: perPoint(info.multiplierX100),
      payTable: info.payTableX100?.map((row) => row.map(perPoint)) ?? null,
      maxPoints: byCount ? (byCount[0] as string) : String(kindMaxPoints(table, info)),
      maxPointsByCount: byCount,
      rtp: percent(info.rtp),
    };
  });
}
