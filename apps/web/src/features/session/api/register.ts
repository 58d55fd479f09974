import {
  ACCOUNTS_API,
  type Language,
  type LoginResult,
  type RegisterBody,
  type RegisterSettings,
} from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateInfo, CodeSent } from '../../../api/account-types';
import { apiGet, apiSend } from '../../../api/client';
import { useLanguage } from '../../../lib/language';

export function registerSettingsQuery(language: Language) {
  return queryOptions({
    queryKey: ['accounts', 'register-settings', language],
    queryFn: ({ signal }) => apiGet<RegisterSettings>(ACCOUNTS_API.registerSettings, { language, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The allowed registration modes, their field rules, countries and switches. */
export function useRegisterSettings() {
  return useQuery(registerSettingsQuery(useLanguage()));
}

/** PUT register (or register/mobile for the mobile modes): the new member is logged in. */
export function register(language: Language, body: Partial<RegisterBody>): Promise<LoginResult> {
  const mobile = body.registerMode === 'mobile' || body.registerMode === 'mobilePassword';
  return apiSend<LoginResult>('PUT', mobile ? ACCOUNTS_API.registerMobile : ACCOUNTS_API.register, {
    language,
    body,
  });
}

export function sendRegisterCode(
  language: Language,
  body: { mobileNo: string; countryDialingCode: string },
): Promise<CodeSent> {
  return apiSend<CodeSent>('POST', ACCOUNTS_API.registerCode, { language, body });
}

/** GET affiliate: fails with invitation_code_error for an unknown code. */
export function checkAffiliate(language: Language, code: string): Promise<AffiliateInfo> {
  return apiGet<AffiliateInfo>(ACCOUNTS_API.affiliate, {
    language,
    params: { code, domain: window.location.host },
  });
}
