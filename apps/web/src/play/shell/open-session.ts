import type { StudioSession } from '@app/contracts';
import { readStoredSession, storeSession } from '../api/session-store';
import type { StudioClient } from '../api/studio-client';
import { StudioError } from '../api/studio-error';
import type { LaunchParams } from '../launch-params';

export type Opened = { session: StudioSession; launchToken: string };

/**
 * The session the frame plays in: a new one from the address's launch token, or, when the frame was reloaded
 * (the token is single-use), the one this token opened before, kept in sessionStorage. A resumed session is
 * checked with the fair state (which also brings its nonce up to date). Throws StudioError.
 */
export async function openSession(
  client: StudioClient,
  params: LaunchParams,
  setToken: (token: string) => void,
): Promise<Opened> {
  const stored = params.game ? readStoredSession(params.game) : null;
  if (params.token && stored?.launchToken !== params.token) {
    try {
      const session = await client.openSession(params.token);
      setToken(session.sessionToken);
      storeSession(session.game.code, { launchToken: params.token, session });
      return { session, launchToken: params.token };
    } catch (error) {
      if (!(error instanceof StudioError && error.code === 'launch_token_invalid' && stored)) throw error;
    }
  }
  if (!stored) throw new StudioError('launch_token_invalid', '', 401);
  setToken(stored.session.sessionToken);
  const fair = await client.fair();
  const session = { ...stored.session, fair };
  storeSession(session.game.code, { launchToken: stored.launchToken, session });
  return { session, launchToken: stored.launchToken };
}
