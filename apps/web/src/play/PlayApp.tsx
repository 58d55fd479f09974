import type { StudioSession } from '@app/contracts';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { forgetSession } from './api/session-store';
import { createStudioClient } from './api/studio-client';
import { StudioError } from './api/studio-error';
import { SCREENS } from './families';
import { SHELL_TEXTS } from './i18n/shell-texts';
import { translator } from './i18n/texts';
import type { LaunchParams } from './launch-params';
import { GameProvider } from './shell/GameProvider';
import { type Opened, openSession } from './shell/open-session';
import { StatusScreen } from './shell/StatusScreen';

/** Opened once per page, whatever React re-runs (a launch token works once). */
let opening: Promise<Opened> | null = null;

type State =
  | { status: 'loading' }
  | { status: 'ended'; message: string }
  | { status: 'ready'; session: StudioSession; launchToken: string };

/** The game client: opens (or resumes) the studio session, then shows the screen of the game's family. */
export function PlayApp({ params }: { params: LaunchParams }) {
  const t = useMemo(() => translator(SHELL_TEXTS, params.lang), [params.lang]);
  const token = useRef<string | null>(null);
  const client = useMemo(
    () =>
      createStudioClient({
        language: params.lang,
        sessionToken: () => token.current,
        networkMessage: t('network'),
      }),
    [params.lang, t],
  );
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    opening ??= openSession(client, params, (value) => {
      token.current = value;
    });
    opening.then(
      ({ session, launchToken }) => live && setState({ status: 'ready', session, launchToken }),
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof StudioError && error.message ? error.message : t('noLaunch');
        setState({ status: 'ended', message });
      },
    );
    return () => {
      live = false;
    };
  }, [client, params, t]);

  if (state.status === 'loading') return <StatusScreen title={t('loading')} busy />;
  if (state.status === 'ended') return <StatusScreen title={state.message} detail={t('openAgain')} />;
  const Screen = SCREENS[state.session.game.family];
  if (!Screen) return <StatusScreen title={t('notOpen')} />;
  return (
    <GameProvider
      session={state.session}
      launchToken={state.launchToken}
      lang={params.lang}
      client={client}
      onSessionEnded={() => {
        forgetSession(state.session.game.code);
        setState({ status: 'ended', message: t('sessionEnded') });
      }}
    >
      <Suspense fallback={<StatusScreen title={t('loading')} busy />}>
        <Screen />
      </Suspense>
    </GameProvider>
  );
}
