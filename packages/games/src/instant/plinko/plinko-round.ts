import { type RandomSource, randomInt } from '../../fair/index.ts';
import { betError } from '../shared/errors.ts';
import { assertStake, isIntegerIn, payoutFor } from '../shared/money.ts';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoConfig,
  type PlinkoRisk,
  plinkoTable,
} from './plinko-config.ts';

export interface PlinkoBet {
  stake: bigint;
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoResult {
  stake: bigint;
  rows: number;
  risk: PlinkoRisk;
  /** One bounce per row, top to bottom: 0 = left, 1 = right. */
  path: number[];
  /** The slot the ball lands in, 0 (far left) .. rows: the number of rights. */
  slot: number;
  multiplierX100: number;
  payout: bigint;
}

/** Read once (an imported binding is a getter call under the test transform; this runs per bounce). */
const bounce = randomInt;

export function validatePlinkoBet(config: PlinkoConfig, bet: PlinkoBet): void {
  assertStake(bet.stake);
  if (!isIntegerIn(bet.rows, PLINKO_MIN_ROWS, PLINKO_MAX_ROWS))
    betError('plinko: rows is a whole number in 8..16');
  if (!PLINKO_RISKS.includes(bet.risk)) betError('plinko: risk is low, medium or high');
  plinkoTable(config, bet.rows, bet.risk);
}

/** The ball's path: one randomInt(source, 2) per row, top to bottom (0 = left, 1 = right). */
export function dropPlinkoBall(rows: number, source: RandomSource): number[] {
  const path: number[] = [];
  for (let row = 0; row < rows; row++) path.push(bounce(source, 2));
  return path;
}

/** Pays the slot a known path ends in (the verification page's entry point). */
export function settlePlinko(config: PlinkoConfig, bet: PlinkoBet, path: readonly number[]): PlinkoResult {
  validatePlinkoBet(config, bet);
  if (path.length !== bet.rows || !path.every((step) => step === 0 || step === 1)) {
    betError('plinko: the path has one 0 or 1 per row');
  }
  let slot = 0;
  for (const step of path) slot += step;
  const multiplierX100 = plinkoTable(config, bet.rows, bet.risk)[slot] as number;
  const payout = payoutFor(bet.stake, multiplierX100);
  return { stake: bet.stake, rows: bet.rows, risk: bet.risk, path: [...path], slot, multiplierX100, payout };
}

export function playPlinko(config: PlinkoConfig, bet: PlinkoBet, source: RandomSource): PlinkoResult {
  validatePlinkoBet(config, bet);
  return settlePlinko(config, bet, dropPlinkoBall(bet.rows, source));
}
