import type { LotteryGame } from '@app/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/StateMessage';
import { Tabs } from '../../../components/ui/Tabs';
import { useAuthGate } from '../../../lib/auth-gate';
import { useLotterySession } from '../api/session';
import { Orders } from '../components/Orders';
import { LineFormatProvider } from '../line-format';
import { useGameState } from '../use-game-state';
import { ElottHeader } from './ElottHeader';
import { type ElottKind, offeredGroups, preselect } from './groups';
import { HistoryView } from './HistoryView';
import { useElottNames } from './names';
import { ResultBoard } from './ResultBoard';
import { Slip } from './Slip';
import { TrendView } from './TrendView';

export const VIEWS = ['betting', 'history', 'orders', 'trend'] as const;
export type View = (typeof VIEWS)[number];

export function viewOf(text: string | null): View {
  return (VIEWS as readonly string[]).includes(text ?? '') ? (text as View) : 'betting';
}

/**
 * One game of the kinds other than vn (spec §7 lottery views): its draw header, then Betting (the slip and the
 * latest results), Draw_History, Orders (the member's bets and chases) and Trend_Chart. The slip stays mounted
 * while another view shows, so a slip in the making is not lost.
 */
export function GameView({
  game,
  kind,
  playType,
  view,
  onView,
}: {
  game: LotteryGame;
  kind: ElottKind;
  playType: string | null;
  view: View;
  onView: (view: View) => void;
}) {
  const { t } = useTranslation('lottery');
  const { loggedIn, requireLogin } = useAuthGate();
  const session = useLotterySession(game.code, loggedIn);
  const { state, data, offset, serverNow, current, drawing, latest, rates } = useGameState(game, loggedIn);
  const names = useElottNames(kind, game, data?.betTypes ?? null);
  const groups = useMemo(() => (data ? offeredGroups(kind, data.betTypes) : null), [data, kind]);
  const preselected = useMemo(() => (groups ? preselect(groups, playType) : null), [groups, playType]);

  const tabs = VIEWS.map((key) => ({ key, label: t(`elott.view.${key}`), testId: `elt-view-${key}` }));

  return (
    <LineFormatProvider value={names.lineFormat}>
      {state.error && !data ? (
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <ElottHeader
          game={game}
          kind={kind}
          loading={data === null}
          current={current}
          drawing={drawing}
          lastDraw={latest?.find((draw) => draw.outcome !== null) ?? null}
          offset={offset}
          serverNow={serverNow}
        />
      )}
      <div className="elt-views">
        <Tabs tabs={tabs} value={view} onChange={onView} label={t('elott.view.label')} />
      </div>
      <div
        className="vnl-columns elt-betting"
        role="tabpanel"
        hidden={view !== 'betting'}
        aria-label={tabs[0]?.label}
      >
        <Slip
          // a new key once the groups are known: the playType's group is chosen as the slip starts
          key={groups ? 'ready' : 'loading'}
          game={game}
          kind={kind}
          groups={groups}
          rates={rates}
          draw={current}
          names={names}
          session={session}
          loggedIn={loggedIn}
          requireLogin={requireLogin}
          preselected={preselected}
        />
        <section className="vnl-side panel" aria-label={t('elott.board.title')}>
          <ResultBoard kind={kind} latest={latest} racer={names.racer} />
        </section>
      </div>
      {view !== 'betting' ? (
        <div className="elt-view" role="tabpanel" aria-label={tabs.find((tab) => tab.key === view)?.label}>
          {view === 'history' ? (
            <HistoryView gameCode={game.code} racer={names.racer} />
          ) : view === 'orders' ? (
            <section className="panel elt-orders">
              <Orders
                gameCode={game.code}
                session={session}
                loggedIn={loggedIn}
                onLogin={() => requireLogin()}
                rates={rates}
              />
            </section>
          ) : (
            <TrendView gameCode={game.code} kind={kind} racer={names.racerTitle} />
          )}
        </div>
      ) : null}
    </LineFormatProvider>
  );
}

/** The game view's placeholders, of its final size, while the games load. */
export function GameSkeleton() {
  return (
    <div className="vnl-loading" aria-busy>
      <div className="vnl-header panel skeleton" />
      <div className="elt-views">
        <span className="skeleton elt-tabs-skel" />
      </div>
      <div className="vnl-columns">
        <div className="vnl-slip panel skeleton" />
        <div className="vnl-side panel skeleton" />
      </div>
    </div>
  );
}
