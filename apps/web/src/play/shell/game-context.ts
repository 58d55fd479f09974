import type { FairState, StudioRound, StudioSession } from '@app/contracts';
import { createContext, useContext } from 'react';
import type { StudioClient } from '../api/studio-client';
import type { ShellKey } from '../i18n/shell-texts';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import type { Effect } from '../sound/sound';

/** What every game screen gets from the shell: the session, the API, money, sound and error reporting. */
export type Game = {
  session: StudioSession;
  lang: PlayLanguage;
  t: Translate<ShellKey>;
  client: StudioClient;
  /** The balance on screen, minor units. */
  balance: string;
  /** Shows a balance from a server answer (e.g. balance − win while a round still plays out). */
  showBalance: (balance: string) => void;
  /** A balance the server answered outside a round (crash's bets and cash-outs): on screen, to the site. */
  updateBalance: (balance: string) => void;
  /** A round the server settled: its balance goes on screen, to the site (postMessage) and to the stored session. */
  settle: (round: StudioRound) => void;
  /** The fair state for the next round (the last round's nextNonce applied). */
  fair: FairState;
  setFair: (fair: FairState) => void;
  lastRound: StudioRound | null;
  muted: boolean;
  toggleMute: () => void;
  sound: (effect: Effect) => void;
  /** Shows a failure: the server's message in a banner, or the "open the game again" screen. */
  fail: (error: unknown) => void;
  /** The message of the last failure, until dismissed. */
  notice: string | null;
  dismissNotice: () => void;
};

export const GameContext = createContext<Game | null>(null);

export function useGame(): Game {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame outside the game shell');
  return game;
}
