import type { LotteryNumbers, LotteryOutcome } from '@app/contracts';

/**
 * What a draw's outcome says beyond its numbers, pure, as the engines define it (docs/games/lottery/fast.md): the
 * sums and their sides, dragon and tiger, the racing's top two. The result board shows these beside the numbers.
 */
export type Side = 'big' | 'small' | 'tie';
export type Duel = 'dragon' | 'tiger' | 'tie';

type Of<K extends LotteryOutcome['kind']> = Extract<LotteryOutcome, { kind: K }>;

/** 5D / 3D: the digits' sum (big when sum × 2 > 9 × digits), its parity, first digit against last. */
export function digitsFacts(digits: readonly number[]) {
  const sum = digits.reduce((total, digit) => total + digit, 0);
  const middle = 9 * digits.length;
  const first = digits[0] ?? 0;
  const last = digits[digits.length - 1] ?? 0;
  return {
    sum,
    side: (sum * 2 > middle ? 'big' : sum * 2 < middle ? 'small' : 'tie') as Side,
    odd: sum % 2 === 1,
    duel: (first > last ? 'dragon' : first < last ? 'tiger' : 'tie') as Duel,
  };
}

/** Keno draws 20 of 1–80: the sum's middle is 810 (exactly 810 pushes big and small). */
export const KENO_MIDDLE = 810;

export function kenoFacts(numbers: readonly number[]) {
  const sum = numbers.reduce((total, number) => total + number, 0);
  return {
    sum,
    side: (sum > KENO_MIDDLE ? 'big' : sum < KENO_MIDDLE ? 'small' : 'tie') as Side,
    odd: sum % 2 === 1,
  };
}

/** Racing: the first two cars' sum (big from 12), its parity, and dragon/tiger of places 1–5 against 10–6. */
export function pk10Facts(cars: readonly number[]) {
  const sum = (cars[0] ?? 0) + (cars[1] ?? 0);
  return {
    sum,
    side: (sum >= 12 ? 'big' : 'small') as Side,
    odd: sum % 2 === 1,
    duels: [1, 2, 3, 4, 5].map(
      (place): Duel => ((cars[place - 1] ?? 0) > (cars[10 - place] ?? 0) ? 'dragon' : 'tiger'),
    ),
  };
}

/** 4D: the prize rows, top first. */
export function fourDRows(outcome: Of<'four_d'>) {
  return [
    { tier: 'first', numbers: [outcome.first] },
    { tier: 'second', numbers: [outcome.second] },
    { tier: 'third', numbers: [outcome.third] },
    { tier: 'starter', numbers: outcome.starters },
    { tier: 'consolation', numbers: outcome.consolations },
  ] as const;
}

/** A draw in one short text (the history list, the lobby): the number, the keno sum, the first three cars. */
export function headline(outcome: LotteryOutcome): string {
  switch (outcome.kind) {
    case 'digits':
      return outcome.digits.join('');
    case 'keno':
      return String(kenoFacts(outcome.numbers).sum);
    case 'pk10':
      return outcome.cars
        .slice(0, 3)
        .map((car) => String(car).padStart(2, '0'))
        .join(' ');
    case 'four_d':
      return outcome.first;
  }
}

export type TrendPoint = { issue: string; label: string; value: number };

/** The trend chart's points (oldest first): numeric values only; an issue's label is its slot ("0412"). */
export function trendPoints(specials: LotteryNumbers['specials']): TrendPoint[] {
  return specials.flatMap(({ issueNo, number }) => {
    if (!/^-?\d+(\.\d+)?$/.test(number.trim())) return [];
    const slot = issueNo.split('-').pop() ?? issueNo;
    return [{ issue: issueNo, label: slot, value: Number(number) }];
  });
}

/** The points' lowest, highest and mean (null without points). */
export function trendSummary(points: readonly TrendPoint[]) {
  if (points.length === 0) return null;
  const values = points.map((point) => point.value);
  const mean = values.reduce((total, value) => total + value, 0) / values.length;
  return { min: Math.min(...values), max: Math.max(...values), mean };
}
