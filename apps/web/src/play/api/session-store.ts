import type { StudioSession } from '@app/contracts';

/**
 * The session of a game kept in the frame's sessionStorage, so a reload of the frame continues it: the launch
 * token in the address works once. Keyed by game code; it remembers which launch token opened it, so a new
 * launch (a new token) opens a new session instead.
 */
export type StoredSession = { launchToken: string; session: StudioSession };

const PREFIX = 'hb.play.session.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredSession(gameCode: string, now = Date.now()): StoredSession | null {
  const raw = storage()?.getItem(PREFIX + gameCode);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredSession;
    if (!stored.session?.sessionToken || Date.parse(stored.session.expiresAt) <= now) return null;
    return stored;
  } catch {
    return null;
  }
}

export function storeSession(gameCode: string, stored: StoredSession): void {
  try {
    storage()?.setItem(PREFIX + gameCode, JSON.stringify(stored));
  } catch {
    // private mode or full: a reload will ask the player to open the game again
  }
}

export function forgetSession(gameCode: string): void {
  storage()?.removeItem(PREFIX + gameCode);
}
