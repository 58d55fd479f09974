import { type BetRtp, betRtp } from '../shared/rtp.ts';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  type WheelConfig,
  type WheelRisk,
  type WheelSegmentCount,
  wheelSegments,
} from './wheel-config.ts';

/** Exact RTP: each segment equally likely, so the mean multiplier (Σ multipliers / (100 × segments)). */
export function wheelExactRtp(config: WheelConfig, segments: WheelSegmentCount, risk: WheelRisk): number {
  const wheel = wheelSegments(config, segments, risk);
  return wheel.reduce((sum, value) => sum + value, 0) / (100 * wheel.length);
}

export function wheelRtpTable(config: WheelConfig): BetRtp[] {
  return WHEEL_SEGMENT_COUNTS.flatMap((segments) =>
    WHEEL_RISKS.map((risk) => betRtp(`${segments} segments, ${risk}`, wheelExactRtp(config, segments, risk))),
  );
}
