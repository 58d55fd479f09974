import { PAGE_SIZES } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gameListQuery } from '../../../api/game-list';
import { useLanguage } from '../../../lib/language';

/** A page of one vendor's games, all its categories (the vendor's game popup, spec §2.1); 24 a page (spec §9). */
export function useVendorGames(vassalage: string, pageNo: number) {
  return useQuery({
    ...gameListQuery(useLanguage(), { vendor: vassalage, pageNo, pageSize: PAGE_SIZES.gameList }),
    placeholderData: keepPreviousData,
  });
}
