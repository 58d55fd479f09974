import { API, type Language, type LeaderboardEntry } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';

export function leaderboardQuery(language: Language) {
  return queryOptions({
    queryKey: ['games', 'leaderboard', language],
    queryFn: ({ signal }) => apiGet<LeaderboardEntry[]>(API.leaderboard, { language, signal }),
    staleTime: 60_000,
  });
}

export function useLeaderboard() {
  return useQuery(leaderboardQuery(useLanguage()));
}
