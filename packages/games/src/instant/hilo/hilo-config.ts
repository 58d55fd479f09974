import { configError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertRtpInBounds } from '../shared/rtp.ts';
import { hiLoGuessTable } from './hilo-rtp.ts';

export interface HiLoConfig {
  /** The house edge in basis points: a chain of wins with chance P pays floor(100 × (1 − edge) / P) / 100. */
  houseEdgeBps: number;
  /** A chain stops and cashes out by itself once its multiplier reaches this (in hundredths). */
  maxMultiplierX100: number;
}

export const DEFAULT_HILO_CONFIG: HiLoConfig = { houseEdgeBps: 100, maxMultiplierX100: 100_000_000 };

export function validateHiLoConfig(config: HiLoConfig): void {
  if (!isIntegerIn(config.houseEdgeBps, 1, 9_999))
    configError('hi-lo: houseEdgeBps is a whole number in 1..9999');
  if (!isIntegerIn(config.maxMultiplierX100, 1_300, 1e12))
    configError('hi-lo: maxMultiplierX100 is at least 1300');
  for (const { bet, rtp } of hiLoGuessTable(config)) assertRtpInBounds(`hi-lo ${bet}`, rtp);
}
