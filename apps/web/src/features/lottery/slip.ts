import type { LotteryState } from '@app/contracts';
import { parseVnNumbers, VN_BET_TYPE_INFO, type VnBetRule, type VnBetType } from '@app/games';
import { MONEY_MARKS, moneyLanguage } from '../../lib/format-money';

/**
 * The bet slip's arithmetic and number handling, pure (no React, no clock): what a line costs and may win, in
 * bigint minor units (never floats), the quick picks, and the typed entry. The server decides; this only shows the
 * member what it will decide (docs/games/lottery/vn.md, "Bets, cost and settlement").
 */

/** One bet type as the server prices it for this game (`state.betTypes`). */
export type BetTypeRates = LotteryState['betTypes'][number];

/** A line of the slip: one bet type, its numbers (zero-padded, ascending) and points. */
export type SlipLine = { id: string; type: string; numbers: string[]; points: string };

/** Most lines one slip carries (`lotteryBetBody.lines`). */
export const MAX_SLIP_LINES = 20;

/** Points as the contract takes them: 1 to 999,999,999, no leading zero. */
const POINTS = /^[1-9]\d{0,8}$/;

export function isBetType(type: string): type is VnBetType {
  return Object.hasOwn(VN_BET_TYPE_INFO, type);
}

/** xiên, lô trượt and a keno ticket (spots): the chosen set is one bet, paid once. */
export function isSetRule(rule: VnBetRule | string): boolean {
  return rule === 'all_present' || rule === 'none_present' || rule === 'spots';
}

/** How many bets the numbers make: each number its own (lô, đề, đầu, đuôi, ba càng), or the set as one. */
export function betCount(rule: VnBetRule | string, numbers: number): number {
  if (numbers <= 0) return 0;
  return isSetRule(rule) ? 1 : numbers;
}

/** The points typed, or null when they are not a whole number from 1 to 999,999,999. */
export function parsePoints(text: string): bigint | null {
  const trimmed = text.trim();
  return POINTS.test(trimmed) ? BigInt(trimmed) : null;
}

/** What a line costs: points × price per point, × the count of numbers unless the set is one bet. */
export function lineCost(
  rates: Pick<BetTypeRates, 'rule' | 'pricePerPoint'>,
  numbers: number,
  points: bigint,
) {
  return points * BigInt(rates.pricePerPoint) * BigInt(betCount(rates.rule, numbers));
}

/**
 * What one winning number pays (lô: each time it comes; đề, đầu, đuôi, ba càng: once), or for xiên and lô trượt
 * what the set pays: points × payout per point. The payout is the whole credit (the stake is not added back).
 */
export function winPerHit(rates: Pick<BetTypeRates, 'payoutPerPoint'>, points: bigint): bigint {
  return points * BigInt(rates.payoutPerPoint);
}

export type LineProblem =
  | 'unknown_type'
  | 'no_numbers'
  | 'too_few'
  | 'too_many'
  | 'points_invalid'
  | 'points_over_limit';

/** Why a line cannot be placed as it is, or null when it can. */
export function lineProblem(
  rates: BetTypeRates | undefined,
  numbers: readonly string[],
  pointsText: string,
): LineProblem | null {
  if (!rates) return 'unknown_type';
  if (numbers.length === 0) return 'no_numbers';
  if (numbers.length < rates.minNumbers) return 'too_few';
  if (numbers.length > rates.maxNumbers) return 'too_many';
  const points = parsePoints(pointsText);
  if (points === null) return 'points_invalid';
  if (/^\d+$/.test(rates.maxPoints) && points > BigInt(rates.maxPoints)) return 'points_over_limit';
  return null;
}

/** The slip's total in minor units; lines of a type the game no longer offers, or with bad points, count 0. */
export function slipTotal(lines: readonly SlipLine[], rates: ReadonlyMap<string, BetTypeRates>): bigint {
  let total = 0n;
  for (const line of lines) {
    const typeRates = rates.get(line.type);
    const points = parsePoints(line.points);
    if (!typeRates || points === null) continue;
    total += lineCost(typeRates, line.numbers.length, points);
  }
  return total;
}

/** Points one step up or down, kept within 1 and `max` (text that is not points counts as 1). */
export function stepPoints(text: string, delta: number, max: string): string {
  const current = parsePoints(text) ?? 1n;
  let next = current + BigInt(delta);
  if (next < 1n) next = 1n;
  if (/^\d+$/.test(max) && next > BigInt(max)) next = BigInt(max);
  return next.toString();
}

/** Every number of `digits` digits, zero-padded, ascending: 0–9, 00–99 or 000–999. */
export function allNumbers(digits: number): string[] {
  const count = 10 ** digits;
  return Array.from({ length: count }, (_, value) => String(value).padStart(digits, '0'));
}

/** The two-digit quick picks: even, odd, big (50–99), small (00–49), đầu N (N0–N9), đuôi N (0N–9N). */
export type QuickPick = { kind: 'even' | 'odd' | 'big' | 'small' } | { kind: 'head' | 'tail'; digit: number };

export function quickPickNumbers(pick: QuickPick): string[] {
  const numbers = allNumbers(2);
  switch (pick.kind) {
    case 'even':
      return numbers.filter((number) => Number(number) % 2 === 0);
    case 'odd':
      return numbers.filter((number) => Number(number) % 2 === 1);
    case 'big':
      return numbers.filter((number) => Number(number) >= 50);
    case 'small':
      return numbers.filter((number) => Number(number) < 50);
    case 'head':
      return numbers.filter((number) => number[0] === String(pick.digit));
    case 'tail':
      return numbers.filter((number) => number[1] === String(pick.digit));
  }
}

function ascending(numbers: Iterable<string>): string[] {
  return [...numbers].sort();
}

/**
 * Adds numbers to a selection (each once, ascending), up to `max` numbers in all: what did not fit is `dropped`,
 * in the order given.
 */
export function addNumbers(
  current: readonly string[],
  add: readonly string[],
  max: number,
): { numbers: string[]; added: string[]; dropped: string[] } {
  const chosen = new Set(current);
  const added: string[] = [];
  const dropped: string[] = [];
  for (const number of add) {
    if (chosen.has(number)) continue;
    if (chosen.size >= max) {
      dropped.push(number);
      continue;
    }
    chosen.add(number);
    added.push(number);
  }
  return { numbers: ascending(chosen), added, dropped };
}

/** Picks a number or takes it back; a pick beyond `max` numbers changes nothing. */
export function toggleNumber(current: readonly string[], number: string, max: number): string[] {
  if (current.includes(number)) return current.filter((value) => value !== number);
  if (current.length >= max) return [...current];
  return ascending([...current, number]);
}

export type TypedEntry = {
  /** The selection with the good numbers added. */
  numbers: string[];
  added: string[];
  /** Typed more than once, or already chosen. */
  duplicates: string[];
  /** Tokens that are not a number of the type's digits, with why. */
  malformed: { token: string; reason: 'not_digits' | 'wrong_length' }[];
  /** Good numbers past the type's most numbers. */
  dropped: string[];
};

/**
 * The typed entry (spaces, commas, semicolons or new lines between numbers), read with the engine's
 * `parseVnNumbers`: the good numbers are added to the selection, and every repeat, bad token and number that did
 * not fit is named, nothing is dropped silently ('7' is not read as '07').
 */
export function applyTypedEntry(
  text: string,
  digits: number,
  current: readonly string[],
  max: number,
): TypedEntry {
  const parsed = parseVnNumbers(text, digits);
  const already = new Set(current);
  const duplicates = parsed.duplicates.map((token) => token.token);
  const fresh: string[] = [];
  for (const number of parsed.numbers) {
    if (already.has(number)) duplicates.push(number);
    else fresh.push(number);
  }
  const { numbers, added, dropped } = addNumbers(current, fresh, max);
  return {
    numbers,
    added,
    duplicates: [...new Set(duplicates)],
    malformed: parsed.malformed.map(({ token, reason }) => ({ token, reason })),
    dropped,
  };
}

/** Keeps a selection across a change of bet type when it fits the new type, else starts afresh. */
export function carrySelection(
  numbers: readonly string[],
  from: number,
  to: { digits: number; max: number },
) {
  return from === to.digits && numbers.length <= to.max ? [...numbers] : [];
}

/** The numbers as a short text: the first `shown`, then "+N". */
export function shortNumbers(numbers: readonly string[], shown = 12): { text: string; more: number } {
  return { text: numbers.slice(0, shown).join(' '), more: Math.max(0, numbers.length - shown) };
}

/** A whole number (points) grouped as the language groups thousands: VI "100.000", EN "100,000". */
export function groupDigits(text: string, language: string): string {
  if (!/^\d+$/.test(text)) return text;
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, MONEY_MARKS[moneyLanguage(language)].group);
}
