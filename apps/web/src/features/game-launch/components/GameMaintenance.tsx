import { siteDateTime } from '@app/contracts';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePopularGames } from '../../../api/popular-games';
import { GameGrid } from '../../../components/game/GameGrid';

/** A game in maintenance (spec §4): until when, and popular games to play meanwhile. */
export function GameMaintenance({ until, gameCode }: { until: string | null; gameCode: string }) {
  const { t } = useTranslation('gameLaunch');
  const popular = usePopularGames();
  const others = (popular.data ?? [])
    .filter((game) => game.code !== gameCode && !game.maintenanceUntil)
    .slice(0, 6);
  return (
    <section className="game-maintenance" data-testid="game-maintenance">
      <div className="game-maintenance-notice" role="status">
        <Wrench size={28} aria-hidden />
        <div>
          <h1>{t('game.maintenanceTitle')}</h1>
          <p>{until ? t('game.maintenanceUntil', { time: siteDateTime(until) }) : t('game.maintenance')}</p>
        </div>
      </div>
      {others.length > 0 ? (
        <>
          <h2 className="game-maintenance-suggest">{t('game.tryPopular')}</h2>
          <GameGrid games={others} />
        </>
      ) : null}
    </section>
  );
}
