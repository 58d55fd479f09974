import { API, type Game, type Language } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../lib/language';
import { apiGet, apiSend } from './client';

/** Member-scoped (['member', …]): a logout drops them with the rest of the member's data. */
const FAVOURITES_KEY = ['member', 'favourites'] as const;

export function favouritesQuery(language: Language) {
  return queryOptions({
    queryKey: [...FAVOURITES_KEY, language],
    queryFn: ({ signal }) => apiGet<Game[]>(API.favourites, { language, signal }),
    staleTime: 30_000,
  });
}

export function useFavourites(enabled: boolean) {
  return useQuery({ ...favouritesQuery(useLanguage()), enabled });
}

export function useRecentGames(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['member', 'recent-games', language],
    queryFn: ({ signal }) => apiGet<Game[]>(API.recentGames, { language, signal }),
    enabled,
  });
}

/** Adds a game to the favourites or takes it out; every list of favourites is fetched again. */
export function useFavouriteToggle() {
  const language = useLanguage();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, favourite }: { code: string; favourite: boolean }) =>
      apiSend<null>(favourite ? 'PUT' : 'DELETE', API.favourite(code), { language }),
    onSettled: () => client.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
