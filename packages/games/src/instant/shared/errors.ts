/**
 * The one error every instant-game engine throws. Validators and state transitions never return a
 * failure value: they throw this, and the studio maps `code` to its answer (the codes are meant for
 * packages/contracts' catalogue).
 * - `invalid_game_config`: the operator's config is malformed or its RTP is outside [90 %, 100 %).
 * - `invalid_bet`: an unknown bet type, a selection out of range, too many or no bets.
 * - `invalid_stake`: a stake that is not a bigint above zero.
 * - `invalid_game_action`: a move the round's state does not allow (reveal after a loss, cash out twice…).
 */
export type InstantErrorCode =
  | 'invalid_game_config'
  | 'invalid_bet'
  | 'invalid_stake'
  | 'invalid_game_action';

export class InstantGameError extends Error {
  readonly code: InstantErrorCode;

  constructor(code: InstantErrorCode, message: string) {
    super(message);
    this.name = 'InstantGameError';
    this.code = code;
  }
}

export function configError(message: string): never {
  throw new InstantGameError('invalid_game_config', message);
}

export function betError(message: string): never {
  throw new InstantGameError('invalid_bet', message);
}

export function actionError(message: string): never {
  throw new InstantGameError('invalid_game_action', message);
}
