import type { GameList, Language } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hotGamesAddress } from '../../../api/addresses';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';

export function hotGamesQuery(language: Language, pageNo: number) {
  return queryOptions({
    queryKey: ['games', 'hot', pageNo, language],
    queryFn: ({ signal }) => apiGet<GameList>(hotGamesAddress(pageNo), { language, signal }),
    staleTime: 60_000,
  });
}

/** A page of hot games; the previous page stays on screen while the next one loads. */
export function useHotGames(pageNo: number) {
  return useQuery({ ...hotGamesQuery(useLanguage(), pageNo), placeholderData: keepPreviousData });
}
