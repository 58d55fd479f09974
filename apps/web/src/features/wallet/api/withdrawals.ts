import {
  type Bank,
  type BankCard,
  type BankCards,
  type Language,
  WALLET_API,
  type Withdrawal,
  type WithdrawalLimits,
  type WithdrawalStatus,
} from '@app/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshBalance } from '../../../api/balance';
import { apiGet, apiSend, type Paged } from '../../../api/client';

export const withdrawalKeys = {
  all: ['member', 'withdrawals'] as const,
  limits: (language: Language) => ['member', 'withdrawals', 'limits', language] as const,
  list: (language: Language, status: WithdrawalStatus | 'ALL', page: number) =>
    ['member', 'withdrawals', 'list', status, page, language] as const,
  cards: (language: Language) => ['member', 'cards', language] as const,
  banks: (language: Language) => ['member', 'banks', language] as const,
};

export const WITHDRAWALS_PAGE_SIZE = 10;

export function withdrawalLimitsQuery(language: Language) {
  return queryOptions({
    queryKey: withdrawalKeys.limits(language),
    queryFn: ({ signal }) => apiGet<WithdrawalLimits>(WALLET_API.withdrawalLimits, { language, signal }),
    // today's use and whether a payment password is set change elsewhere: asked again on every visit
    staleTime: 0,
  });
}

export function withdrawalsQuery(language: Language, status: WithdrawalStatus | 'ALL', page: number) {
  return queryOptions({
    queryKey: withdrawalKeys.list(language, status, page),
    queryFn: ({ signal }) =>
      apiGet<Paged<Withdrawal>>(WALLET_API.withdrawals, {
        language,
        params: {
          status: status === 'ALL' ? undefined : status,
          pageNo: page,
          pageSize: WITHDRAWALS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function cardsQuery(language: Language) {
  return queryOptions({
    queryKey: withdrawalKeys.cards(language),
    queryFn: ({ signal }) => apiGet<BankCards>(WALLET_API.cards, { language, signal }),
  });
}

export function banksQuery(language: Language) {
  return queryOptions({
    queryKey: withdrawalKeys.banks(language),
    queryFn: ({ signal }) => apiGet<Bank[]>(WALLET_API.banks, { language, signal }),
    staleTime: 10 * 60_000,
  });
}

export function bindCard(
  language: Language,
  body: { bankCode: string; accountNumber: string; payeeName: string },
) {
  return apiSend<BankCard>('POST', WALLET_API.cards, { language, body });
}

export function deleteCard(language: Language, id: string) {
  return apiSend<true>('DELETE', WALLET_API.card(id), { language });
}

/** POST a withdrawal request; `requestId` makes a repeated submission answer the first one and hold nothing more. */
export function requestWithdrawal(
  language: Language,
  body: { cardId: string; amount: string; paymentPassword: string; requestId: string },
) {
  return apiSend<Withdrawal>('POST', WALLET_API.withdrawals, { language, body });
}

export function cancelWithdrawal(language: Language, id: string) {
  return apiSend<Withdrawal>('POST', WALLET_API.withdrawalCancel(id), { language });
}

/** Spec §4: "received" as JSON; "not received" (or partly) as multipart with the amount and a proof image. */
export function confirmWithdrawal(
  language: Language,
  id: string,
  answer: { received: true } | { received: false; amountReceived: string; proof: File },
) {
  if (answer.received) {
    return apiSend<Withdrawal>('POST', WALLET_API.withdrawalConfirm(id), {
      language,
      body: { received: true },
    });
  }
  const form = new FormData();
  form.set('received', 'false');
  form.set('amountReceived', answer.amountReceived);
  form.set('proof', answer.proof);
  return apiSend<Withdrawal>('POST', WALLET_API.withdrawalConfirm(id), { language, form });
}

/** After a withdrawal changes: the lists, the limits (today's use) and the balance. */
export function refreshWithdrawals(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: withdrawalKeys.all }), refreshBalance(client)]);
}
