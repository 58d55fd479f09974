import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import { NIU_NIU_BET_TYPES, NIU_NIU_HAND_CLASSES, type NiuNiuConfig } from './niu-niu-config.ts';
import { niuNiuDoubleHold } from './niu-niu-round.ts';
import { niuNiuRtpTable } from './niu-niu-rtp.ts';

export function validateNiuNiuConfig(config: NiuNiuConfig): void {
  for (const type of NIU_NIU_BET_TYPES) {
    if (!isIntegerIn(config.commissionPercent?.[type], 0, 100))
      configError(`niu-niu: the ${type} commission is a whole percent in 0..100`);
  }
  for (const handClass of NIU_NIU_HAND_CLASSES) {
    if (!isIntegerIn(config.doubleMultiples?.[handClass], 1, 100))
      configError(`niu-niu: the double multiple for ${handClass} is whole, in 1..100`);
  }
  const hold = niuNiuDoubleHold(config);
  const keep = 100 - config.commissionPercent.double;
  for (const handClass of NIU_NIU_HAND_CLASSES) {
    const multiple = config.doubleMultiples[handClass];
    if ((multiple * keep) % hold !== 0 || (multiple * 100) % hold !== 0)
      configError(
        `niu-niu: the double returns for ${handClass} are not whole hundredths of the ${hold}× hold`,
      );
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('niu-niu: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of niuNiuRtpTable(config)) assertRtpInBounds(`niu-niu ${bet}`, rtp);
}
