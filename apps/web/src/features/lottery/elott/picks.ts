import { type BetTypeRates, parsePoints } from '../slip';
import { bestPayPerPoint, betCount, type LineProblem, lineCost, lineProblem, pointsLimit } from './pay';
import { type Picks, picksToLines } from './selection';

/** The smallest of some points limits (compared as whole numbers, never floats). */
export function lowestMaxPoints(limits: readonly string[]): string {
  return limits
    .filter((text) => /^\d+$/.test(text))
    .reduce<string>((low, text) => (low === '' || BigInt(text) < BigInt(low) ? text : low), '');
}

/**
 * What the picks of a group make, pure: the lines (one per type picked), why they cannot be added yet, their
 * bets, their cost, the best one winning bet can win, and the points limit of the types picked.
 */
export function picksSummary(types: readonly BetTypeRates[], picks: Picks, pointsText: string) {
  const lines = picksToLines(types, picks, pointsText);
  const typeOf = (type: string) => types.find((rates) => rates.type === type) as BetTypeRates;
  const points = parsePoints(pointsText);
  let problem: LineProblem | null = lines.length === 0 ? 'no_numbers' : null;
  let cost = 0n;
  let bets = 0;
  let win = 0n;
  for (const line of lines) {
    const rates = typeOf(line.type);
    problem ??= lineProblem(rates, line.numbers.length, pointsText);
    bets += betCount(rates, line.numbers.length);
    if (points === null) continue;
    cost += lineCost(rates, line.numbers.length, points);
    const best = points * bestPayPerPoint(rates, line.numbers);
    if (best > win) win = best;
  }
  const limited = lines.length > 0 ? lines.map((line) => typeOf(line.type)) : types;
  // each line's limit (a keno ticket's by its size); before any pick, the loosest of the types' own
  const limits =
    lines.length > 0
      ? lines.map((line) => pointsLimit(typeOf(line.type), line.numbers.length))
      : types.map((rates) => rates.maxPoints);
  return { lines, problem, cost, bets, win, limited, maxPoints: lowestMaxPoints(limits) };
}
