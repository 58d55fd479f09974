import { type Language, POINTS_API, type PointsSummary } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** The member's game points and valid turnover per category (GET /api/games/points). */
export function pointsSummaryQuery(language: Language) {
  return queryOptions({
    // under ['member', 'bets']: whatever refreshes the betting record refreshes the points too
    queryKey: ['member', 'bets', 'points', language] as const,
    queryFn: ({ signal }) => apiGet<PointsSummary>(POINTS_API.summary, { language, signal }),
    staleTime: 0,
  });
}
