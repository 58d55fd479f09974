import { type Game, siteDateTime } from '@app/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthGate } from '../../lib/auth-gate';
import { gameRoute } from '../../lib/game-route';
import { opensGamePopup, useVendorGamesPopup } from '../../lib/vendor-games';
import { useToast } from '../ui/Toast';

/**
 * Opening a game: one in maintenance says until when; one whose isGame is VASSALAGE stands for its vendor and lists
 * the vendor's games in a popup (spec §2.1); otherwise playing needs a login (spec §4), after which the game's page
 * opens.
 */
export function useOpenGame(): (game: Game) => void {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { requireLogin } = useAuthGate();
  const showGames = useVendorGamesPopup();
  return useCallback(
    (game: Game) => {
      if (game.maintenanceUntil) {
        toast(t('games.maintenanceUntil', { time: siteDateTime(game.maintenanceUntil) }));
        return;
      }
      if (opensGamePopup(game))
        showGames({ vassalage: game.vassalage, name: game.displayName || game.gameName });
      else requireLogin(() => navigate(gameRoute(game)));
    },
    [navigate, requireLogin, showGames, toast, t],
  );
}
