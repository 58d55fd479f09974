import { type Language, LOTTERY_API, type PopularLottery } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';
import { useHomeSectionsReady } from './use-sections-ready';

/** Spec §7: the popular lotteries, 20 of them. */
export const POPULAR_LOTTERY_COUNT = 20;

export function popularLotteriesQuery(language: Language) {
  return queryOptions({
    queryKey: ['lottery', 'popular', language],
    queryFn: ({ signal }) =>
      apiGet<PopularLottery[]>(LOTTERY_API.popular, {
        language,
        signal,
        params: { count: POPULAR_LOTTERY_COUNT },
      }),
    staleTime: 30_000,
  });
}

/**
 * Asked for once the page has loaded and no dialog covers it (`useHomeSectionsReady`): the list is below the
 * fold.
 */
export function usePopularLotteries() {
  return useQuery({ ...popularLotteriesQuery(useLanguage()), enabled: useHomeSectionsReady() });
}
