import { Heart, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFavourites, useRecentGames } from '../../../api/favourites';
import { GameGrid, GameGridSkeleton } from '../../../components/game/GameGrid';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useAuthGate } from '../../../lib/auth-gate';

/** /fav: the member's favourite games and the games they played lately; a visitor is asked to log in first. */
export function Favourites() {
  const { t } = useTranslation('games');
  const { loggedIn, requireLogin } = useAuthGate();
  const favourites = useFavourites(loggedIn);
  const recent = useRecentGames(loggedIn);
  if (!loggedIn) {
    return (
      <EmptyState
        icon={<Heart size={28} />}
        title={t('fav.loginTitle')}
        description={t('fav.loginText')}
        testId="fav-login"
        action={
          <button
            type="button"
            className="btn btn-gold"
            onClick={() => requireLogin()}
            data-testid="fav-login-button"
          >
            {t('fav.login')}
          </button>
        }
      />
    );
  }
  // both lists load together under one skeleton: drawing one while the other is still a skeleton of another
  // height would move the second section when the first arrives (layout shift)
  if (favourites.isPending || recent.isPending) {
    return (
      <div className="fav-sections" aria-busy="true">
        <GameGridSkeleton count={6} />
      </div>
    );
  }
  return (
    <div className="fav-sections">
      <section data-testid="fav-list">
        {favourites.error ? (
          <ErrorState error={favourites.error} onRetry={() => void favourites.refetch()} />
        ) : favourites.data.length === 0 ? (
          <EmptyState
            icon={<Heart size={28} />}
            title={t('fav.empty')}
            description={t('fav.emptyText')}
            testId="fav-empty"
          />
        ) : (
          <GameGrid games={favourites.data} />
        )}
      </section>
      <section data-testid="fav-recent">
        <h2 className="fav-heading">
          <History size={18} aria-hidden />
          {t('fav.recent')}
        </h2>
        {recent.error ? (
          <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />
        ) : recent.data.length === 0 ? (
          <EmptyState title={t('fav.recentEmpty')} testId="recent-empty" />
        ) : (
          <GameGrid games={recent.data} />
        )}
      </section>
    </div>
  );
}
