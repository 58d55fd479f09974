import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import { THREE_CARD_POKER_HAND_CLASSES, type ThreeCardPokerConfig } from './three-card-poker-config.ts';
import { threeCardPokerRtpTable } from './three-card-poker-rtp.ts';

export function validateThreeCardPokerConfig(config: ThreeCardPokerConfig): void {
  for (const handClass of THREE_CARD_POKER_HAND_CLASSES) {
    if (!isIntegerIn(config.anteBonus?.[handClass], 0, 100_000))
      configError(`three-card-poker: the ante bonus for ${handClass} is whole, in 0..100000`);
    if (!isIntegerIn(config.pairPlus?.[handClass], 0, 100_000_000))
      configError(`three-card-poker: the pair plus return for ${handClass} is whole`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000))
    configError('three-card-poker: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of threeCardPokerRtpTable(config))
    assertRtpInBounds(`three-card-poker ${bet}`, rtp);
}
