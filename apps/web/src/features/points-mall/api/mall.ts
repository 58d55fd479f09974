import {
  type Language,
  POINTS_API,
  type PointsHistoryPage,
  type PointsReward,
  type PointsSummary,
  type Redemption,
} from '@app/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../api/client';

/** Member-scoped (['member', …]): a logout drops it with the rest of the member's data. */
const POINTS_KEY = ['member', 'points'] as const;
export const HISTORY_PAGE_SIZE = 10;

export function pointsBalanceQuery(language: Language) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'summary', language] as const,
    queryFn: ({ signal }) => apiGet<PointsSummary>(POINTS_API.summary, { language, signal }),
    staleTime: 0,
  });
}

export function rewardsQuery(language: Language) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'rewards', language] as const,
    queryFn: ({ signal }) => apiGet<PointsReward[]>(POINTS_API.rewards, { language, signal }),
    staleTime: 60_000,
  });
}

export function pointsHistoryQuery(language: Language, page: number) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'history', page, language] as const,
    queryFn: ({ signal }) =>
      apiGet<PointsHistoryPage>(POINTS_API.history, {
        language,
        params: { pageNo: page, pageSize: HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function redeemReward(
  language: Language,
  body: { rewardId: string; paymentPassword: string; requestId: string },
): Promise<Redemption> {
  return apiSend<Redemption>('POST', POINTS_API.redeem, { language, body });
}

/** After a redemption: the balance, the history and the bonus details are asked again. */
export async function refreshPoints(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: POINTS_KEY }),
    client.invalidateQueries({ queryKey: ['member', 'records'] }),
  ]);
}
