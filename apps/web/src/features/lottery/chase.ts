import type { LotteryBetBody } from '@app/contracts';

/**
 * A chase (đuổi số), pure: the same slip on this draw and the game's next N − 1 draws. Only the first slip is
 * charged when it is sent; each later one is placed and charged when the draw before it has been settled, and a
 * balance too short for the next slip ends the chase with nothing charged ahead (docs/games/lottery/draws.md,
 * "Chases"). Amounts are bigint minor units, never floats.
 */

/** The draws a chase may cover, this one included (`lotteryChaseOrder.draws`). */
export const CHASE_MIN_DRAWS = 2;
export const CHASE_MAX_DRAWS = 50;
/** What the draws field starts at when the member turns the chase on. */
export const CHASE_DEFAULT_DRAWS = 5;

/** The draws typed, or null unless a whole number from 2 to 50. */
export function parseChaseDraws(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const draws = Number(trimmed);
  return draws >= CHASE_MIN_DRAWS && draws <= CHASE_MAX_DRAWS ? draws : null;
}

/** The draws within 2 and 50 (text that is not a number counts as the default). */
export function clampChaseDraws(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return String(CHASE_DEFAULT_DRAWS);
  return String(Math.min(CHASE_MAX_DRAWS, Math.max(CHASE_MIN_DRAWS, Number(digits.slice(0, 3)))));
}

/** The draws one step up or down, kept within 2 and 50. */
export function stepChaseDraws(text: string, delta: number): string {
  const current = Number(clampChaseDraws(text));
  return String(Math.min(CHASE_MAX_DRAWS, Math.max(CHASE_MIN_DRAWS, current + delta)));
}

export type ChasePlan = {
  /** Draws in all, this one included. */
  draws: number;
  /** Charged when the slip is sent: the slip's cost, once. */
  now: bigint;
  /** The later draws, each charged the same cost only once the draw before it is settled. */
  later: number;
  each: bigint;
  /** The most the whole chase can cost: draws × cost (less when it stops on a win or a short balance). */
  most: bigint;
};

/** What a chase of `draws` draws of a slip costing `slipCost` charges now, and at most in all. */
export function chasePlan(slipCost: bigint, draws: number): ChasePlan {
  const whole = Math.trunc(draws);
  return {
    draws: whole,
    now: slipCost,
    later: Math.max(0, whole - 1),
    each: slipCost,
    most: slipCost * BigInt(Math.max(0, whole)),
  };
}

/** The chase the bet body carries: absent when off or when the draws are not 2–50. */
export function chaseOrder(
  on: boolean,
  drawsText: string,
  stopOnWin: boolean,
): LotteryBetBody['chase'] | undefined {
  if (!on) return undefined;
  const draws = parseChaseDraws(drawsText);
  return draws === null ? undefined : { draws, stopOnWin };
}

/** What a chase's plan says, as the slip and the confirmation say it (`t` from the lottery texts). */
export function chaseSummary(
  t: (key: 'vn.chase.summary' | 'vn.chase.most', values: Record<string, string | number>) => string,
  format: (minor: bigint) => string,
  plan: ChasePlan,
): { summary: string; most: string } {
  const values = {
    now: format(plan.now),
    each: format(plan.each),
    later: plan.later,
    count: plan.later,
    draws: plan.draws,
    most: format(plan.most),
  };
  return { summary: t('vn.chase.summary', values), most: t('vn.chase.most', values) };
}
