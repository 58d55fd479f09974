/**
 * The one error the sportsbook maths throws. Validators return nothing on success and throw this on a bad
 * input; `code` is stable so the server can map it to its own error codes.
 * - `invalid_odds`: decimal odds not an integer in 1001..1_000_000 thousandths, or an Asian price out of range.
 * - `invalid_line`: a handicap or total line that is not an integer number of quarter goals/points in range.
 * - `invalid_market`: an unknown market key, market spec or selection.
 * - `invalid_result`: a match result that is malformed or does not fit the market's sport.
 * - `invalid_stake`: a stake that is not a bigint above zero.
 * - `invalid_parlay`: too few or too many legs, or two legs of one match.
 * - `invalid_model`: a pricing or simulation input out of range (a probability outside [0, 1], a negative rate…).
 */
export type SportsErrorCode =
  | 'invalid_odds'
  | 'invalid_line'
  | 'invalid_market'
  | 'invalid_result'
  | 'invalid_stake'
  | 'invalid_parlay'
  | 'invalid_model';

export class SportsError extends Error {
  readonly code: SportsErrorCode;

  constructor(code: SportsErrorCode, message: string) {
    super(message);
    this.name = 'SportsError';
    this.code = code;
  }
}

/** Throws a SportsError (a helper so validators read as one line each). */
export function sportsError(code: SportsErrorCode, message: string): never {
  throw new SportsError(code, message);
}

/** True for a whole number in [min, max]. */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** True for a finite probability in [0, 1]. */
export function isProbability(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}
