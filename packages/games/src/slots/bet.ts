import type { SlotModel } from './model.ts';
import type { Bet } from './types.ts';

/** A bet the model cannot take; `reason` is stable for the studio to map onto its error codes. */
export class InvalidBetError extends RangeError {
  constructor(
    readonly reason: 'wrong_bet_shape' | 'bet_not_positive' | 'lines_out_of_range' | 'bet_not_multiple',
    message: string,
  ) {
    super(message);
    this.name = 'InvalidBetError';
  }
}

/** How a valid bet is played: the unit every win is counted in, the lines played and the stake. */
export interface ResolvedBet {
  /** One line bet (line models) or one coin = betPerSpin / betMultiplier (ways models). */
  unit: bigint;
  /** Lines played (line models); 0 for ways models. */
  lines: number;
  /** The stake in units: lines played, or the bet multiplier. */
  stakeUnits: number;
  stake: bigint;
}

/**
 * Line models take `{ lineBet > 0, lines 1..N }` (stake = lineBet × lines); ways models take
 * `{ betPerSpin }`, a positive multiple of `betMultiplier`, so the coin is exact. Throws InvalidBetError.
 */
export function resolveBet(model: SlotModel, bet: Bet): ResolvedBet {
  if (model.kind === 'lines') {
    if (!('lineBet' in bet) || typeof bet.lineBet !== 'bigint' || typeof bet.lines !== 'number')
      throw new InvalidBetError('wrong_bet_shape', `${model.id} takes { lineBet, lines }`);
    if (bet.lineBet <= 0n) throw new InvalidBetError('bet_not_positive', 'the line bet must be positive');
    if (!Number.isInteger(bet.lines) || bet.lines < 1 || bet.lines > model.lines.length)
      throw new InvalidBetError('lines_out_of_range', `lines must be 1..${model.lines.length}`);
    return {
      unit: bet.lineBet,
      lines: bet.lines,
      stakeUnits: bet.lines,
      stake: bet.lineBet * BigInt(bet.lines),
    };
  }
  if (!('betPerSpin' in bet) || typeof bet.betPerSpin !== 'bigint')
    throw new InvalidBetError('wrong_bet_shape', `${model.id} takes { betPerSpin }`);
  if (bet.betPerSpin <= 0n) throw new InvalidBetError('bet_not_positive', 'the bet must be positive');
  const multiplier = BigInt(model.betMultiplier);
  if (bet.betPerSpin % multiplier !== 0n)
    throw new InvalidBetError('bet_not_multiple', `the bet must be a multiple of ${model.betMultiplier}`);
  return {
    unit: bet.betPerSpin / multiplier,
    lines: 0,
    stakeUnits: model.betMultiplier,
    stake: bet.betPerSpin,
  };
}

/** Throws InvalidBetError unless the model can take the bet. */
export function validateBet(model: SlotModel, bet: Bet): void {
  resolveBet(model, bet);
}

/** The stake of a valid bet (throws InvalidBetError otherwise). */
export function stakeOf(model: SlotModel, bet: Bet): bigint {
  return resolveBet(model, bet).stake;
}
