import type { GameList, Language } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type GameListParams, gameListAddress } from './addresses';
import { apiGet } from './client';

export type { GameListParams };

/** One page of a category's games, optionally of one vendor and matching a name. */
export function gameListQuery(language: Language, params: GameListParams) {
  return queryOptions({
    queryKey: ['games', 'list', params, language],
    queryFn: ({ signal }) => apiGet<GameList>(gameListAddress(language, params), { language, signal }),
    staleTime: 60_000,
  });
}
