import { type LaunchAnswer, PLAY_API, STUDIO_API, type StudioSession } from '@app/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiSend } from '../../../api/client';
import { useLanguage } from '../../../lib/language';
import { useFirstPaint } from '../../../lib/use-first-paint';
import { launchTokenOf } from '../launch-token';

/**
 * The lottery game's studio session, as the game client opens one: launch the game (a single-use launch token in
 * the answer's address), then trade the token for a session whose token every bet and orders call carries as
 * `authorization: Bearer`. One per game code: switching game launches again (gcTime 0 drops a left game's
 * session). Not keyed by language: the session does not change with it, and every call sends its own `x-lang`.
 */
function sessionQuery(gameCode: string, language: 'vi' | 'en', missingToken: string) {
  return queryOptions({
    queryKey: ['member', 'lottery', 'session', gameCode] as const,
    queryFn: async () => {
      const launch = await apiSend<LaunchAnswer>('POST', PLAY_API.launch, { language, body: { gameCode } });
      const launchToken = launchTokenOf(launch.url);
      if (!launchToken) throw new ApiError('launch_token_invalid', missingToken, 401);
      return apiSend<StudioSession>('POST', STUDIO_API.session, { language, body: { launchToken } });
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function isSessionInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'player_session_invalid';
}

export type LotterySession = {
  session: StudioSession | undefined;
  error: unknown;
  isPending: boolean;
  /** Runs a call with the session's token; on `player_session_invalid` launches again once and runs it again. */
  withSession: <T>(call: (bearer: string) => Promise<T>) => Promise<T>;
  relaunch: () => void;
};

export function useLotterySession(gameCode: string, enabled: boolean): LotterySession {
  const language = useLanguage();
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const missingToken = t('vn.session.failed');
  const options = useMemo(
    () => sessionQuery(gameCode, language, missingToken),
    [gameCode, language, missingToken],
  );
  // launched once the page has painted: a bet waits for the session anyway (withSession), the page's first paint
  // need not wait for the launch's two round trips
  const painted = useFirstPaint();
  const query = useQuery({ ...options, enabled: enabled && painted && gameCode !== '' });

  const withSession = useCallback(
    async <T>(call: (bearer: string) => Promise<T>): Promise<T> => {
      const session = await queryClient.ensureQueryData(options);
      try {
        return await call(session.sessionToken);
      } catch (error) {
        if (!isSessionInvalid(error)) throw error;
        // the session ended (expired, or replaced by another launch): one new launch, then the same call again
        const fresh = await queryClient.fetchQuery({ ...options, staleTime: 0 });
        return call(fresh.sessionToken);
      }
    },
    [queryClient, options],
  );

  const relaunch = useCallback(() => {
    void queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => {});
  }, [queryClient, options]);

  return { session: query.data, error: query.error, isPending: query.isPending, withSession, relaunch };
}
