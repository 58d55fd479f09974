import type { Language, NoticePage } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticesAddress } from '../../../api/addresses';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';
import { noticePageNo } from './page-no';

export { noticePageNo };

export function noticesQuery(language: Language, pageNo: number) {
  return queryOptions({
    queryKey: ['platform', 'notices', pageNo, language],
    queryFn: ({ signal }) => apiGet<NoticePage>(noticesAddress(pageNo), { language, signal }),
    staleTime: 60_000,
  });
}

export function useNotices(pageNo: number) {
  return useQuery({ ...noticesQuery(useLanguage(), pageNo), placeholderData: keepPreviousData });
}
