import type { Game } from '@app/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthGate } from '../../lib/auth-gate';
import { formatDateTime } from '../../lib/format-date';
import { gameRoute } from '../../lib/game-route';
import { useToast } from '../ui/Toast';

/**
 * Opening a game: one in maintenance says until when; otherwise playing needs a login
 * (spec §4), after which the game's page opens.
 */
export function useOpenGame(): (game: Game) => void {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { requireLogin } = useAuthGate();
  return useCallback(
    (game: Game) => {
      if (game.maintenanceUntil) {
        toast(t('games.maintenanceUntil', { time: formatDateTime(game.maintenanceUntil) }));
        return;
      }
      requireLogin(() => navigate(gameRoute(game)));
    },
    [navigate, requireLogin, toast, t],
  );
}
