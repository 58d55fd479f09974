import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../shared/errors.ts';
import { assertStake, isIntegerIn, payoutFor } from '../shared/money.ts';
import { drawCrashBust } from './bust-point.ts';
import type { CrashConfig } from './crash-config.ts';

export interface CrashBet {
  stake: bigint;
  /** The multiplier the player cashes out at (clicked on screen, or an auto cash-out target). */
  cashoutX100: number;
}

export interface CrashResult {
  stake: bigint;
  cashoutX100: number;
  bustX100: number;
  won: boolean;
  /** stake × cashout when cashout ≤ bust, else 0n. */
  payout: bigint;
}

export function validateCrashBet(config: CrashConfig, bet: CrashBet): void {
  assertStake(bet.stake);
  if (!isIntegerIn(bet.cashoutX100, config.minCashoutX100, config.maxMultiplierX100)) {
    betError(`crash: cashoutX100 is a whole number in ${config.minCashoutX100}..${config.maxMultiplierX100}`);
  }
}

/** Settles one bet of a round whose bust point is known: it pays when cashout ≤ bust. */
export function resolveCrash(config: CrashConfig, bet: CrashBet, bustX100: number): CrashResult {
  validateCrashBet(config, bet);
  const won = bet.cashoutX100 <= bustX100;
  const payout = won ? payoutFor(bet.stake, bet.cashoutX100) : 0n;
  return { stake: bet.stake, cashoutX100: bet.cashoutX100, bustX100, won, payout };
}

/** A one-player round with an auto cash-out: draw the bust point, then settle (config validated on load). */
export function playCrash(config: CrashConfig, bet: CrashBet, source: RandomSource): CrashResult {
  validateCrashBet(config, bet);
  return resolveCrash(config, bet, drawCrashBust(config, source));
}
