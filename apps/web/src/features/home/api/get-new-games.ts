import { API, type Game, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';
import { useHomeSectionsReady } from './use-sections-ready';

export function newGamesQuery(language: Language) {
  return queryOptions({
    queryKey: ['games', 'new', language],
    queryFn: ({ signal }) => apiGet<Game[]>(API.newGames, { language, signal }),
    staleTime: 60_000,
  });
}

/**
 * The newest games (the server's 24, latest released first), asked for once the page has loaded and no dialog
 * covers it (`useHomeSectionsReady`): the section is under the popular games, below the fold on a phone, and the
 * first paint has better use for the connection.
 */
export function useNewGames() {
  return useQuery({ ...newGamesQuery(useLanguage()), enabled: useHomeSectionsReady() });
}
