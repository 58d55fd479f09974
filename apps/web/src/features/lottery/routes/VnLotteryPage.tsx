import type { LotteryGame } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/StateMessage';
import { Tabs } from '../../../components/ui/Tabs';
import { useAuthGate } from '../../../lib/auth-gate';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { gamesQuery } from '../api/lottery';
import { useLotterySession } from '../api/session';
import { BetSlip } from '../components/BetSlip';
import { DrawHeader } from '../components/DrawHeader';
import { GameTabs } from '../components/GameTabs';
import { HotCold } from '../components/HotCold';
import { Orders } from '../components/Orders';
import { ResultsPanel } from '../components/ResultsPanel';
import { takingBets } from '../countdown';
import { useGameState } from '../use-game-state';
import '../lottery-styles';

type Panel = 'results' | 'orders' | 'stats';

/** One game: its draw, slip, results, the member's orders and the hot and cold numbers. */
function LotteryGameView({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const { loggedIn, requireLogin } = useAuthGate();
  const session = useLotterySession(game.code, loggedIn);

  const [province, setProvince] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>('results');
  const { state, data, offset, serverNow, current, drawing, latest, rates } = useGameState(
    game,
    loggedIn,
    province,
  );
  const provinces = data
    ? [...new Set(takingBets(data.open, serverNow).flatMap((draw) => (draw.province ? [draw.province] : [])))]
    : [];

  const panels = [
    { key: 'results' as const, label: t('vn.panel.results'), testId: 'vnl-tab-results' },
    { key: 'orders' as const, label: t('vn.panel.orders'), testId: 'vnl-tab-orders' },
    { key: 'stats' as const, label: t('vn.panel.stats'), testId: 'vnl-tab-stats' },
  ];

  return (
    <>
      {state.error && !data ? (
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <DrawHeader
          game={game}
          loading={data === null}
          current={current}
          drawing={drawing}
          serverNow={serverNow}
          lastDraw={latest?.find((draw) => draw.result !== null) ?? null}
          offset={offset}
          provinces={provinces}
          province={current?.province ?? province}
          onProvince={setProvince}
        />
      )}
      <div className="vnl-columns">
        <BetSlip
          game={game}
          rates={rates}
          draw={current}
          session={session}
          loggedIn={loggedIn}
          requireLogin={requireLogin}
        />
        <section className="vnl-side panel" aria-label={t('vn.panel.label')}>
          <Tabs tabs={panels} value={panel} onChange={setPanel} label={t('vn.panel.label')} />
          <div
            className="vnl-panel"
            role="tabpanel"
            aria-label={panels.find((entry) => entry.key === panel)?.label}
            data-panel={panel}
          >
            {panel === 'results' ? (
              <ResultsPanel game={game} latest={latest} preferredProvince={current?.province ?? province} />
            ) : panel === 'orders' ? (
              <Orders
                gameCode={game.code}
                session={session}
                loggedIn={loggedIn}
                onLogin={() => requireLogin()}
                rates={rates}
              />
            ) : (
              <HotCold game={game} />
            )}
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * /vnlottery?gameCode=VN_LOTTO_00N: the Vietnamese lottery (fast draws every few seconds or minutes, and the
 * official North, South and Central draws): the game tabs, the draw taking bets and its countdown, the bet slip,
 * the results, the member's orders and the hot and cold numbers.
 */
export default function VnLotteryPage() {
  const { t } = useTranslation('lottery');
  usePageTitle(t('vn.title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const games = useQuery(gamesQuery(language));
  const list = useMemo(() => {
    const all = games.data?.games.filter((g) => g.kind === 'vn') ?? null;
    // fast draws first, each group in the server's order
    return all
      ? [...all.filter((g) => g.source === 'fast'), ...all.filter((g) => g.source !== 'fast')]
      : null;
  }, [games.data]);
  const requested = params.get('gameCode');
  const game = list ? (list.find((entry) => entry.code === requested) ?? list[0]) : undefined;

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

  function choose(code: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', code);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <section className="page vnl-page" data-testid="vnl-page">
      <h1 className="vnl-title">{t('vn.title')}</h1>
      {games.error ? (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} />
      ) : (
        <>
          <GameTabs games={list} value={game?.code} onChange={choose} />
          {game ? (
            <LotteryGameView key={game.code} game={game} />
          ) : list && list.length === 0 ? (
            <p className="vnl-muted">{t('vn.noGames')}</p>
          ) : (
            <div className="vnl-loading" aria-busy>
              <div className="vnl-header panel skeleton" />
              <div className="vnl-columns">
                <div className="vnl-slip panel skeleton" />
                <div className="vnl-side panel skeleton" />
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
