import { API, type Language, type Winner } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';

export function winnersQuery(language: Language) {
  return queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) => apiGet<Winner[]>(API.winners, { language, signal }),
    staleTime: 30_000,
  });
}

export function useWinners() {
  return useQuery(winnersQuery(useLanguage()));
}
