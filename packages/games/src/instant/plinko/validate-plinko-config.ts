import { configError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertRtpInBounds } from '../shared/rtp.ts';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoConfig,
  plinkoTable,
} from './plinko-config.ts';
import { plinkoExactRtp } from './plinko-rtp.ts';

/** Every row count 8..16 has the three risks, each rows + 1 whole multipliers, RTP in [90 %, 100 %). */
export function validatePlinkoConfig(config: PlinkoConfig): void {
  for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
    for (const risk of PLINKO_RISKS) {
      const table = plinkoTable(config, rows, risk);
      if (table.length !== rows + 1 || !table.every((value) => isIntegerIn(value, 0, 100_000_000))) {
        configError(
          `plinko: the ${rows}-row ${risk} table needs ${rows + 1} whole multipliers in hundredths`,
        );
      }
      assertRtpInBounds(`plinko ${rows} rows ${risk}`, plinkoExactRtp(config, rows, risk));
    }
  }
}
