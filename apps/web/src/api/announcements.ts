import { type Announcements, API, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../lib/language';
import { apiGet } from './client';

export function announcementsQuery(language: Language) {
  return queryOptions({
    queryKey: ['platform', 'announcements', language],
    queryFn: ({ signal }) =>
      apiGet<Announcements>(API.announcements, {
        language,
        params: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncements() {
  return useQuery(announcementsQuery(useLanguage()));
}
