import type { Language } from '@app/contracts';
import { AMOUNT_INPUT, formatMoney, type MoneyOptions, moneyLanguage } from './format-money';
import { type ParsedAmount, parseAmount } from './parse-money';

/** The money format of one language: how it lists amounts, how a member types them, and how those are read. */
export type Money = {
  language: Language;
  /** Minor units as the language lists them ("501.000,00 ₫" / "501,000.00 ₫"); see `formatMoney`. */
  format: (minorUnits: string | bigint, options?: MoneyOptions) => string;
  /** Minor units as a member would type them ("500.000" / "500,000"): amount fields and their presets. */
  input: (minorUnits: string | bigint) => string;
  /** What a member typed, read in the language; see `parseAmount`. */
  parse: (text: string) => ParsedAmount;
};

export function moneyFor(language: string): Money {
  const lang = moneyLanguage(language);
  return {
    language: lang,
    format: (minorUnits, options) => formatMoney(minorUnits, lang, options),
    input: (minorUnits) => formatMoney(minorUnits, lang, AMOUNT_INPUT),
    parse: (text) => parseAmount(text, lang),
  };
}
