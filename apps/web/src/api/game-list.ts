import { API, CLIENT_TYPE, type GameCategory, type GameList, type Language } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';

export type GameListParams = {
  category: GameCategory;
  vendor?: string;
  search?: string;
  pageNo: number;
  pageSize: number;
};

/** One page of a category's games, optionally of one vendor and matching a name. */
export function gameListQuery(language: Language, params: GameListParams) {
  return queryOptions({
    queryKey: ['games', 'list', params, language],
    queryFn: ({ signal }) =>
      apiGet<GameList>(API.gameList, {
        language,
        params: {
          gameType: params.category,
          vassalage: params.vendor,
          gameName: params.search?.trim(),
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          language,
          clientType: CLIENT_TYPE,
        },
        signal,
      }),
    staleTime: 60_000,
  });
}
