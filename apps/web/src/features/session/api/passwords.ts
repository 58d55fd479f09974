import { ACCOUNTS_API, type Language, type LoginResult } from '@app/contracts';
import type { CodeSent } from '../../../api/account-types';
import { apiSend } from '../../../api/client';

export function changePassword(
  language: Language,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<unknown> {
  return apiSend<unknown>('POST', ACCOUNTS_API.changePassword, { language, body });
}

/** Spec §7: the forgot-password call is form-encoded. */
export function forgotPassword(
  language: Language,
  body: { username: string; email: string },
): Promise<unknown> {
  return apiSend<unknown>('POST', ACCOUNTS_API.forgotPassword, { language, urlEncoded: body });
}

export function resetPassword(
  language: Language,
  body: { token: string; newPassword: string; confirmNewPassword: string },
): Promise<unknown> {
  return apiSend<unknown>('POST', ACCOUNTS_API.resetPassword, { language, body });
}

export function sendPhonePasswordCode(
  language: Language,
  body: { mobileNum: string; countryDialingCode: string },
): Promise<CodeSent> {
  return apiSend<CodeSent>('POST', ACCOUNTS_API.phonePasswordCode, { language, body });
}

/** POST password/phone: sets the new password and logs the member in. */
export function phonePassword(
  language: Language,
  body: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
): Promise<LoginResult> {
  return apiSend<LoginResult>('POST', ACCOUNTS_API.phonePassword, { language, body });
}
