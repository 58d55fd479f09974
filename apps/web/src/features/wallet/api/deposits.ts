import { type Deposit, type DepositChannel, type Language, WALLET_API } from '@app/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, type Paged } from '../../../api/client';

/** Wallet data is member-scoped (['member', …]): a logout drops it. */
export const depositKeys = {
  all: ['member', 'deposits'] as const,
  channels: (language: Language) => ['member', 'deposit-channels', language] as const,
  list: (language: Language, status: 'PENDING' | 'ALL', page: number) =>
    ['member', 'deposits', 'list', status, page, language] as const,
  one: (language: Language, id: string) => ['member', 'deposits', 'one', id, language] as const,
};

export const DEPOSITS_PAGE_SIZE = 10;

export function depositChannelsQuery(language: Language) {
  return queryOptions({
    queryKey: depositKeys.channels(language),
    queryFn: ({ signal }) => apiGet<DepositChannel[]>(WALLET_API.depositChannels, { language, signal }),
    staleTime: 5 * 60_000,
  });
}

export function depositsQuery(language: Language, status: 'PENDING' | 'ALL', page: number) {
  return queryOptions({
    queryKey: depositKeys.list(language, status, page),
    queryFn: ({ signal }) =>
      apiGet<Paged<Deposit>>(WALLET_API.deposits, {
        language,
        params: {
          status: status === 'ALL' ? undefined : status,
          pageNo: page,
          pageSize: DEPOSITS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What the deposit page shows first: the channels, the pending and the recent deposits. Asked for with the page's
 * code (app/member-pages.ts), so they come together rather than one after the other.
 */
export function prefetchDepositPage(client: QueryClient, language: Language): void {
  void client.prefetchQuery(depositChannelsQuery(language));
  void client.prefetchQuery(depositsQuery(language, 'PENDING', 1));
  void client.prefetchQuery(depositsQuery(language, 'ALL', 1));
}

/** One deposit; while the gateway has not decided, asked again every 5 s. */
export function depositQuery(language: Language, id: string) {
  return queryOptions({
    queryKey: depositKeys.one(language, id),
    queryFn: ({ signal }) => apiGet<Deposit>(WALLET_API.deposit(id), { language, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 5_000 : false),
  });
}

/** POST a deposit; `requestId` makes a repeated submission answer the deposit the first one opened. */
export function startDeposit(
  language: Language,
  body: { channel: string; amount: string; requestId: string },
) {
  return apiSend<Deposit>('POST', WALLET_API.deposits, { language, body });
}
