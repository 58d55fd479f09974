import {
  type BonusRecord,
  type Language,
  type ProfitLoss,
  RECORD_TYPES,
  type RecordType,
  type TransactionRecord,
  WALLET_API,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, type Paged } from '../../../api/client';
import type { DateRange } from '../../../components/ui/date-range';

export type { DateRange };
export const RECORDS_PAGE_SIZE = 20;

export { RECORD_TYPES, type RecordType };

export function transactionRecordsQuery(
  language: Language,
  filter: { kind: RecordType | ''; range: DateRange; page: number },
) {
  return queryOptions({
    queryKey: [
      'member',
      'records',
      'transactions',
      filter.kind,
      filter.range,
      filter.page,
      language,
    ] as const,
    queryFn: ({ signal }) =>
      apiGet<Paged<TransactionRecord>>(WALLET_API.transactionRecords, {
        language,
        params: {
          kind: filter.kind || undefined,
          from: filter.range.from,
          to: filter.range.to,
          pageNo: filter.page,
          pageSize: RECORDS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function profitLossQuery(language: Language, range: DateRange) {
  return queryOptions({
    queryKey: ['member', 'records', 'profit-loss', range, language] as const,
    queryFn: ({ signal }) =>
      apiGet<ProfitLoss>(WALLET_API.profitLoss, {
        language,
        params: { from: range.from, to: range.to },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const BONUS_PAGE_SIZE = 20;

/** The title the server sends: a string, or one text per language from older promotions. */
export type BonusTitle = string | Partial<Record<Language, string>> | null;
export type BonusRow = Omit<BonusRecord, 'title'> & { title: BonusTitle };

export function bonusRecordsQuery(language: Language, range: DateRange, page: number) {
  return queryOptions({
    queryKey: ['member', 'records', 'bonuses', range, page, language] as const,
    queryFn: ({ signal }) =>
      apiGet<Paged<BonusRow> & { totalAmount: string }>(WALLET_API.bonusRecords, {
        language,
        params: { from: range.from, to: range.to, pageNo: page, pageSize: BONUS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
