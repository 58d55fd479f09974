import { type BetTypeRates, parsePoints } from '../slip';

/**
 * What a line of the other kinds costs and may win, pure, in bigint minor units (never floats), read from the
 * game's rates (state.betTypes): nothing here knows an odd. The server decides; this shows what it will decide.
 */
type Rates = Pick<BetTypeRates, 'selection' | 'rule' | 'pricePerPoint' | 'payoutPerPoint' | 'payTable'>;

const MINOR = /^\d+$/;

/** A money string of the contract as bigint (0 for anything that is not one). */
export function minor(text: string | undefined | null): bigint {
  return text && MINOR.test(text) ? BigInt(text) : 0n;
}

/** The bets a line's numbers make: one ticket for a set (keno), else one per number. */
export function betCount(rates: Pick<BetTypeRates, 'selection'>, numbers: number): number {
  if (numbers <= 0) return 0;
  return rates.selection === 'set' ? 1 : numbers;
}

/** points × price per point × (1 for a set, else the count of numbers). */
export function lineCost(rates: Rates, numbers: number, points: bigint): bigint {
  return points * minor(rates.pricePerPoint) * BigInt(betCount(rates, numbers));
}

/** A keno ticket of `spots` numbers: what a point wins for 0, 1, … `spots` hits (payTable[spots − 1]). */
export function kenoRow(rates: Pick<BetTypeRates, 'payTable'>, spots: number): bigint[] {
  const row = spots >= 1 ? rates.payTable?.[spots - 1] : undefined;
  return row ? row.map(minor) : [];
}

/** 4D: what a point wins at each tier (first, second, third, starter, consolation; small only the top three). */
export function tierPays(rates: Pick<BetTypeRates, 'payTable'>): bigint[] {
  return (rates.payTable?.[0] ?? []).map(minor);
}

/** What a point on one value wins: by the value (racing's exact sum: payTable[0][value − minValue]), else flat. */
export function valuePay(rates: Rates & Pick<BetTypeRates, 'minValue'>, number: string): bigint {
  if (rates.rule === 'each_number' && rates.selection === 'number' && rates.payTable?.[0]) {
    return minor(rates.payTable[0][Number(number) - rates.minValue]);
  }
  return minor(rates.payoutPerPoint);
}

const most = (values: readonly bigint[]) => values.reduce((best, value) => (value > best ? value : best), 0n);

/**
 * The most one winning bet of the line wins per point: a keno ticket's best row entry, a 4D number's first prize,
 * the best value chosen (racing's sum), else the payout per point.
 */
export function bestPayPerPoint(
  rates: Rates & Pick<BetTypeRates, 'minValue'>,
  numbers: readonly string[],
): bigint {
  if (rates.rule === 'spots') return most(kenoRow(rates, numbers.length));
  if (rates.rule === 'tiers') return most(tierPays(rates));
  if (rates.payTable && rates.selection === 'number' && numbers.length > 0) {
    return most(numbers.map((number) => valuePay(rates, number)));
  }
  return minor(rates.payoutPerPoint);
}

/** The points a line of `count` numbers may take: a keno ticket's by its size, else the type's one limit. */
export function pointsLimit(
  rates: Pick<BetTypeRates, 'maxPoints' | 'maxPointsByCount'>,
  count: number,
): string {
  return rates.maxPointsByCount?.[count - 1] ?? rates.maxPoints;
}

export type LineProblem = 'no_numbers' | 'too_few' | 'too_many' | 'points_invalid' | 'points_over_limit';

/** Why a line cannot be sent as it is, or null. */
export function lineProblem(
  rates: Pick<BetTypeRates, 'minNumbers' | 'maxNumbers' | 'maxPoints' | 'maxPointsByCount'>,
  numbers: number,
  pointsText: string,
): LineProblem | null {
  if (numbers === 0) return 'no_numbers';
  if (numbers < rates.minNumbers) return 'too_few';
  if (numbers > rates.maxNumbers) return 'too_many';
  const points = parsePoints(pointsText);
  if (points === null) return 'points_invalid';
  const limit = pointsLimit(rates, numbers);
  if (MINOR.test(limit) && points > BigInt(limit)) return 'points_over_limit';
  return null;
}
