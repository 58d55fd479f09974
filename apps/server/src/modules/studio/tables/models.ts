import { isDecisionFamily, TABLE_FAMILIES, type TableFamily } from '@app/contracts';
import { type GameRhythm, gameRhythm } from '../../../shared/game-rhythm.ts';

/**
 * A table's rhythm: betting open this long, (decision tables) the players' decision time, the result shown this long,
 * then a pause before the next round.
 */
export type TableRhythm = { bettingMs: number; decideMs: number; revealMs: number; pauseMs: number };

/** Speed tables close betting sooner; every other variant (classic, VIP, super) keeps the classic rhythm. */
type Rhythms = Readonly<Record<string, Omit<TableRhythm, 'decideMs'>>>;
const RHYTHMS: Readonly<Record<GameRhythm, Rhythms>> = {
  standard: {
    classic: { bettingMs: 15_000, revealMs: 6_000, pauseMs: 3_000 },
    speed: { bettingMs: 8_000, revealMs: 4_000, pauseMs: 2_000 },
  },
  // the journeys' server only (shared/game-rhythm.ts): long enough to place a bet through the screen
  brisk: {
    classic: { bettingMs: 9_000, revealMs: 3_000, pauseMs: 1_000 },
    speed: { bettingMs: 7_000, revealMs: 2_500, pauseMs: 1_000 },
  },
};
/** Decision time: long enough for a blackjack hand of several moves on a phone. */
const DECIDE_MS: Readonly<Record<GameRhythm, Readonly<Record<string, number>>>> = {
  standard: { classic: 15_000, speed: 10_000 },
  brisk: { classic: 10_000, speed: 8_000 },
};

export function tableRhythm(variant: string, family: TableFamily): TableRhythm {
  const pace = gameRhythm();
  const rhythms = RHYTHMS[pace];
  const rhythm = rhythms[variant] ?? (rhythms.classic as TableRhythm);
  const decide = DECIDE_MS[pace];
  const decideMs = isDecisionFamily(family) ? (decide[variant] ?? (decide.classic as number)) : 0;
  return { ...rhythm, decideMs };
}

/** A live table the clock drives: its game code, its game and its rhythm. */
export type LiveTable = { code: string; family: TableFamily; rhythm: TableRhythm };

export function isTableFamily(model: string): model is TableFamily {
  return (TABLE_FAMILIES as readonly string[]).includes(model);
}
