import {
  type Language,
  type TransferResult,
  type TransferTargets,
  WALLET_API,
  type Wallets,
} from '@app/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshBalance } from '../../../api/balance';
import { apiGet, apiSend } from '../../../api/client';

export const transferKeys = {
  targets: (language: Language, search: string) =>
    ['member', 'transfers', 'targets', search, language] as const,
  wallets: (language: Language) => ['member', 'wallets', language] as const,
};

/** The upline, the direct downline (agents; `search` narrows it) and the limits with today's use. */
export function transferTargetsQuery(language: Language, search: string) {
  return queryOptions({
    queryKey: transferKeys.targets(language, search),
    queryFn: ({ signal }) =>
      apiGet<TransferTargets>(WALLET_API.transferTargets, {
        language,
        params: { search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function sendTransfer(
  language: Language,
  body: { to: string; amount: string; paymentPassword: string; requestId: string },
) {
  return apiSend<TransferResult>('POST', WALLET_API.transfers, { language, body });
}

export function walletsQuery(language: Language) {
  return queryOptions({
    queryKey: transferKeys.wallets(language),
    queryFn: ({ signal }) => apiGet<Wallets>(WALLET_API.wallets, { language, signal }),
    staleTime: 0,
  });
}

export function moveBetweenWallets(
  language: Language,
  body: { from: string; to: string; amount: string; requestId: string },
) {
  return apiSend<Wallets>('POST', WALLET_API.walletTransfer, { language, body });
}

/** After money moved: the targets (today's use), the wallets, the records and the balance. */
export function refreshAfterTransfer(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['member', 'transfers'] }),
    client.invalidateQueries({ queryKey: ['member', 'wallets'] }),
    client.invalidateQueries({ queryKey: ['member', 'records'] }),
    refreshBalance(client),
  ]);
}
