import type { Language, LotteryGame } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { lotteryGamesAddress } from './addresses';
import { apiGet } from './client';

/**
 * The lottery games and how each draws: public, changes only with the operator's setup. The lottery pages list them;
 * the game page sends a lottery game opened there to its lottery page.
 */
export function lotteryGamesQuery(language: Language) {
  return queryOptions({
    queryKey: ['lottery', 'games', language] as const,
    queryFn: ({ signal }) => apiGet<{ games: LotteryGame[] }>(lotteryGamesAddress(), { language, signal }),
    staleTime: 5 * 60_000,
  });
}
