import type { Game, Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../lib/language';
import { POPULAR_COUNT, popularGamesAddress } from './addresses';
import { apiGet } from './client';

export function popularGamesQuery(language: Language) {
  return queryOptions({
    queryKey: ['games', 'popular', POPULAR_COUNT, language],
    queryFn: ({ signal }) => apiGet<Game[]>(popularGamesAddress(), { language, signal }),
    staleTime: 60_000,
  });
}

export function usePopularGames() {
  return useQuery(popularGamesQuery(useLanguage()));
}
