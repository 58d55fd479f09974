import { Flame } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopularGames } from '../../../api/popular-games';
import { GameGrid, GameGridSkeleton } from '../../../components/game/GameGrid';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';

export const PopularGames = memo(function PopularGames() {
  const { t } = useTranslation('home');
  const query = usePopularGames();
  return (
    <section className="section" aria-labelledby="home-popular-title" data-testid="popular-games">
      <h2 id="home-popular-title" className="section-title">
        {t('popular.title')}
      </h2>
      {query.isPending ? (
        <GameGridSkeleton count={12} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={<Flame size={28} />} title={t('popular.empty')} />
      ) : (
        <GameGrid games={query.data} dimmed={query.isPlaceholderData} />
      )}
    </section>
  );
});
