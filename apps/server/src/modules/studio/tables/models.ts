import { isDecisionFamily, TABLE_FAMILIES, type TableFamily } from '@app/contracts';

/**
 * A table's rhythm: betting open this long, (decision tables) the players' decision time, the result shown this long,
 * then a pause before the next round.
 */
export type TableRhythm = { bettingMs: number; decideMs: number; revealMs: number; pauseMs: number };

/** Speed tables close betting sooner; every other variant (classic, VIP, super) keeps the classic rhythm. */
const RHYTHMS: Readonly<Record<string, Omit<TableRhythm, 'decideMs'>>> = {
  classic: { bettingMs: 15_000, revealMs: 6_000, pauseMs: 3_000 },
  speed: { bettingMs: 8_000, revealMs: 4_000, pauseMs: 2_000 },
};
/** Decision time: long enough for a blackjack hand of several moves on a phone. */
const DECIDE_MS: Readonly<Record<string, number>> = { classic: 15_000, speed: 10_000 };

export function tableRhythm(variant: string, family: TableFamily): TableRhythm {
  const rhythm = RHYTHMS[variant] ?? (RHYTHMS.classic as TableRhythm);
  const decideMs = isDecisionFamily(family) ? (DECIDE_MS[variant] ?? (DECIDE_MS.classic as number)) : 0;
  return { ...rhythm, decideMs };
}

/** A live table the clock drives: its game code, its game and its rhythm. */
export type LiveTable = { code: string; family: TableFamily; rhythm: TableRhythm };

export function isTableFamily(model: string): model is TableFamily {
  return (TABLE_FAMILIES as readonly string[]).includes(model);
}
