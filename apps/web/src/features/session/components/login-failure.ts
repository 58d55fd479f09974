import { ApiError } from '../../../api/client';

/** Whether a failed login says the next attempt needs a captcha (its `details`). */
export function needsCaptcha(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.details.captchaRequired === true ||
      error.code === 'captcha_required' ||
      error.code === 'captcha_invalid')
  );
}
