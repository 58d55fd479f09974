import { ACCOUNTS_API, type AvatarInfo, type Language } from '@app/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  AuthenticatorSetup,
  CodeSent,
  LoginRecord,
  SecurityOverview,
  SessionRecord,
} from '../../../api/account-types';
import { apiGet, apiSend, type Paged } from '../../../api/client';

/** Member-scoped data lives under ['member', …]: a logout drops all of it (api/me.ts). */
export const securityKeys = {
  overview: (language: Language) => ['member', 'security', language] as const,
  logins: (language: Language, page: number) => ['member', 'logins', page, language] as const,
  sessions: (language: Language) => ['member', 'sessions', language] as const,
  avatar: (language: Language) => ['member', 'avatar', language] as const,
};

export const LOGINS_PAGE_SIZE = 10;

export function securityQuery(language: Language) {
  return queryOptions({
    queryKey: securityKeys.overview(language),
    queryFn: ({ signal }) => apiGet<SecurityOverview>(ACCOUNTS_API.security, { language, signal }),
  });
}

export function loginsQuery(language: Language, page: number) {
  return queryOptions({
    queryKey: securityKeys.logins(language, page),
    queryFn: ({ signal }) =>
      apiGet<Paged<LoginRecord>>(ACCOUNTS_API.logins, {
        language,
        params: { pageNo: page, pageSize: LOGINS_PAGE_SIZE },
        signal,
      }),
  });
}

export function sessionsQuery(language: Language) {
  return queryOptions({
    queryKey: securityKeys.sessions(language),
    queryFn: ({ signal }) => apiGet<SessionRecord[]>(ACCOUNTS_API.sessions, { language, signal }),
  });
}

export function avatarQuery(language: Language) {
  return queryOptions({
    queryKey: securityKeys.avatar(language),
    queryFn: ({ signal }) => apiGet<AvatarInfo>(ACCOUNTS_API.avatar, { language, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every change answers the new overview: it replaces the cached one at once (other languages refetch). */
export function storeOverview(client: QueryClient, language: Language, overview: SecurityOverview): void {
  client.setQueryData(securityKeys.overview(language), overview);
  void client.invalidateQueries({
    queryKey: ['member', 'security'],
    predicate: (query) => query.queryKey[2] !== language,
  });
}

export function setPaymentPassword(
  language: Language,
  body: { loginPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
): Promise<SecurityOverview> {
  return apiSend<SecurityOverview>('POST', ACCOUNTS_API.paymentPassword, { language, body });
}

export function sendMobileBindCode(
  language: Language,
  body: { mobileNum: string; countryDialingCode: string },
): Promise<CodeSent> {
  return apiSend<CodeSent>('POST', ACCOUNTS_API.bindMobileCode, { language, body });
}

export function bindMobile(
  language: Language,
  body: { mobileNum: string; countryDialingCode: string; verificationCode: string; loginPassword?: string },
): Promise<SecurityOverview> {
  return apiSend<SecurityOverview>('POST', ACCOUNTS_API.bindMobile, { language, body });
}

export function sendEmailBindCode(language: Language, body: { email: string }): Promise<CodeSent> {
  return apiSend<CodeSent>('POST', ACCOUNTS_API.bindEmailCode, { language, body });
}

export function bindEmail(
  language: Language,
  body: { email: string; verificationCode: string; loginPassword?: string },
): Promise<SecurityOverview> {
  return apiSend<SecurityOverview>('POST', ACCOUNTS_API.bindEmail, { language, body });
}

export function setupAuthenticator(language: Language): Promise<AuthenticatorSetup> {
  return apiSend<AuthenticatorSetup>('POST', ACCOUNTS_API.authenticatorSetup, { language });
}

export function enableAuthenticator(language: Language, code: string): Promise<SecurityOverview> {
  return apiSend<SecurityOverview>('POST', ACCOUNTS_API.authenticatorEnable, { language, body: { code } });
}

export function disableAuthenticator(
  language: Language,
  body: { code: string; password: string },
): Promise<SecurityOverview> {
  return apiSend<SecurityOverview>('POST', ACCOUNTS_API.authenticatorDisable, { language, body });
}

export function signOutOthers(language: Language): Promise<{ revoked: number }> {
  return apiSend<{ revoked: number }>('DELETE', ACCOUNTS_API.otherSessions, { language });
}

export function signOutSession(language: Language, id: string): Promise<{ revoked: number }> {
  return apiSend<{ revoked: number }>('DELETE', ACCOUNTS_API.session(id), { language });
}

export function chooseAvatar(language: Language, avatar: string): Promise<AvatarInfo> {
  return apiSend<AvatarInfo>('PUT', ACCOUNTS_API.avatar, { language, body: { avatar } });
}

export function uploadAvatar(language: Language, file: File): Promise<AvatarInfo> {
  const form = new FormData();
  form.append('file', file);
  return apiSend<AvatarInfo>('POST', ACCOUNTS_API.avatarUpload, { language, form });
}
