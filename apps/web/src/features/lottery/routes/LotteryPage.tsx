import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { gamesQuery } from '../api/lottery';
import { GameSkeleton, GameView, type View, viewOf } from '../elott/GameView';
import { isElottKind } from '../elott/groups';
import { Lobby } from '../elott/Lobby';
import '../lottery-styles';

/**
 * /lottery?gameCode&playType&view: the lottery hall of the kinds other than vn (5D, 3D, keno, racing, 4D). Without a
 * game, the lobby of every game; with one, its game view (playType preselects a bet group, view the section). A vn
 * game opened here goes to /vnlottery.
 */
export default function LotteryPage() {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const games = useQuery(gamesQuery(language));
  const gameCode = params.get('gameCode');
  const game = gameCode ? games.data?.games.find((entry) => entry.code === gameCode) : undefined;
  usePageTitle(game?.name ?? t('lottery.title'));

  if (game?.kind === 'vn') {
    return <Navigate replace to={`/vnlottery?gameCode=${encodeURIComponent(game.code)}`} />;
  }

  function setView(view: View) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (view === 'betting') next.delete('view');
        else next.set('view', view);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <section className="page vnl-page elt-page" data-testid="elt-page">
      {gameCode ? (
        <div className="elt-top">
          <Link to="/lottery" className="elt-back" data-testid="elt-back">
            <ChevronLeft size={16} aria-hidden /> {t('elott.lobby.back')}
          </Link>
          <h1 className="visually-hidden">{game?.name ?? t('lottery.title')}</h1>
        </div>
      ) : (
        <div className="elt-top">
          <h1 className="vnl-title">{t('lottery.title')}</h1>
          <p className="vnl-muted">{t('elott.lobby.intro')}</p>
        </div>
      )}
      {games.error ? (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} />
      ) : !gameCode ? (
        <Lobby games={games.data?.games ?? null} />
      ) : game && isElottKind(game.kind) ? (
        <GameView
          key={game.code}
          game={game}
          kind={game.kind}
          playType={params.get('playType')}
          view={viewOf(params.get('view'))}
          onView={setView}
        />
      ) : games.data ? (
        <EmptyState
          title={t('elott.lobby.notFound', { code: gameCode })}
          description={t('elott.lobby.notFoundText')}
          action={
            <Link to="/lottery" className="btn btn-primary">
              {t('elott.lobby.back')}
            </Link>
          }
          testId="elt-not-found"
        />
      ) : (
        <GameSkeleton />
      )}
    </section>
  );
}
