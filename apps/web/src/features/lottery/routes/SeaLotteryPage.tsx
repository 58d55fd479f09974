import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { gamesQuery } from '../api/lottery';
import { GameTabs } from '../components/GameTabs';
import { GameSkeleton, GameView, type View, viewOf } from '../elott/GameView';
import '../lottery-styles';

/**
 * /seaLottery?gameCode: the South-East Asian 4D lotteries (TCG_SEA): the 4D games as tabs (the first when none is
 * asked for), and the chosen one's game view with its prize sheet (1st, 2nd, 3rd, 10 starters, 10 consolations).
 */
export default function SeaLotteryPage() {
  const { t } = useTranslation('lottery');
  usePageTitle(t('sea.title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const games = useQuery(gamesQuery(language));
  const list = useMemo(
    () => games.data?.games.filter((game) => game.kind === 'four_d') ?? null,
    [games.data],
  );
  const requested = params.get('gameCode');
  const game = list ? (list.find((entry) => entry.code === requested) ?? list[0]) : undefined;

  function update(patch: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }

  useEffect(() => {
    if (!game || requested === game.code) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', game.code);
        return next;
      },
      { replace: true },
    );
  }, [game, requested, setParams]);

  return (
    <section className="page vnl-page elt-page" data-testid="elt-sea-page">
      <h1 className="vnl-title">{t('sea.title')}</h1>
      <p className="vnl-muted elt-sea-intro">{t('sea.intro')}</p>
      {games.error ? (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} />
      ) : (
        <>
          <GameTabs games={list} value={game?.code} onChange={(code) => update({ gameCode: code })} />
          {game ? (
            <GameView
              key={game.code}
              game={game}
              kind="four_d"
              playType={params.get('playType')}
              view={viewOf(params.get('view'))}
              onView={(view: View) => update({ view: view === 'betting' ? null : view })}
            />
          ) : list && list.length === 0 ? (
            <EmptyState title={t('elott.sea.noGames')} testId="elt-sea-empty" />
          ) : (
            <GameSkeleton />
          )}
        </>
      )}
    </section>
  );
}
