import type { RouletteBetType } from './roulette-config.ts';

/**
 * The single-zero layout as data. The numbers 1–36 sit in 12 rows of three (row r = 0..11 holds 3r + 1,
 * 3r + 2, 3r + 3) and three columns (column c = 1..3 holds the n with (n − 1) mod 3 = c − 1); zero sits above
 * the first row, touching 1, 2 and 3.
 */
export const ROULETTE_POCKETS = 37;

export type RouletteColor = 'green' | 'red' | 'black';

/** The 18 red numbers of the standard wheel; the other 18 of 1–36 are black, zero is green. */
export const ROULETTE_RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

const COLORS: readonly RouletteColor[] = Array.from({ length: ROULETTE_POCKETS }, (_, n) =>
  n === 0 ? 'green' : ROULETTE_RED_NUMBERS.includes(n) ? 'red' : 'black',
);

export function rouletteColor(number: number): RouletteColor {
  return COLORS[number] as RouletteColor;
}

/** The bets that name their numbers (`selection`: the covered numbers, ascending). */
export const ROULETTE_INSIDE_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'six_line',
  'trio',
  'first_four',
] as const;
export type RouletteInsideType = (typeof ROULETTE_INSIDE_TYPES)[number];

export function isRouletteInsideType(type: RouletteBetType): type is RouletteInsideType {
  return (ROULETTE_INSIDE_TYPES as readonly string[]).includes(type);
}

const row = (r: number): number[] => [3 * r + 1, 3 * r + 2, 3 * r + 3];
const range = (count: number): number[] => Array.from({ length: count }, (_, i) => i);

/**
 * Every legal selection of each inside bet, each ascending: 37 straights; 60 splits (24 side by side in a row,
 * 33 one above the other, and 0-1, 0-2, 0-3); 12 streets; 22 corners; 11 six lines; 2 trios; 1 first four.
 */
export const ROULETTE_INSIDE_SELECTIONS: Readonly<
  Record<RouletteInsideType, readonly (readonly number[])[]>
> = {
  straight: range(ROULETTE_POCKETS).map((n) => [n]),
  split: [
    [0, 1],
    [0, 2],
    [0, 3],
    ...range(36)
      .map((i) => i + 1)
      .flatMap((n) => [...(n % 3 !== 0 ? [[n, n + 1]] : []), ...(n <= 33 ? [[n, n + 3]] : [])]),
  ],
  street: range(12).map(row),
  corner: range(11).flatMap((r) =>
    [1, 2].map((c) => [3 * r + c, 3 * r + c + 1, 3 * r + c + 3, 3 * r + c + 4]),
  ),
  six_line: range(11).map((r) => [...row(r), ...row(r + 1)]),
  trio: [
    [0, 1, 2],
    [0, 2, 3],
  ],
  first_four: [[0, 1, 2, 3]],
};

const keyOf = (numbers: readonly number[]): string => numbers.join('-');

const LEGAL_KEYS: Readonly<Record<RouletteInsideType, ReadonlySet<string>>> = {
  straight: new Set(ROULETTE_INSIDE_SELECTIONS.straight.map(keyOf)),
  split: new Set(ROULETTE_INSIDE_SELECTIONS.split.map(keyOf)),
  street: new Set(ROULETTE_INSIDE_SELECTIONS.street.map(keyOf)),
  corner: new Set(ROULETTE_INSIDE_SELECTIONS.corner.map(keyOf)),
  six_line: new Set(ROULETTE_INSIDE_SELECTIONS.six_line.map(keyOf)),
  trio: new Set(ROULETTE_INSIDE_SELECTIONS.trio.map(keyOf)),
  first_four: new Set(ROULETTE_INSIDE_SELECTIONS.first_four.map(keyOf)),
};

/** Is `selection` one of the type's legal selections (whole numbers 0..36, ascending, a real shape)? */
export function isLegalInsideSelection(type: RouletteInsideType, selection: unknown): boolean {
  if (!Array.isArray(selection)) return false;
  for (const n of selection) if (!Number.isInteger(n) || n < 0 || n > 36) return false;
  return LEGAL_KEYS[type].has(keyOf(selection));
}

/** Which dozen (1: 1–12, 2: 13–24, 3: 25–36) holds the number; 0 for zero. */
export function rouletteDozen(number: number): number {
  return number === 0 ? 0 : Math.ceil(number / 12);
}

/** Which column (1: 1, 4, … 34; 2: 2, 5, … 35; 3: 3, 6, … 36) holds the number; 0 for zero. */
export function rouletteColumn(number: number): number {
  return number === 0 ? 0 : ((number - 1) % 3) + 1;
}
