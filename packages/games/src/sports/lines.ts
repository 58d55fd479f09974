import { isIntegerIn, sportsError } from './errors.ts';

/**
 * How one selection ends: the Asian-handicap outcomes. A half win pays half the stake at the odds and returns
 * the other half; a half lose returns half the stake; a push returns the stake.
 */
export type BetOutcome = 'win' | 'half_win' | 'push' | 'half_lose' | 'lose';

/** An outcome, or `void`: the market was cancelled (or the set it is about was never played). Returns the stake. */
export type SettledOutcome = BetOutcome | 'void';

/** The chance of each outcome of one selection (a void counts as a push: both return the stake). */
export type OutcomeProbabilities = Readonly<Record<BetOutcome, number>>;

export const BET_OUTCOMES: readonly BetOutcome[] = ['win', 'half_win', 'push', 'half_lose', 'lose'];

/** The two sides of a handicap (the line is the home side's; the away side takes its opposite). */
export type TeamSide = 'home' | 'away';
export type TotalSide = 'over' | 'under';

/**
 * Lines are integers in quarter goals/points: −0.75 → −3, 2.5 → 10. |line| ≤ 4000 (1000 points) covers
 * basketball totals.
 */
export const MAX_LINE_QUARTERS = 4000;

export type LineKind = 'whole' | 'half' | 'quarter';

/** Throws `invalid_line` unless `quarters` is an integer line in range. */
export function assertLine(quarters: unknown): asserts quarters is number {
  if (!isIntegerIn(quarters, -MAX_LINE_QUARTERS, MAX_LINE_QUARTERS)) {
    sportsError('invalid_line', 'a line is an integer number of quarters in −4000..4000');
  }
}

/** Whole (0, −1, 2), half (−0.5, 2.5) or quarter (−0.25, 2.75) line. */
export function lineKind(quarters: number): LineKind {
  assertLine(quarters);
  const rest = Math.abs(quarters) % 4;
  return rest === 0 ? 'whole' : rest === 2 ? 'half' : 'quarter';
}

/**
 * The lines the stake is really on: a quarter line is half the stake on each neighbouring half-goal line
 * (−0.25 → 0 and −0.5, i.e. −1 → [−2, 0]); a whole or half line is the whole stake on itself.
 */
export function splitLine(quarters: number): readonly number[] {
  return lineKind(quarters) === 'quarter' ? [quarters - 1, quarters + 1] : [quarters];
}

const BY_HALF_STAKES: Record<number, BetOutcome> = {
  2: 'win',
  1: 'half_win',
  0: 'push',
  [-1]: 'half_lose',
  [-2]: 'lose',
};

/**
 * Settles a selection whose edge over the line is `edge(line)` quarters (> 0 wins, 0 pushes, < 0 loses) on
 * each half-stake line; a half-stake win and push make a half win, a push and loss a half lose.
 */
function settleSplit(quarters: number, edge: (line: number) => number): BetOutcome {
  const lines = splitLine(quarters);
  let halves = 0;
  for (const line of lines) halves += Math.sign(edge(line)) * (2 / lines.length);
  return BY_HALF_STAKES[halves] as BetOutcome;
}

function assertScore(value: number, what: string): void {
  if (!isIntegerIn(value, 0, 100_000)) sportsError('invalid_result', `${what} must be a whole number ≥ 0`);
}

/**
 * A handicap selection: `lineQuarters` is the home side's handicap (home −0.75 → −3), the away side takes the
 * opposite line (+0.75). Home wins its line when (home − away) + line > 0, pushes at 0. E.g. home −0.25 on
 * a draw → half_lose; home −0.75 winning by one → half_win; line 0 on a draw → push.
 */
export function settleHandicap(
  lineQuarters: number,
  homeScore: number,
  awayScore: number,
  side: TeamSide,
): BetOutcome {
  assertLine(lineQuarters);
  assertScore(homeScore, 'the home score');
  assertScore(awayScore, 'the away score');
  const sign = side === 'home' ? 1 : -1;
  return settleSplit(lineQuarters, (line) => sign * ((homeScore - awayScore) * 4 + line));
}

/**
 * A total (over/under) selection on `lineQuarters` (2.25 → 9): over wins when total > line, pushes when
 * equal. E.g. over 2.25 with 2 goals → half_lose; over 2.75 with 3 goals → half_win.
 */
export function settleTotal(lineQuarters: number, total: number, side: TotalSide): BetOutcome {
  assertLine(lineQuarters);
  assertScore(total, 'the total');
  const sign = side === 'over' ? 1 : -1;
  return settleSplit(lineQuarters, (line) => sign * (total * 4 - line));
}

/** The other side's outcome on the same result: win ↔ lose, half_win ↔ half_lose, push ↔ push. */
export function mirrorOutcome(outcome: BetOutcome): BetOutcome {
  const mirrored: Record<BetOutcome, BetOutcome> = {
    win: 'lose',
    half_win: 'half_lose',
    push: 'push',
    half_lose: 'half_win',
    lose: 'win',
  };
  return mirrored[outcome];
}

/** A line as players read it: −3 → "-0.75", 10 → "2.5", 0 → "0". */
export function formatLine(quarters: number): string {
  assertLine(quarters);
  const magnitude = Math.abs(quarters);
  const fraction = ['', '.25', '.5', '.75'][magnitude % 4] as string;
  return `${quarters < 0 ? '-' : ''}${Math.floor(magnitude / 4)}${fraction}`;
}

/** The inverse of formatLine: "-0.75" → −3, "+2.5" → 10; throws `invalid_line` on anything else. */
export function parseLine(text: string): number {
  const match = /^([+-]?)(\d{1,4})(?:\.(25|5|50|75))?$/.exec(text);
  if (!match) sportsError('invalid_line', `not a quarter line: ${text}`);
  const fraction = { '': 0, '25': 1, '5': 2, '50': 2, '75': 3 }[match[3] ?? ''] as number;
  const quarters = (Number(match[2]) * 4 + fraction) * (match[1] === '-' ? -1 : 1);
  assertLine(quarters);
  return quarters === 0 ? 0 : quarters;
}
