/** Codes after which the session cannot go on: the player opens the game again from the site. */
const SESSION_ENDING = new Set([
  'player_session_invalid',
  'launch_token_invalid',
  'session_expired',
  'unauthorized',
]);

/**
 * A failure of a studio call: the server's code and its message (already in the player's language, the
 * client sends `x-lang`), or `network` when no answer came (the message is then the client's own).
 */
export class StudioError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'StudioError';
  }

  /** The session is gone (expired, replaced, never valid): only opening the game again helps. */
  get endsSession(): boolean {
    return SESSION_ENDING.has(this.code) || (this.status === 401 && this.code !== 'network');
  }

  get isNetwork(): boolean {
    return this.code === 'network';
  }
}
