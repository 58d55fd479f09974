import { configError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertRtpInBounds } from '../shared/rtp.ts';
import type { BauCuaConfig } from './bau-cua-config.ts';
import { bauCuaExactRtp } from './bau-cua-rtp.ts';

export function validateBauCuaConfig(config: BauCuaConfig): void {
  const returns = config.faceReturnX100;
  if (returns.length !== 3 || !returns.every((value) => isIntegerIn(value, 0, 100_000_000))) {
    configError('bau-cua: faceReturnX100 is three whole multipliers in hundredths');
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('bau-cua: maxBetsPerRound is in 1..1000');
  assertRtpInBounds('bau-cua face', bauCuaExactRtp(config));
}
