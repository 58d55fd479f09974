import { betError } from '../../instant/shared/errors.ts';
import { VN_BET_TYPE_INFO, VN_BET_TYPES, type VnBetType } from './vn-bet-types.ts';
import type { VnLotteryConfig } from './vn-config.ts';
import { type VnResult, validateVnResult, vnFirstPrize, vnLoNumbers, vnSpecial } from './vn-result.ts';

/** A bet slip line: `numbers` zero-padded ('07'), `points` = điểm for lô, stake units for the rest. */
export interface VnBet {
  type: VnBetType;
  numbers: readonly string[];
  points: bigint;
}

export interface VnNumberOutcome {
  number: string;
  /** Times it appears among the numbers the type settles on (0 when it does not). */
  occurrences: number;
}

export interface VnSettlement {
  cost: bigint;
  payout: bigint;
  /** Paid units: lô occurrences summed, numbers matched (đề, đầu, đuôi, ba càng), or 1/0 (xiên, lô trượt). */
  hits: number;
  won: boolean;
  detail: {
    /** What the type settled on, in sheet order (all 27/18 lô numbers, or the one drawn value). */
    settledOn: readonly string[];
    numbers: readonly VnNumberOutcome[];
  };
}

/**
 * Throws `invalid_bet` on an unknown type; a number that is not exactly the type's digits (letters,
 * wrong length, not zero-padded); a repeated number; the wrong count of numbers for a xiên or lô trượt
 * (or none at all); points that are not a bigint ≥ 1 or above the config's per-number limit.
 */
export function validateVnBet(config: VnLotteryConfig, bet: VnBet): void {
  if (!bet || !(VN_BET_TYPES as readonly string[]).includes(bet.type)) {
    betError(`vn-lottery: the bet type is one of ${VN_BET_TYPES.join(', ')}`);
  }
  const info = VN_BET_TYPE_INFO[bet.type];
  if (!Array.isArray(bet.numbers)) betError(`vn-lottery ${bet.type}: numbers is a list`);
  const count = bet.numbers.length;
  if (count < info.minNumbers || count > info.maxNumbers) {
    const wanted =
      info.minNumbers === info.maxNumbers
        ? `exactly ${info.minNumbers}`
        : `${info.minNumbers} to ${info.maxNumbers}`;
    betError(`vn-lottery ${bet.type}: ${wanted} number(s), got ${count}`);
  }
  const pattern = new RegExp(`^[0-9]{${info.digits}}$`);
  const seen = new Set<string>();
  for (const number of bet.numbers) {
    if (typeof number !== 'string' || !pattern.test(number)) {
      betError(`vn-lottery ${bet.type}: '${String(number)}' is not ${info.digits} digit(s)`);
    }
    if (seen.has(number)) betError(`vn-lottery ${bet.type}: '${number}' is chosen twice`);
    seen.add(number);
  }
  if (typeof bet.points !== 'bigint' || bet.points < 1n) {
    betError(`vn-lottery ${bet.type}: points is a bigint of at least 1`);
  }
  const limit = config.maxPointsPerNumber[bet.type];
  if (bet.points > limit) betError(`vn-lottery ${bet.type}: at most ${limit} points a number`);
}

/** What the bet costs in minor units (validates it first). */
export function vnBetCost(config: VnLotteryConfig, bet: VnBet): bigint {
  validateVnBet(config, bet);
  return costOfValid(config, bet);
}

function costOfValid(config: VnLotteryConfig, bet: VnBet): bigint {
  const unit = bet.points * config.pricePerPoint[bet.type];
  const rule = VN_BET_TYPE_INFO[bet.type].rule;
  return rule === 'all_present' || rule === 'none_present' ? unit : unit * BigInt(bet.numbers.length);
}

/** The values a type settles on, read from a result (lô: every prize's tail; the others: one value). */
export function vnSettledNumbers(type: VnBetType, result: VnResult): string[] {
  const special = vnSpecial(result);
  switch (type) {
    case 'lo_3_digits':
      return vnLoNumbers(result, 3);
    case 'de_special_last_2':
      return [special.slice(-2)];
    case 'de_special_first_2':
      return [special.slice(0, 2)];
    case 'de_first_prize_last_2':
      return [vnFirstPrize(result).slice(-2)];
    case 'dau_special_tens':
      return [special.slice(-2, -1)];
    case 'duoi_special_units':
      return [special.slice(-1)];
    case 'ba_cang_special_last_3':
      return [special.slice(-3)];
    default:
      // lô 2 số, xiên and lô trượt all read the last two digits of every prize.
      return vnLoNumbers(result, 2);
  }
}

/** Pays one bet on a result (validates both); exact bigint, never negative. */
export function settleVnBet(config: VnLotteryConfig, bet: VnBet, result: VnResult): VnSettlement {
  validateVnBet(config, bet);
  validateVnResult(result);
  if (result.region !== config.region) {
    betError(`vn-lottery: a ${config.region} config cannot settle a ${result.region} result`);
  }
  return settleValidVnBet(config, bet, vnSettledNumbers(bet.type, result));
}

/** Settlement on already-extracted numbers (the simulations' fast path; inputs trusted). */
export function settleValidVnBet(
  config: VnLotteryConfig,
  bet: VnBet,
  settledOn: readonly string[],
): VnSettlement {
  const rule = VN_BET_TYPE_INFO[bet.type].rule;
  const numbers: VnNumberOutcome[] = [];
  let hits = 0;
  let present = 0;
  for (const number of bet.numbers) {
    let occurrences = 0;
    for (const value of settledOn) if (value === number) occurrences += 1;
    numbers.push({ number, occurrences });
    if (occurrences > 0) present += 1;
    if (rule === 'per_occurrence') hits += occurrences;
  }
  if (rule === 'each_number') hits = present;
  else if (rule === 'all_present') hits = present === numbers.length ? 1 : 0;
  else if (rule === 'none_present') hits = present === 0 ? 1 : 0;
  return {
    cost: costOfValid(config, bet),
    payout: BigInt(hits) * bet.points * config.payoutPerPoint[bet.type],
    hits,
    won: hits > 0,
    detail: { settledOn, numbers },
  };
}
