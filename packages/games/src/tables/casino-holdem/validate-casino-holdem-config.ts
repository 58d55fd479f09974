import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import {
  CASINO_HOLDEM_AA_BONUS_HANDS,
  CASINO_HOLDEM_HAND_CLASSES,
  type CasinoHoldemConfig,
} from './casino-holdem-config.ts';
import { casinoHoldemRtpTable } from './casino-holdem-rtp.ts';

/**
 * Refuses a malformed config and any bet whose RTP is outside [90 %, 100 %): the AA bonus's exact RTP, and the
 * ante's RTP under the auto-play strategy from the simulated reference (standard error ±0.02 %).
 */
export function validateCasinoHoldemConfig(config: CasinoHoldemConfig): void {
  for (const handClass of CASINO_HOLDEM_HAND_CLASSES) {
    if (!isIntegerIn(config.antePays?.[handClass], 100, 1_000_000))
      configError(`casino-holdem: the ante return for ${handClass} is whole, in 100..1000000`);
  }
  for (const hand of CASINO_HOLDEM_AA_BONUS_HANDS) {
    if (!isIntegerIn(config.aaBonusPays?.[hand], 0, 1_000_000))
      configError(`casino-holdem: the AA bonus return for ${hand} is whole, in 0..1000000`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000))
    configError('casino-holdem: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of casinoHoldemRtpTable(config)) assertRtpInBounds(`casino-holdem ${bet}`, rtp);
}
