import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';

/**
 * The lotteries other than the Vietnamese sheet, as the lottery module plays them (docs/games/lottery/kinds.md): a
 * slip line is a bet type, its numbers (strings, as the player typed or picked them) and its points. Each kind reads
 * the numbers into its engine's bets (packages/games/src/lottery/fast), draws with the fair RNG and says what every
 * bet of a line returns, in hundredths of its stake.
 */
export type FastKind = 'digits' | 'keno' | 'pk10' | 'four_d';

/** A slip line: `points` of each bet the numbers make. */
export interface KindLine {
  type: string;
  numbers: readonly string[];
  points: bigint;
}

/**
 * How a type's numbers read (contracts' lotteryBetTypeInfo): number, each value its own bet; set, one bet on all
 * of them (keno); position, "3"; position_value, "3:07"; none, the single number "-".
 */
export type Selection = 'number' | 'set' | 'position' | 'position_value' | 'none';
export type KindRule = 'each_number' | 'spots' | 'tiers';

export interface KindBetType {
  type: string;
  rule: KindRule;
  selection: Selection;
  /** A value's width, zero-padded; 0 for none and position. */
  digits: number;
  minNumbers: number;
  maxNumbers: number;
  positions: number;
  minValue: number;
  maxValue: number;
  /** The return of a winning bet in hundredths of its stake (the best of payTableX100 where there is one). */
  multiplierX100: number;
  payTableX100: readonly (readonly number[])[] | null;
  /** Exact return to player (the lowest of its variants: keno by spot count, racing's sum by value). */
  rtp: number;
}

/** A kind's engine over its draw (a JSON value: what the draw row stores and players see). */
export interface KindEngine<Outcome> {
  kind: FastKind;
  betTypes: readonly KindBetType[];
  draw(source: RandomSource): Outcome;
  /** Throws `invalid_bet` unless `outcome` is a draw of this kind. */
  assertOutcome(outcome: unknown): Outcome;
  /** Throws `invalid_bet` naming what is wrong, unless the line is well formed. */
  checkLine(line: KindLine): void;
  /** What each bet of a checked line returns on the draw, in hundredths of its stake: one per number, or one (set). */
  multipliersX100(line: KindLine, outcome: Outcome): number[];
  /** What the bet record shows as the line's hits, when it is not the count of winning bets (keno: numbers caught). */
  hits?(line: KindLine, outcome: Outcome): number;
  /** The headline of a draw (the popular list, the results board). */
  headline(outcome: Outcome): string;
  /** Every number hot and cold statistics count, and the ones a draw counts. */
  statUniverse: readonly string[];
  statNumbers(outcome: Outcome): string[];
  /** The trend chart's value of a draw. */
  trendValue(outcome: Outcome): number;
}

export const NO_NUMBER = '-';

export const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** A value of `digits` digits (exactly) in [min, max], or invalid_bet. */
export function readValue(game: string, text: string, digits: number, min: number, max: number): number {
  // unpadded values (positions) are written one way only: no leading zero, so "01:3" is not a second "1:3"
  const pattern = digits > 0 ? new RegExp(`^\\d{${digits}}$`) : /^(0|[1-9]\d?)$/;
  const value = Number(text);
  if (!pattern.test(text) || value < min || value > max) {
    betError(`${game}: ${JSON.stringify(text)} is not a number of ${min}..${max}`);
  }
  return value;
}

/** "3:07" → [3, 7], each in range, or invalid_bet. */
export function positionValueOf(game: string, text: string, info: KindBetType): [number, number] {
  const [position = '', value = '', rest] = text.split(':');
  if (rest !== undefined) betError(`${game}: ${JSON.stringify(text)} is not position:value`);
  return [
    readValue(game, position, 0, 1, info.positions),
    readValue(game, value, info.digits, info.minValue, info.maxValue),
  ];
}

/** Checks a line's shape against its type: known type, count of numbers, each number readable, no duplicate. */
export function checkLineShape(game: string, types: readonly KindBetType[], line: KindLine): KindBetType {
  const info = types.find((entry) => entry.type === line.type);
  if (!info) betError(`${game}: unknown bet type ${String(line.type)}`);
  const { numbers } = line;
  if (!Array.isArray(numbers) || numbers.length < info.minNumbers || numbers.length > info.maxNumbers) {
    betError(`${game}: a ${info.type} line takes ${info.minNumbers} to ${info.maxNumbers} numbers`);
  }
  if (new Set(numbers).size !== numbers.length) betError(`${game}: a number is repeated`);
  for (const text of numbers) {
    if (typeof text !== 'string') betError(`${game}: numbers are strings`);
    switch (info.selection) {
      case 'none':
        if (text !== NO_NUMBER) betError(`${game}: a ${info.type} line's number is "${NO_NUMBER}"`);
        break;
      case 'position':
        readValue(game, text, 0, 1, info.positions);
        break;
      case 'position_value':
        positionValueOf(game, text, info);
        break;
      default:
        readValue(game, text, info.digits, info.minValue, info.maxValue);
    }
  }
  return info;
}

/** The bet type of a line (checked first). */
export function typeOf(types: readonly KindBetType[], type: string): KindBetType {
  return types.find((entry) => entry.type === type) as KindBetType;
}
