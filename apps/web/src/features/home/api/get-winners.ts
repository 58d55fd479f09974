import { API, type Language, type Winner } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';
import { useHomeSectionsReady } from './use-sections-ready';

export function winnersQuery(language: Language) {
  return queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) => apiGet<Winner[]>(API.winners, { language, signal }),
    staleTime: 30_000,
  });
}

/**
 * Asked for once the page has loaded and no dialog covers it (`useHomeSectionsReady`): the board is below the
 * fold, and the first paint has better use for the connection.
 */
export function useWinners() {
  return useQuery({ ...winnersQuery(useLanguage()), enabled: useHomeSectionsReady() });
}
