import { type RandomSource, randomInt } from '../../fair/index.ts';
import { betError } from '../shared/errors.ts';
import { assertStake, payoutFor } from '../shared/money.ts';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  type WheelConfig,
  type WheelRisk,
  type WheelSegmentCount,
  wheelSegments,
} from './wheel-config.ts';

export interface WheelBet {
  stake: bigint;
  segments: WheelSegmentCount;
  risk: WheelRisk;
}

export interface WheelResult {
  stake: bigint;
  segments: WheelSegmentCount;
  risk: WheelRisk;
  /** The segment under the pointer, 0-based in the table's order. */
  segmentIndex: number;
  multiplierX100: number;
  payout: bigint;
}

export function validateWheelBet(config: WheelConfig, bet: WheelBet): void {
  assertStake(bet.stake);
  if (!WHEEL_SEGMENT_COUNTS.includes(bet.segments)) betError('wheel: segments is 10, 20, 30, 40 or 50');
  if (!WHEEL_RISKS.includes(bet.risk)) betError('wheel: risk is low, medium or high');
  wheelSegments(config, bet.segments, bet.risk);
}

/** Pays the segment a known spin stopped on (the verification page's entry point). */
export function settleWheel(config: WheelConfig, bet: WheelBet, segmentIndex: number): WheelResult {
  validateWheelBet(config, bet);
  const multiplierX100 = wheelSegments(config, bet.segments, bet.risk)[segmentIndex];
  if (multiplierX100 === undefined) betError(`wheel: no segment ${segmentIndex}`);
  const payout = payoutFor(bet.stake, multiplierX100);
  return { stake: bet.stake, segments: bet.segments, risk: bet.risk, segmentIndex, multiplierX100, payout };
}

/** One spin: segmentIndex = randomInt(source, segments). */
export function playWheel(config: WheelConfig, bet: WheelBet, source: RandomSource): WheelResult {
  validateWheelBet(config, bet);
  return settleWheel(config, bet, randomInt(source, bet.segments));
}
