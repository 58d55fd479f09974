import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import type { BlackjackConfig } from './blackjack-config.ts';
import { blackjackRtpTable } from './blackjack-rtp.ts';

/**
 * A blackjack payout is whole hundredths from 1:1 (200) to 2:1 (300), double after split is on or off, and the
 * configured rules' reference RTP (blackjackRtp) is in [90 %, 100 %).
 */
export function validateBlackjackConfig(config: BlackjackConfig): void {
  if (!isIntegerIn(config.blackjackPayoutX100, 200, 300))
    configError('blackjack: blackjackPayoutX100 is a whole number in 200..300 (1:1 to 2:1)');
  if (typeof config.doubleAfterSplit !== 'boolean')
    configError('blackjack: doubleAfterSplit is true or false');
  for (const { bet, rtp } of blackjackRtpTable(config)) assertRtpInBounds(`blackjack ${bet}`, rtp);
}
