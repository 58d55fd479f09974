import { PVP_ROOMS, type PvpRoom } from '@app/contracts';
import { PVP_RAKE_BPS, pvpRakeOf } from '@app/games';

/** The stake per unit of each room: the game's min bet times this. */
export const ROOM_STAKE_MULTIPLE: Readonly<Record<PvpRoom, bigint>> = {
  beginner: 1n,
  standard: 10n,
  high: 100n,
};

export const PVP_ROOM_NAMES = PVP_ROOMS;

/**
 * The house's rake on what a player wins in a hand, in basis points (5 %: the rate the rooms state, with the players'
 * return it leaves them, packages/games pvp-returns.ts). Bots' wins are the house's own.
 */
export const RAKE_BPS = BigInt(PVP_RAKE_BPS);

/** How the rooms run: set from the configuration (PVP_BOTS, PVP_TURN_SECONDS), shorter in tests. */
export type PvpSettings = {
  bots: boolean;
  /** A player's time to move (tiến lên) or to turn the cards up (ba cây, bài cào). */
  turnMs: number;
  /** A bot or a seat on auto moves after this long. */
  autoMs: number;
  /**
   * Once a player is ready, the hand is dealt this long later (others may still sit down and ready); bots take
   * empty seats then, when fewer than two are ready and the room allows them.
   */
  startMs: number;
  /** The settled hand stays on the table this long before the next can be dealt. */
  pauseMs: number;
  /**
   * A player sitting without getting ready this long (since they sat down or the last hand ended) gives the seat
   * back: a seat is for playing, and a full room would otherwise stay full of idle players.
   */
  idleMs: number;
};

export function pvpSettings(config: { pvpBots: boolean; pvpTurnSeconds: number }): PvpSettings {
  return {
    bots: config.pvpBots,
    turnMs: config.pvpTurnSeconds * 1000,
    autoMs: 1_200,
    startMs: 3_000,
    pauseMs: 4_000,
    idleMs: 120_000,
  };
}

export function rakeOf(win: bigint): bigint {
  return pvpRakeOf(win);
}

const BOT_NAMES = ['Minh', 'Lan', 'Hùng', 'Thảo', 'Tuấn', 'Mai', 'Dũng'];

/** A bot's name at a seat: always marked as a bot. */
export function botName(seat: number): string {
  return `BOT ${BOT_NAMES[seat % BOT_NAMES.length]}`;
}
