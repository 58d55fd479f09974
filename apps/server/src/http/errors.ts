import type { ErrorCode } from '@app/contracts';

/** A domain error with a stable code from the contracts catalogue; the error handler turns it into a response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    /** Extra facts for the client (the failure's `details`), e.g. `{ captchaRequired: true }`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
