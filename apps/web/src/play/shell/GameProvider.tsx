import type { FairState, StudioRound, StudioSession } from '@app/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { storeSession } from '../api/session-store';
import type { StudioClient } from '../api/studio-client';
import { StudioError } from '../api/studio-error';
import { SHELL_TEXTS } from '../i18n/shell-texts';
import { translator } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { type Effect, playEffect, readMuted, writeMuted } from '../sound/sound';
import { type Game, GameContext } from './game-context';
import { postBalance } from './post-balance';

type Props = {
  session: StudioSession;
  launchToken: string;
  lang: PlayLanguage;
  client: StudioClient;
  /** The session cannot go on: the app shows the "open the game again" screen. */
  onSessionEnded: () => void;
  children: ReactNode;
};

export function GameProvider({ session, launchToken, lang, client, onSessionEnded, children }: Props) {
  const [balance, setBalance] = useState(session.balance);
  const [fair, setFair] = useState<FairState>(session.fair);
  const [lastRound, setLastRound] = useState<StudioRound | null>(null);
  const [muted, setMuted] = useState(readMuted);
  const [notice, setNotice] = useState<string | null>(null);
  const stored = useRef(session);
  const t = useMemo(() => translator(SHELL_TEXTS, lang), [lang]);

  const remember = useCallback(
    (changes: Partial<StudioSession>) => {
      stored.current = { ...stored.current, ...changes };
      storeSession(session.game.code, { launchToken, session: stored.current });
    },
    [launchToken, session.game.code],
  );

  const settle = useCallback(
    (round: StudioRound) => {
      const known = stored.current.fair;
      const next: FairState = {
        ...round.fair,
        nonce: round.nextNonce,
        // a round names its own pair only: the next seed's hash is the one known for that pair (a pair rotated in
        // another tab leaves it unknown until the fair panel reads the state again)
        nextServerSeedHash:
          known.serverSeedHash === round.fair.serverSeedHash ? (known.nextServerSeedHash ?? '') : '',
      };
      setBalance(round.balance);
      setFair(next);
      setLastRound(round);
      // a reload of the frame resumes an unfinished round (mines, hi-lo) where it is now
      remember({ balance: round.balance, fair: next, openRound: round.status === 'open' ? round : null });
      postBalance(round.balance);
      setNotice(null);
    },
    [remember],
  );

  const updateBalance = useCallback(
    (value: string) => {
      setBalance(value);
      remember({ balance: value });
      postBalance(value);
    },
    [remember],
  );

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof StudioError && error.endsSession) return onSessionEnded();
      setNotice(error instanceof StudioError && error.message ? error.message : t('network'));
    },
    [onSessionEnded, t],
  );

  // a failure's banner goes after a while (or with the next round)
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 8000);
    return () => clearTimeout(timer);
  }, [notice]);

  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const sound = useCallback((effect: Effect) => playEffect(effect, mutedRef.current), []);
  const toggleMute = useCallback(() => {
    setMuted((was) => {
      writeMuted(!was);
      return !was;
    });
  }, []);

  const game = useMemo<Game>(
    () => ({
      session,
      lang,
      t,
      client,
      balance,
      showBalance: setBalance,
      updateBalance,
      settle,
      fair,
      setFair: (value) => {
        setFair(value);
        remember({ fair: value });
      },
      lastRound,
      muted,
      toggleMute,
      sound,
      fail,
      notice,
      dismissNotice: () => setNotice(null),
    }),
    [
      session,
      lang,
      t,
      client,
      balance,
      updateBalance,
      settle,
      fair,
      lastRound,
      muted,
      toggleMute,
      sound,
      fail,
      notice,
      remember,
    ],
  );
  return <GameContext.Provider value={game}>{children}</GameContext.Provider>;
}
