import { API, type FooterPageContent, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../lib/language';
import { apiGet } from './client';

export type FooterPageLink = Pick<FooterPageContent, 'slug' | 'title'>;

export function footerPagesQuery(language: Language) {
  return queryOptions({
    queryKey: ['platform', 'pages', language],
    queryFn: ({ signal }) => apiGet<FooterPageLink[]>(API.footerPages, { language, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFooterPages() {
  return useQuery(footerPagesQuery(useLanguage()));
}
