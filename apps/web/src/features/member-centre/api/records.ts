import {
  type Language,
  RECORD_TYPES,
  type RecordType,
  type TransactionRecord,
  WALLET_API,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { Paged } from './security';

export type DateRange = { from: string; to: string };
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
