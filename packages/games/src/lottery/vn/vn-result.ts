import { InstantGameError } from '../../instant/shared/errors.ts';

/** Miền Bắc, Miền Trung, Miền Nam. */
export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** giải đặc biệt, nhất, nhì, ba, tư, năm, sáu, bảy, tám. */
export type VnPrize =
  | 'special'
  | 'first'
  | 'second'
  | 'third'
  | 'fourth'
  | 'fifth'
  | 'sixth'
  | 'seventh'
  | 'eighth';

/** One row of a result sheet: `count` numbers of `digits` digits each. */
export interface VnPrizeRow {
  prize: VnPrize;
  count: number;
  digits: number;
}

/** Miền Bắc, one draw a day: 27 numbers (listed as the sheet prints them, special first). */
const NORTH_ROWS: readonly VnPrizeRow[] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];

/** Miền Nam and Miền Trung, per province: 18 numbers (listed as the sheet prints them, 8th first). */
const SOUTH_CENTRAL_ROWS: readonly VnPrizeRow[] = [
  { prize: 'eighth', count: 1, digits: 2 },
  { prize: 'seventh', count: 1, digits: 3 },
  { prize: 'sixth', count: 3, digits: 4 },
  { prize: 'fifth', count: 1, digits: 4 },
  { prize: 'fourth', count: 7, digits: 5 },
  { prize: 'third', count: 2, digits: 5 },
  { prize: 'second', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'special', count: 1, digits: 6 },
];

export const VN_RESULT_STRUCTURE: Readonly<Record<VnRegion, readonly VnPrizeRow[]>> = {
  north: NORTH_ROWS,
  central: SOUTH_CENTRAL_ROWS,
  south: SOUTH_CENTRAL_ROWS,
};

/** One draw's numbers, each a zero-padded digit string ('07'), per prize of its region's structure. */
export interface VnResult {
  region: VnRegion;
  prizes: Readonly<Partial<Record<VnPrize, readonly string[]>>>;
}

/** How many numbers a region's draw has with at least `digits` digits (27/23 North, 18/17 South–Central). */
export function vnPrizeCount(region: VnRegion, digits: number): number {
  let total = 0;
  for (const row of VN_RESULT_STRUCTURE[region]) if (row.digits >= digits) total += row.count;
  return total;
}

/**
 * Throws `invalid_game_action` (nothing may settle on it) unless `result` has exactly its region's prizes,
 * each with the right count of zero-padded digit strings of the right length.
 */
export function validateVnResult(result: VnResult): void {
  if (!result || !(VN_REGIONS as readonly string[]).includes(result.region)) {
    resultError(`the region is one of ${VN_REGIONS.join(', ')}`);
  }
  const rows = VN_RESULT_STRUCTURE[result.region];
  const expected = new Set<string>(rows.map((row) => row.prize));
  for (const key of Object.keys(result.prizes ?? {})) {
    if (!expected.has(key)) resultError(`${result.region} has no ${key} prize`);
  }
  for (const row of rows) {
    const numbers = result.prizes[row.prize];
    if (!Array.isArray(numbers) || numbers.length !== row.count) {
      resultError(`${result.region} ${row.prize}: ${row.count} number(s)`);
    }
    const pattern = new RegExp(`^[0-9]{${row.digits}}$`);
    for (const number of numbers) {
      if (typeof number !== 'string' || !pattern.test(number)) {
        resultError(`${result.region} ${row.prize}: '${String(number)}' is not ${row.digits} digits`);
      }
    }
  }
}

/**
 * The last `digits` digits of every number with at least that many digits, in sheet order: the lô
 * numbers (2 → 27 North / 18 South–Central; 3 → 23 / 17). A number appearing twice is listed twice.
 */
export function vnLoNumbers(result: VnResult, digits: 2 | 3): string[] {
  const out: string[] = [];
  for (const row of VN_RESULT_STRUCTURE[result.region]) {
    if (row.digits < digits) continue;
    for (const number of result.prizes[row.prize] ?? []) out.push(number.slice(-digits));
  }
  return out;
}

/** The single number of the special prize (giải đặc biệt). */
export function vnSpecial(result: VnResult): string {
  return result.prizes.special?.[0] ?? '';
}

/** The single number of the first prize (giải nhất). */
export function vnFirstPrize(result: VnResult): string {
  return result.prizes.first?.[0] ?? '';
}

function resultError(message: string): never {
  throw new InstantGameError('invalid_game_action', `vn-lottery result: ${message}`);
}
