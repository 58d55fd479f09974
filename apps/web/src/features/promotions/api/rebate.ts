import {
  type Language,
  REBATE_API,
  type RebateClaim,
  type RebateClaimPage,
  type RebateSummary,
} from '@app/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../api/client';

/** Member-scoped (['member', …]): a logout drops it with the rest of the member's data. */
const REBATE_KEY = ['member', 'rebate'] as const;
export const CLAIMS_PAGE_SIZE = 5;

export function rebateSummaryQuery(language: Language) {
  return queryOptions({
    queryKey: [...REBATE_KEY, 'summary', language] as const,
    queryFn: ({ signal }) => apiGet<RebateSummary>(REBATE_API.summary, { language, signal }),
    staleTime: 0,
  });
}

export function rebateClaimsQuery(language: Language, page: number) {
  return queryOptions({
    queryKey: [...REBATE_KEY, 'claims', page, language] as const,
    queryFn: ({ signal }) =>
      apiGet<RebateClaimPage>(REBATE_API.claims, {
        language,
        params: { pageNo: page, pageSize: CLAIMS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function claimRebate(language: Language, requestId: string): Promise<RebateClaim> {
  return apiSend<RebateClaim>('POST', REBATE_API.claim, { language, body: { requestId } });
}

/** After a claim: the summary, the claims and the bonus details are asked again. */
export async function refreshRebate(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: REBATE_KEY }),
    client.invalidateQueries({ queryKey: ['member', 'records'] }),
  ]);
}
