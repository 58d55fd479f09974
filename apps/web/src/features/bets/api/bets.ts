import {
  BET_CATEGORIES,
  BET_STATUSES,
  BETS_API,
  type BetCategory,
  type BetRecordPage,
  type BetRoundDetail,
  type BetStatus,
  type Language,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { DateRange } from '../../../components/ui/date-range';

export { BET_CATEGORIES, BET_STATUSES, type BetCategory, type BetStatus };

export const BETS_PAGE_SIZE = 20;

export type { DateRange };

/** What the member filters by; '' is "all". */
export type BetFilters = {
  category: BetCategory | '';
  vendor: string;
  game: string;
  status: BetStatus | '';
};

export const NO_FILTERS: BetFilters = { category: '', vendor: '', game: '', status: '' };

export function betRecordsQuery(language: Language, filters: BetFilters, range: DateRange, page: number) {
  return queryOptions({
    queryKey: ['member', 'bets', 'list', filters, range, page, language] as const,
    queryFn: ({ signal }) =>
      apiGet<BetRecordPage>(BETS_API.list, {
        language,
        params: {
          category: filters.category || undefined,
          vendor: filters.vendor || undefined,
          game: filters.game || undefined,
          status: filters.status || undefined,
          from: range.from,
          to: range.to,
          pageNo: page,
          pageSize: BETS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function betRoundQuery(language: Language, id: string) {
  return queryOptions({
    queryKey: ['member', 'bets', 'round', id, language] as const,
    queryFn: ({ signal }) => apiGet<BetRoundDetail>(BETS_API.round(id), { language, signal }),
    staleTime: 30_000,
  });
}
