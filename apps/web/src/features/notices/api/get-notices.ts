import { API, type Language, type NoticePage, PAGE_SIZES } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';

/** The page a `pageNo` query parameter asks for (the notice page's address; its route's loader reads it too). */
export function noticePageNo(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function noticesQuery(language: Language, pageNo: number) {
  return queryOptions({
    queryKey: ['platform', 'notices', pageNo, language],
    queryFn: ({ signal }) =>
      apiGet<NoticePage>(API.notices, { language, params: { pageNo, pageSize: PAGE_SIZES.notices }, signal }),
    staleTime: 60_000,
  });
}

export function useNotices(pageNo: number) {
  return useQuery({ ...noticesQuery(useLanguage(), pageNo), placeholderData: keepPreviousData });
}
