import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { refreshBalance } from '../../../api/balance';
import { ApiError } from '../../../api/client';
import { useFavourites, useFavouriteToggle } from '../../../api/favourites';
import { lotteryGamesQuery } from '../../../api/lottery-games';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { useToast } from '../../../components/ui/Toast';
import { useAuthGate } from '../../../lib/auth-gate';
import { lotteryRoute } from '../../../lib/game-route';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { useLaunchGame } from '../api/launch';
import { GameMaintenance } from '../components/GameMaintenance';
import { GameProblem } from '../components/GameProblem';
import './game-page.css';

/** Messages the game frame posts to the site (same origin only). */
type FrameMessage = { type: 'hb:balance' };

/**
 * /game?code=…: the launched game in a frame under the header (spec §2.1). Asks for the launch address once per
 * visit, refreshes the balance whenever the game reports a round, and asks before leaving (spec: game-leave
 * confirmation). A game in maintenance shows its end time and popular games instead; a lottery game goes to its
 * lottery page (spec §2.1 game-launch routing), whoever linked it here; a game that cannot open says why, with the
 * ways back.
 */
export default function GamePage() {
  const { t } = useTranslation('gameLaunch');
  usePageTitle(t('game.title'));
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const language = useLanguage();
  // the lottery games play on their own pages: known before launching (the list is public and cached)
  const lotteries = useQuery(lotteryGamesQuery(language));
  const lottery = lotteries.data?.games.find((game) => game.code === code);
  const lotteriesKnown = lotteries.isSuccess || lotteries.isError;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn, requireLogin } = useAuthGate();
  const favourites = useFavourites(loggedIn);
  const toast = useToast();
  const { t: tCommon } = useTranslation();
  const toggle = useFavouriteToggle({ onFailure: () => toast(tCommon('games.favouriteFailed')) });
  const isFavourite = (favourites.data ?? []).some((game) => game.code === code);
  const launch = useLaunchGame();
  const [leaving, setLeaving] = useState(false);
  const { mutate } = launch;
  // one launch address per visit: each carries a single-use token
  const launchedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!code || !lotteriesKnown || lottery || launchedFor.current === code) return;
    requireLogin(() => {
      launchedFor.current = code;
      mutate(code);
    });
  }, [code, lotteriesKnown, lottery, mutate, requireLogin]);

  useEffect(() => {
    function onMessage(event: MessageEvent<FrameMessage>) {
      if (event.origin !== window.location.origin || event.data?.type !== 'hb:balance') return;
      void refreshBalance(queryClient);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  function leave() {
    setLeaving(false);
    void refreshBalance(queryClient);
    if (window.history.length > 1) navigate(-1);
    else navigate('/index');
  }

  if (!code) {
    // a vendor's card opens /game?vendor=… when the vendor has no page of its own
    const missing = params.has('vendor') ? t('game.noLobby') : t('game.missing');
    return <GameProblem error={new ApiError('game_not_found', missing, 404)} />;
  }
  if (lottery) return <Navigate replace to={lotteryRoute(lottery)} />;
  const error = launch.error;
  if (error instanceof ApiError && error.code === 'game_maintenance') {
    const until = typeof error.details.until === 'string' ? error.details.until : null;
    return <GameMaintenance until={until} gameCode={code} />;
  }
  if (error) {
    // retrying helps a failed request, not a game that is not there or not open
    const final = error instanceof ApiError && ['game_not_found', 'game_unavailable'].includes(error.code);
    return <GameProblem error={error} onRetry={final ? undefined : () => mutate(code)} />;
  }

  return (
    <section className="game-page" data-testid="game-page">
      <div className="game-page-bar">
        <button
          type="button"
          className="game-page-leave"
          onClick={() => setLeaving(true)}
          data-testid="game-leave"
        >
          <ArrowLeft size={18} aria-hidden />
          {t('game.leave')}
        </button>
        {launch.data?.isDemo ? <span className="game-page-demo">{t('game.demo')}</span> : null}
        <button
          type="button"
          className="game-page-favourite"
          aria-pressed={isFavourite}
          aria-label={isFavourite ? t('game.unfavourite') : t('game.favourite')}
          title={isFavourite ? t('game.unfavourite') : t('game.favourite')}
          disabled={toggle.isPending || favourites.isPending}
          onClick={() => toggle.mutate({ code, favourite: !isFavourite })}
          data-testid="game-favourite"
        >
          <Heart size={18} aria-hidden fill={isFavourite ? 'currentColor' : 'none'} />
        </button>
        <Link to="/index" className="game-page-home">
          {t('game.home')}
        </Link>
      </div>
      <div className="game-page-frame">
        {launch.data ? (
          <iframe
            src={launch.data.url}
            title={t('game.frameTitle')}
            allow="autoplay; fullscreen"
            data-testid="game-frame"
          />
        ) : (
          <Spinner />
        )}
      </div>
      <ConfirmDialog
        open={leaving}
        title={t('game.leaveTitle')}
        message={t('game.leaveMessage')}
        confirmLabel={t('game.leaveConfirm')}
        cancelLabel={t('game.stay')}
        onConfirm={leave}
        onCancel={() => setLeaving(false)}
        testId="game-leave-confirm"
      />
    </section>
  );
}
