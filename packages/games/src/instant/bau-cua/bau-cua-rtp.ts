import { type BetRtp, betRtp } from '../shared/rtp.ts';
import type { BauCuaConfig } from './bau-cua-config.ts';

/**
 * Exact RTP of a face bet (the same for every face): of the 216 rolls, 75 show the face once, 15 twice and
 * 1 three times, so RTP = (75 × r1 + 15 × r2 + r3) / (216 × 100).
 */
export function bauCuaExactRtp(config: BauCuaConfig): number {
  const [once, twice, thrice] = config.faceReturnX100;
  return (75 * once + 15 * twice + thrice) / 21_600;
}

export function bauCuaRtpTable(config: BauCuaConfig): BetRtp[] {
  return [betRtp('face (any of the six)', bauCuaExactRtp(config))];
}
