import { API, type Language, type LeaderboardEntry } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';
import { useHomeSectionsReady } from './use-sections-ready';

export function leaderboardQuery(language: Language) {
  return queryOptions({
    queryKey: ['games', 'leaderboard', language],
    queryFn: ({ signal }) => apiGet<LeaderboardEntry[]>(API.leaderboard, { language, signal }),
    staleTime: 60_000,
  });
}

/**
 * Asked for once the page has loaded and no dialog covers it (`useHomeSectionsReady`): the board is below the
 * fold, and the first paint has better use for the connection.
 */
export function useLeaderboard() {
  return useQuery({ ...leaderboardQuery(useLanguage()), enabled: useHomeSectionsReady() });
}
