import { ACCOUNTS_API, type Language, type LoginResult, type SecondVerificationMethod } from '@app/contracts';
import type { CodeSent } from '../../../api/account-types';
import { apiSend } from '../../../api/client';

export type LoginRequest = {
  username: string;
  password: string;
  type: 'username' | 'sms';
  countryDialingCode?: string;
  captchaId?: string;
  captcha?: string;
};

/** POST login (V2): a finished login, or a second verification to pass first. */
export function login(language: Language, body: LoginRequest): Promise<LoginResult> {
  return apiSend<LoginResult>('POST', ACCOUNTS_API.login, { language, body });
}

/** POST login/code: an SMS code for logging in by mobile number. */
export function sendLoginCode(
  language: Language,
  body: { mobileNum: string; countryDialingCode: string },
): Promise<CodeSent> {
  return apiSend<CodeSent>('POST', ACCOUNTS_API.loginCode, { language, body });
}

/** POST free-play: a demo account for this browser's random string (spec §7). */
export function freePlay(language: Language, nonce: string): Promise<LoginResult> {
  return apiSend<LoginResult>('POST', ACCOUNTS_API.freePlay, {
    language,
    body: { os: 'web', platform: 'W', nonce, gatewayVersion: 3 },
  });
}

export function sendVerificationCode(
  language: Language,
  body: { challengeId: string; method: 'mobile' | 'email' },
): Promise<CodeSent> {
  return apiSend<CodeSent>('POST', ACCOUNTS_API.secondVerificationSend, { language, body });
}

export function verifyLogin(
  language: Language,
  body: { challengeId: string; method: SecondVerificationMethod; answer: string },
): Promise<LoginResult> {
  return apiSend<LoginResult>('POST', ACCOUNTS_API.secondVerification, { language, body });
}

export function logout(language: Language): Promise<unknown> {
  return apiSend<unknown>('DELETE', ACCOUNTS_API.logout, { language });
}

/** Seconds the send-code button stays disabled: 60 × the server's expiry minutes (spec §4). */
export function countdownSeconds(sent: CodeSent): number {
  return 60 * Math.max(1, sent.expiredMinutes);
}
