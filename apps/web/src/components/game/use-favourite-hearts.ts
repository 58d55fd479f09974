import type { Game } from '@app/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavourites, useFavouriteToggle } from '../../api/favourites';
import { useAuthGate } from '../../lib/auth-gate';
import { useFirstPaint } from '../../lib/use-first-paint';
import { useToast } from '../ui/Toast';

export type FavouriteHearts = {
  isFavourite: (code: string) => boolean;
  /** Logged out: the login popup, and the game added once logged in. Logged in: adds or takes it out. */
  toggle: (game: Game) => void;
};

/**
 * The hearts on a grid's cards: the member's favourites list (the one the /game bar and /fav read), changed at
 * once on a press and changed back with a notice if the server refuses. Free-play accounts keep favourites like
 * any member, as /fav lets them.
 */
export function useFavouriteHearts(): FavouriteHearts {
  const { t } = useTranslation();
  const toast = useToast();
  const { loggedIn, requireLogin } = useAuthGate();
  // asked once the page has painted: the hearts can fill a moment later, the page's first paint need not wait
  const painted = useFirstPaint();
  const favourites = useFavourites(loggedIn && painted);
  const { mutate } = useFavouriteToggle({ onFailure: () => toast(t('games.favouriteFailed')) });
  const codes = useMemo(
    () => new Set(loggedIn ? (favourites.data ?? []).map((game) => game.code) : []),
    [loggedIn, favourites.data],
  );
  const toggle = useCallback(
    (game: Game) => {
      const favourite = !codes.has(game.code);
      requireLogin(() => mutate({ code: game.code, favourite, game }), { resume: true });
    },
    [codes, mutate, requireLogin],
  );
  return { isFavourite: (code) => codes.has(code), toggle };
}
