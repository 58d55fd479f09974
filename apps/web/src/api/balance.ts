import { type Balance, type Language, WALLET_API } from '@app/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

/** Member-scoped (['member', …]): a logout drops it with the rest of the member's data. */
const BALANCE_KEY = ['member', 'balance'] as const;

/**
 * The wallet balance (spec §2.4: value.sumBalance). Fetched again every 30 s while the tab is visible
 * (TanStack Query pauses intervals in background tabs), when the window regains focus, and after every
 * money event (`refreshBalance`).
 */
export function balanceQuery(language: Language) {
  return queryOptions({
    queryKey: [...BALANCE_KEY, language],
    queryFn: ({ signal }) => apiGet<Balance>(WALLET_API.balance, { language, signal }),
    staleTime: 5_000,
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}

export function useBalance(language: Language, enabled: boolean) {
  return useQuery({ ...balanceQuery(language), enabled });
}

/** After a deposit, withdrawal or transfer: every copy of the balance is fetched again. */
export function refreshBalance(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: BALANCE_KEY });
}
