import { API, type FooterPageContent, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';

export function footerPageQuery(language: Language, slug: string) {
  return queryOptions({
    queryKey: ['platform', 'page', slug, language],
    queryFn: ({ signal }) => apiGet<FooterPageContent>(API.footerPage(slug), { language, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFooterPage(slug: string | undefined) {
  return useQuery({ ...footerPageQuery(useLanguage(), slug ?? ''), enabled: Boolean(slug) });
}
