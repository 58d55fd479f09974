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
import { hashKey, keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
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

/** How often a list asks again while it shows a withdrawal that moves without the member: review and payout. */
const REVIEW_POLL_MS = 5_000;
/** …and while it shows one paid, waiting for the member's word (or for the automatic "received"). */
const PAID_POLL_MS = 30_000;

function pollInterval(page: Paged<Withdrawal> | undefined): number | false {
  if (page?.items.some((w) => w.status === 'PENDING_REVIEW' || w.status === 'APPROVED'))
    return REVIEW_POLL_MS;
  if (page?.items.some((w) => w.status === 'PAID')) return PAID_POLL_MS;
  return false;
}

const statuses = (page: Paged<Withdrawal>) => `${page.total}|${page.items.map((w) => `${w.id}:${w.status}`)}`;

/**
 * One page of the member's withdrawals. The operator reviews and the gateway pays while the page is open, so a
 * list showing a withdrawal under way asks again on its own, and on every return to the window; when an answer
 * shows a withdrawal moved, the other lists, the limits and the balance are asked again too (the paid one joins
 * "to confirm" and leaves "pending" without a reload).
 */
export function withdrawalsQuery(language: Language, status: WithdrawalStatus | 'ALL', page: number) {
  return queryOptions({
    queryKey: withdrawalKeys.list(language, status, page),
    queryFn: async ({ client, queryKey, signal }) => {
      const before = client.getQueryData<Paged<Withdrawal>>(queryKey);
      const answer = await apiGet<Paged<Withdrawal>>(WALLET_API.withdrawals, {
        language,
        params: {
          status: status === 'ALL' ? undefined : status,
          pageNo: page,
          pageSize: WITHDRAWALS_PAGE_SIZE,
        },
        signal,
      });
      if (before && statuses(before) !== statuses(answer)) {
        // every other withdrawal query (not this one: it is answering now), and the balance
        const self = hashKey(queryKey);
        // (each list does this at most once per change: its next answer matches what it holds)
        void client.invalidateQueries({
          queryKey: withdrawalKeys.all,
          predicate: (q) => q.queryHash !== self,
        });
        void refreshBalance(client);
      }
      return answer;
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollInterval(query.state.data),
    refetchOnWindowFocus: 'always',
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
