import { configError } from '../../../instant/shared/errors.ts';
import { isIntegerIn } from '../../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../../instant/shared/rtp.ts';
import { KENO_MAX_SPOTS, type KenoConfig } from './keno-config.ts';
import { kenoRtpTable } from './keno-rtp.ts';

export function validateKenoConfig(config: KenoConfig): void {
  if (!Array.isArray(config.paytable) || config.paytable.length !== KENO_MAX_SPOTS) {
    configError(`keno: the paytable has one row per spot count 1..${KENO_MAX_SPOTS}`);
  }
  config.paytable.forEach((row, i) => {
    if (!Array.isArray(row) || row.length !== i + 2)
      configError(`keno: paytable row ${i + 1} has ${i + 2} entries`);
    if (!row.every((x) => isIntegerIn(x, 0, 100_000_000)))
      configError(`keno: paytable row ${i + 1} is whole`);
  });
  for (const type of ['sum_big', 'sum_small', 'sum_odd', 'sum_even'] as const) {
    if (!isIntegerIn(config.payouts[type], 0, 100_000_000)) configError(`keno: the ${type} payout is whole`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('keno: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of kenoRtpTable(config)) assertRtpInBounds(`keno ${bet}`, rtp);
}
