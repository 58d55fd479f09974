import { configError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertRtpInBounds } from '../shared/rtp.ts';
import type { DiceMiniConfig } from './dice-mini-config.ts';
import { diceMiniRtpTable } from './dice-mini-rtp.ts';

export function validateDiceMiniConfig(config: DiceMiniConfig): void {
  const { payouts } = config;
  const values = [
    payouts.big,
    payouts.small,
    payouts.odd,
    payouts.even,
    payouts.triple,
    payouts.anyTriple,
    ...payouts.single,
  ];
  for (let total = 4; total <= 17; total++) values.push(payouts.total[total] as number);
  if (payouts.single.length !== 3 || !values.every((value) => isIntegerIn(value, 0, 100_000_000))) {
    configError('dice-mini: every payout is a whole multiplier in hundredths (single: three of them)');
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('dice-mini: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of diceMiniRtpTable(config)) assertRtpInBounds(`dice-mini ${bet}`, rtp);
}
