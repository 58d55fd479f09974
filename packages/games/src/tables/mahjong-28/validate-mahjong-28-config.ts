import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import { MAHJONG_28_BET_TYPES, type Mahjong28Config } from './mahjong-28-config.ts';
import { mahjong28RtpTable } from './mahjong-28-rtp.ts';

export function validateMahjong28Config(config: Mahjong28Config): void {
  for (const type of MAHJONG_28_BET_TYPES) {
    if (!isIntegerIn(config.payouts?.[type], 0, 100_000_000))
      configError(`mahjong-28: the ${type} payout is whole, in 0..100000000`);
  }
  if (typeof config.tiesGoToBanker !== 'boolean') configError('mahjong-28: tiesGoToBanker is true or false');
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000))
    configError('mahjong-28: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of mahjong28RtpTable(config)) assertRtpInBounds(`mahjong-28 ${bet}`, rtp);
}
