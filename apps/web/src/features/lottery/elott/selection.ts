import type { BetTypeRates } from '../slip';

/**
 * How a line's numbers are written for each `selection` of the contract (lotteryBetTypeInfo), pure: number and set
 * are zero-padded values ("042", "07"), position a position ("3"), position_value "position:value" ("2:7",
 * "3:07"), none the single number "-".
 */
export const NO_NUMBER = '-';

type Shape = Pick<BetTypeRates, 'selection' | 'digits' | 'positions' | 'minValue' | 'maxValue'>;

/** A value as the type writes it: zero-padded to `digits` (not padded when `digits` is 0). */
export function padValue(value: number, digits: number): string {
  return digits > 0 ? String(value).padStart(digits, '0') : String(value);
}

/** Every value of the type, minValue..maxValue. */
export function valuesOf(rates: Pick<Shape, 'minValue' | 'maxValue'>): number[] {
  const count = Math.max(0, rates.maxValue - rates.minValue + 1);
  return Array.from({ length: count }, (_, index) => rates.minValue + index);
}

/** Every position of a position or position_value type, 1..positions. */
export function positionsOf(rates: Pick<Shape, 'positions'>): number[] {
  return Array.from({ length: Math.max(0, rates.positions) }, (_, index) => index + 1);
}

export function encodePositionValue(position: number, value: number, digits: number): string {
  return `${position}:${padValue(value, digits)}`;
}

/** "3:07" → { position: 3, value: 7 }; null when it is not that shape. */
export function decodePositionValue(text: string): { position: number; value: number } | null {
  const match = /^(\d{1,2}):(\d{1,6})$/.exec(text);
  return match ? { position: Number(match[1]), value: Number(match[2]) } : null;
}

/** Whether a number is well formed for the type (what the server checks first). */
export function isValidNumber(rates: Shape, text: string): boolean {
  const inRange = (value: number) => value >= rates.minValue && value <= rates.maxValue;
  const padded = (value: string) =>
    rates.digits > 0 ? value.length === rates.digits : /^\d{1,2}$/.test(value);
  switch (rates.selection) {
    case 'none':
      return text === NO_NUMBER;
    case 'position':
      return /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= rates.positions;
    case 'position_value': {
      const [position = '', value = ''] = text.split(':');
      const decoded = decodePositionValue(text);
      return (
        decoded !== null &&
        position === String(decoded.position) &&
        padded(value) &&
        decoded.position >= 1 &&
        decoded.position <= rates.positions &&
        inRange(decoded.value)
      );
    }
    default:
      return /^\d+$/.test(text) && padded(text) && inRange(Number(text));
  }
}

/** A line's numbers in reading order: by position then value, else by value. */
export function sortNumbers(selection: BetTypeRates['selection'], numbers: readonly string[]): string[] {
  const list = [...new Set(numbers)];
  if (selection === 'position_value') {
    const key = (text: string) => decodePositionValue(text) ?? { position: 0, value: 0 };
    return list.sort((a, b) => key(a).position - key(b).position || key(a).value - key(b).value);
  }
  return list.sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/** Picks or takes back one number; a pick beyond `max` numbers changes nothing. */
export function toggleNumber(
  selection: BetTypeRates['selection'],
  current: readonly string[],
  number: string,
  max: number,
): string[] {
  if (current.includes(number)) return current.filter((entry) => entry !== number);
  if (current.length >= max) return [...current];
  return sortNumbers(selection, [...current, number]);
}

/** The numbers of one position of a position_value selection, replaced by `values` (a row's quick pick). */
export function replaceRow(
  current: readonly string[],
  position: number,
  values: readonly number[],
  digits: number,
): string[] {
  const others = current.filter((text) => decodePositionValue(text)?.position !== position);
  const row = values.map((value) => encodePositionValue(position, value, digits));
  return sortNumbers('position_value', [...others, ...row]);
}

/** The picks of a group, by type; the lines they make, in the group's type order (empty picks make none). */
export type Picks = Readonly<Record<string, readonly string[]>>;

export function picksToLines(
  types: readonly Pick<BetTypeRates, 'type'>[],
  picks: Picks,
  points: string,
): { type: string; numbers: string[]; points: string }[] {
  return types.flatMap(({ type }) => {
    const numbers = picks[type] ?? [];
    return numbers.length > 0 ? [{ type, numbers: [...numbers], points }] : [];
  });
}
