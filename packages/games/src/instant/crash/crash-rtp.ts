import { type BetRtp, betRtp, ratioToNumber } from '../shared/rtp.ts';
import { CRASH_UNIT_COUNT, crashReachCount } from './bust-point.ts';
import type { CrashConfig } from './crash-config.ts';

/**
 * The exact RTP of cashing out at `cashoutX100`: P(bust ≥ cashout) × cashout. It is (1 − edge) up to
 * the 2^-53 granularity of u, whatever the target, so the default `cashoutX100` (2.00×) stands for all.
 */
export function crashExactRtp(config: CrashConfig, cashoutX100 = 200): number {
  const count = crashReachCount(config, cashoutX100);
  return ratioToNumber(count * BigInt(cashoutX100), CRASH_UNIT_COUNT * 100n);
}

export function crashRtpTable(config: CrashConfig): BetRtp[] {
  return [101, 200, 1_000, 100_000, config.maxMultiplierX100].map((target) =>
    betRtp(`cash out at ${(target / 100).toFixed(2)}×`, crashExactRtp(config, target)),
  );
}
