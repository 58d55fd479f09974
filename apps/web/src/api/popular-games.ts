import { API, type Game, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../lib/language';
import { apiGet } from './client';

const POPULAR_COUNT = 12;

export function popularGamesQuery(language: Language) {
  return queryOptions({
    queryKey: ['games', 'popular', POPULAR_COUNT, language],
    queryFn: ({ signal }) =>
      apiGet<Game[]>(API.popularGames, { language, params: { count: POPULAR_COUNT }, signal }),
    staleTime: 60_000,
  });
}

export function usePopularGames() {
  return useQuery(popularGamesQuery(useLanguage()));
}
