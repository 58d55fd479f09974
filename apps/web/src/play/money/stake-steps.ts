/**
 * The stakes a player can pick between `min` and `max` (minor units): `min`, the 1–2–5 series of powers of ten
 * between them, and `max`, each a multiple of `unit` (a ways slot's bet multiplier, so the coin is exact).
 * At most `limit` steps: beyond that the middle is thinned evenly, `min` and `max` always stay.
 */
export function stakeSteps(min: bigint, max: bigint, unit = 1n, limit = 16): bigint[] {
  const low = roundUp(min < unit ? unit : min, unit);
  const high = max - (max % unit);
  if (low > high) return [];
  const values = new Set<bigint>([low, high]);
  for (let power = 1n; power <= high; power *= 10n) {
    for (const mantissa of [1n, 2n, 5n]) {
      const value = roundUp(mantissa * power, unit);
      if (value > low && value < high) values.add(value);
    }
  }
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return thin(sorted, limit);
}

function roundUp(value: bigint, unit: bigint): bigint {
  const rest = value % unit;
  return rest === 0n ? value : value + unit - rest;
}

function thin(steps: bigint[], limit: number): bigint[] {
  if (steps.length <= limit || limit < 2) return steps;
  const kept: bigint[] = [];
  for (let i = 0; i < limit; i++) kept.push(steps[Math.round((i * (steps.length - 1)) / (limit - 1))]!);
  return kept;
}

/** The line bets of a payline slot: lineBet × lines must stay within [minBet, maxBet]. */
export function lineBetSteps(minBet: bigint, maxBet: bigint, lines: number, limit = 16): bigint[] {
  const count = BigInt(lines);
  return stakeSteps((minBet + count - 1n) / count, maxBet / count, 1n, limit);
}

/** The index of the largest step not above `value` (the first step when all are above). */
export function nearestStep(steps: readonly bigint[], value: bigint): number {
  let index = 0;
  steps.forEach((step, i) => {
    if (step <= value) index = i;
  });
  return index;
}
