import { ACCOUNTS_API, type Language, type MemberInfo } from '@app/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { clearSessionStored } from '../lib/storage';
import { ApiError, apiGet } from './client';

const ME_KEY = ['accounts', 'me'] as const;

/** Member info of the session cookie's owner; `null` when nobody is logged in (401). */
export function meQuery(language: Language) {
  return queryOptions({
    queryKey: [...ME_KEY, language],
    queryFn: async ({ signal }): Promise<MemberInfo | null> => {
      try {
        return await apiGet<MemberInfo>(ACCOUNTS_API.me, { language, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** After a login: the member is known at once, and other languages' copies are fetched again when needed. */
export function storeMember(client: QueryClient, language: Language, member: MemberInfo): void {
  client.setQueryData(meQuery(language).queryKey, member);
  void client.invalidateQueries({
    queryKey: ME_KEY,
    predicate: (query) => query.queryKey[2] !== language,
  });
}

/**
 * After a logout: nobody is logged in, member data of any kind is dropped, and so is the session storage
 * (spec §4; the popups closed during the visit show again to the visitor).
 */
export function forgetMember(client: QueryClient): void {
  client.setQueriesData({ queryKey: ME_KEY }, null);
  client.removeQueries({ queryKey: ['member'] });
  clearSessionStored();
}

/** Asks the server again who is logged in (after a password change, an avatar change…). */
export function refreshMember(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ME_KEY });
}
