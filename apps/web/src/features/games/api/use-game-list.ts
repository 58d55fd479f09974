import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GameListParams } from '../../../api/addresses';
import { gameListQuery } from '../../../api/game-list';
import { useLanguage } from '../../../lib/language';

/** A page of the game list; the previous page stays on screen while the next one loads. */
export function useGameList(params: GameListParams) {
  return useQuery({ ...gameListQuery(useLanguage(), params), placeholderData: keepPreviousData });
}
