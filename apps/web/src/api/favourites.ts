import { API, type Game, type Language } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../lib/language';
import { apiGet, apiSend } from './client';
import { type FavouriteChange, withFavourite } from './favourite-list';

/** Member-scoped (['member', …]): a logout drops them with the rest of the member's data. */
const FAVOURITES_KEY = ['member', 'favourites'] as const;
const TOGGLE_KEY = ['favourite-toggle'] as const;

export function favouritesQuery(language: Language) {
  return queryOptions({
    queryKey: [...FAVOURITES_KEY, language],
    queryFn: ({ signal }) => apiGet<Game[]>(API.favourites, { language, signal }),
    staleTime: 30_000,
  });
}

export function useFavourites(enabled: boolean) {
  return useQuery({ ...favouritesQuery(useLanguage()), enabled });
}

export function useRecentGames(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['member', 'recent-games', language],
    queryFn: ({ signal }) => apiGet<Game[]>(API.recentGames, { language, signal }),
    enabled,
  });
}

/**
 * Adds a game to the favourites or takes it out. The list in the cache changes at once (a game added comes first
 * when its card is given) and changes back if the server refuses, when `onFailure` is told (it runs even if the
 * component that asked is gone, as a card taken off /fav is); once the last change has settled, every list of
 * favourites is fetched again.
 */
export function useFavouriteToggle({ onFailure }: { onFailure?: (error: Error) => void } = {}) {
  const language = useLanguage();
  const client = useQueryClient();
  const { queryKey } = favouritesQuery(language);
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ code, favourite }: FavouriteChange) =>
      apiSend<null>(favourite ? 'PUT' : 'DELETE', API.favourite(code), { language }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (list) => withFavourite(list, change));
      const card = before?.find((game) => game.code === change.code);
      // the change to undo, when it changed the list: undone alone, it leaves other changes made meanwhile
      const undo: FavouriteChange | null =
        before && (card !== undefined) !== change.favourite
          ? { code: change.code, favourite: !change.favourite, game: card }
          : null;
      return { undo };
    },
    onError: (error, _change, context) => {
      const undo = context?.undo;
      if (undo) client.setQueryData(queryKey, (list) => withFavourite(list, undo));
      onFailure?.(error);
    },
    onSettled: () => {
      // this change still counts as in flight here; a later one refetches when it settles
      if (client.isMutating({ mutationKey: TOGGLE_KEY }) > 1) return;
      return client.invalidateQueries({ queryKey: FAVOURITES_KEY });
    },
  });
}
