import { PAGE_SIZES } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GameListParams, gameListQuery } from '../../../api/game-list';
import type { ListCategory } from '../../../lib/categories';
import { useLanguage } from '../../../lib/language';

/**
 * A category's list as it is asked for: CategoryGames with its vendor tab, search and page, and the route's loader
 * (app/loaders.ts) for the first page, so both make the same query.
 */
export function gameListParams(
  category: ListCategory,
  vendor: string | undefined,
  search = '',
  pageNo = 1,
): GameListParams {
  return { category, vendor, search, pageNo, pageSize: PAGE_SIZES.gameList };
}

/** A page of the game list; the previous page stays on screen while the next one loads. */
export function useGameList(params: GameListParams) {
  return useQuery({ ...gameListQuery(useLanguage(), params), placeholderData: keepPreviousData });
}
