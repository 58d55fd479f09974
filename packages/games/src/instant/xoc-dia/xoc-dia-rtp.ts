import { type BetRtp, betRtp } from '../shared/rtp.ts';
import { XOC_DIA_BET_TYPES, type XocDiaBetType, type XocDiaConfig } from './xoc-dia-config.ts';
import { xocDiaBetWins } from './xoc-dia-round.ts';

/** Of the 16 equally likely coin patterns, how many have 0..4 reds: C(4, reds). */
const PATTERNS_BY_REDS = [1, 4, 6, 4, 1];

/** Exact RTP of a bet: Σ over red counts of C(4, reds) / 16 × its return when it wins. */
export function xocDiaExactRtp(config: XocDiaConfig, type: XocDiaBetType): number {
  let returned = 0;
  for (let reds = 0; reds <= 4; reds++) {
    if (xocDiaBetWins(type, reds)) returned += (PATTERNS_BY_REDS[reds] as number) * config.payouts[type];
  }
  return returned / (16 * 100);
}

export function xocDiaRtpTable(config: XocDiaConfig): BetRtp[] {
  return XOC_DIA_BET_TYPES.map((type) => betRtp(type, xocDiaExactRtp(config, type)));
}
