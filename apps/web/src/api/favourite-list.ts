import type { Game } from '@app/contracts';

/** A change to the favourites: the game's code, whether it becomes a favourite, and its card when known. */
export type FavouriteChange = { code: string; favourite: boolean; game?: Game };

/**
 * The favourites list as it will be once `change` is saved (the server lists the latest added first): a game
 * taken out leaves, a game added comes first (when its card is known; the refetch after the save brings it
 * otherwise), and adding a favourite again changes nothing. A list not fetched yet stays unfetched.
 */
export function withFavourite(
  list: readonly Game[] | undefined,
  change: FavouriteChange,
): Game[] | undefined {
  if (!list) return undefined;
  const others = list.filter((game) => game.code !== change.code);
  if (!change.favourite) return others;
  if (others.length < list.length) return [...list];
  return change.game ? [change.game, ...list] : [...list];
}
