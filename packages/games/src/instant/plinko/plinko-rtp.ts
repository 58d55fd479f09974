import { type BetRtp, betRtp, ratioToNumber } from '../shared/rtp.ts';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoConfig,
  type PlinkoRisk,
  plinkoTable,
} from './plinko-config.ts';

/** Exact RTP: Σ C(rows, k) × multiplier[k] / (100 × 2^rows), the ball landing in slot k with C(rows, k) paths. */
export function plinkoExactRtp(config: PlinkoConfig, rows: number, risk: PlinkoRisk): number {
  const table = plinkoTable(config, rows, risk);
  let paths = 1n; // C(rows, k), updated as k grows
  let returned = 0n;
  for (let k = 0; k <= rows; k++) {
    returned += paths * BigInt(table[k] as number);
    paths = (paths * BigInt(rows - k)) / BigInt(k + 1);
  }
  return ratioToNumber(returned, 100n * 2n ** BigInt(rows));
}

export function plinkoRtpTable(config: PlinkoConfig): BetRtp[] {
  const table: BetRtp[] = [];
  for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
    for (const risk of PLINKO_RISKS)
      table.push(betRtp(`${rows} rows, ${risk}`, plinkoExactRtp(config, rows, risk)));
  }
  return table;
}
