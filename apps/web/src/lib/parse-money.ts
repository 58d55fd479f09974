import { MONEY_MARKS, moneyLanguage } from './format-money';

/**
 * Reads an amount a member types as integer minor units (1/100 of the unit) in a string, exactly: the digits
 * go through BigInt, never a float.
 *
 * The marks mean what they mean in the page's language, the way `formatMoney` writes them, and nothing else:
 * Vietnamese "100.000" is one hundred thousand and "100.000,50" adds 50 xu; English "100,000" and
 * "100,000.50". Thousands groups are optional ("1000000") but, when written, complete ("1.000.000", not
 * "1.00.000"); at most two decimals. What would read differently in the other language's habit is refused, never
 * guessed: Vietnamese "1,000" (three decimals) or "1.5" (a broken group), English "1.000" or "1,5". Spaces and a
 * currency sign or code ("₫", "đ", "VND") are ignored, so a copied "501.000,00 ₫" reads back.
 */
export type ParsedAmount =
  | { ok: true; minor: string }
  | { ok: false; reason: 'empty' | 'invalid' | 'decimals' };

const INVALID: ParsedAmount = { ok: false, reason: 'invalid' };

/** Thousands groups are optional but, when written, complete: "1.000.000", not "1.00.000" nor "1000.000". */
function grouped(whole: string, group: string): boolean {
  if (!whole.includes(group)) return true;
  const [first = '', ...rest] = whole.split(group);
  return first.length >= 1 && first.length <= 3 && rest.every((part) => part.length === 3);
}

export function parseAmount(input: string, language: string): ParsedAmount {
  const text = input.replace(/\s+/g, '').replace(/₫|đ|vnd/gi, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^[0-9.,]+$/.test(text)) return INVALID;
  const { group, decimal } = MONEY_MARKS[moneyLanguage(language)];
  const at = text.indexOf(decimal);
  if (at !== text.lastIndexOf(decimal)) return INVALID;
  const whole = at === -1 ? text : text.slice(0, at);
  const fraction = at === -1 ? '' : text.slice(at + 1);
  if (whole === '' || (at !== -1 && fraction === '') || fraction.includes(group)) return INVALID;
  if (!grouped(whole, group)) return INVALID;
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  const minor = BigInt(whole.replaceAll(group, '')) * 100n + BigInt(fraction.padEnd(2, '0'));
  return { ok: true, minor: minor.toString() };
}
