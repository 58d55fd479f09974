import { DEFAULT_LANGUAGE, type Language } from '@app/contracts';

/**
 * The one way the site writes money. Amounts travel as strings of integer minor units (1/100 of the unit);
 * BigInt keeps every digit exact, the amount is never turned into a float.
 *
 * Per language (docs/decisions.md, "Money on screen"):
 * - Vietnamese: dots group thousands, a comma marks the decimals: "1.234.567,89 ₫".
 * - English: commas group thousands, a dot marks the decimals: "1,234,567.89 ₫".
 * The symbol follows the number after a non-breaking space in both languages, and a sign comes first
 * ("-1.000,50 ₫", "+1,000.50 ₫").
 */
export type MoneyMarks = { group: string; decimal: string };

export const MONEY_MARKS: Record<Language, MoneyMarks> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Between the number and its symbol: a space that never breaks the line. */
const SYMBOL_GAP = '\u00a0';

/** The dong sign, the symbol of the site's currency (VND). */
export const DONG = '₫';

export type MoneyOptions = {
  /**
   * `always` (the default): two decimals, as amounts are listed (records, balances, limits, results).
   * `ifAny`: the decimals only when there are xu, for what a member types or picks (amount fields, presets).
   */
  decimals?: 'always' | 'ifAny';
  /** The currency symbol after the number: the dong sign by default, another symbol, or `false` for none. */
  symbol?: string | false;
  /** A "+" before amounts above zero (money in), as "-" is before those below. */
  signed?: boolean;
};

/** How an amount field and its preset chips write an amount: decimals only when there are xu, no symbol. */
export const AMOUNT_INPUT: MoneyOptions = { decimals: 'ifAny', symbol: false };

/** The money format of a language: English for "en" and its regional forms, else Vietnamese (the default). */
export function moneyLanguage(language: string | undefined): Language {
  if (language?.toLowerCase().startsWith('en')) return 'en';
  return DEFAULT_LANGUAGE;
}

function group(digits: string, mark: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, mark);
}

/** Any text (an amount, "***" for a hidden balance) with the currency symbol where amounts have it. */
export function withSymbol(text: string, symbol: string | false = DONG): string {
  return symbol === false || symbol === '' ? text : `${text}${SYMBOL_GAP}${symbol}`;
}

/**
 * Minor units as the language writes them, e.g. "-123456789" → VI "-1.234.567,89 ₫", EN "-1,234,567.89 ₫";
 * with `{ decimals: 'ifAny', symbol: false }` "50000000" → VI "500.000", EN "500,000".
 * Text that is not an integer is returned unchanged.
 */
export function formatMoney(
  minorUnits: string | bigint,
  language: string,
  options: MoneyOptions = {},
): string {
  if (typeof minorUnits === 'string' && !/^\s*-?[0-9]+\s*$/.test(minorUnits)) return minorUnits;
  const value = typeof minorUnits === 'bigint' ? minorUnits : BigInt(minorUnits.trim());
  const marks = MONEY_MARKS[moneyLanguage(language)];
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const whole = group((absolute / 100n).toString(), marks.group);
  const cents = absolute % 100n;
  const number =
    options.decimals === 'ifAny' && cents === 0n
      ? whole
      : `${whole}${marks.decimal}${cents.toString().padStart(2, '0')}`;
  const sign = negative ? '-' : options.signed && value > 0n ? '+' : '';
  return withSymbol(`${sign}${number}`, options.symbol ?? DONG);
}

/**
 * The symbols of the currencies an operator of this site is likely to keep, as Intl writes them in vi-VN. Building
 * the first Intl currency formatter loads locale data: about 35 ms of main thread on a fast machine, 140 ms on a
 * throttled phone, on the home page's critical path; the table answers these without it.
 */
export const KNOWN_SYMBOLS: Readonly<Record<string, string>> = {
  VND: DONG,
  USD: 'US$',
  EUR: '€',
};

/** The symbol of a currency code as people read it: VND → ₫ (the code itself when Intl has none). */
export function currencySymbol(currency: string): string {
  let symbol = KNOWN_SYMBOLS[currency] ?? symbols.get(currency);
  if (symbol === undefined) {
    symbol = lookUpSymbol(currency);
    symbols.set(currency, symbol);
  }
  return symbol;
}

/** Building an Intl formatter is slow: once per currency outside the table. */
const symbols = new Map<string, string>();

function lookUpSymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('vi-VN', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
