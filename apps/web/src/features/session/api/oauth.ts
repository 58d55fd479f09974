import { ACCOUNTS_API, type Language, type LoginResult } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { OauthTicket } from '../../../api/account-types';
import { apiGet, apiSend } from '../../../api/client';

export function oauthTicketQuery(language: Language, ticket: string) {
  return queryOptions({
    queryKey: ['accounts', 'oauth-ticket', ticket, language],
    queryFn: ({ signal }) => apiGet<OauthTicket>(ACCOUNTS_API.oauthTicket(ticket), { language, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Binds the third-party identity to an existing account (final once done) and logs in. */
export function bindOauth(
  language: Language,
  body: { ticket: string; username: string; password: string },
): Promise<LoginResult> {
  return apiSend<LoginResult>('POST', ACCOUNTS_API.oauthBind, { language, body });
}

/** Registers a new account bound to the third-party identity and logs in. */
export function registerOauth(
  language: Language,
  body: { ticket: string; username: string },
): Promise<LoginResult> {
  return apiSend<LoginResult>('POST', ACCOUNTS_API.oauthRegister, { language, body });
}

/** A full-page visit to the provider; it comes back with ?oauthTicket=… or ?oauthError=… (or logged in). */
export function startOauth(provider: 'google' | 'facebook', language: Language): void {
  window.location.assign(`${ACCOUNTS_API.oauthStart(provider)}?lang=${language}`);
}
