import { formatMoney } from '../../lib/format-money';
import type { PlayLanguage } from '../launch-params';

/**
 * Money on the game's screens: strings of integer minor units (1/100 VND) from the server, written the site's way
 * (lib/format-money.ts, which depends on nothing but a constant): VI "1.234.567,00 ₫", EN "1,234,567.00 ₫".
 * Arithmetic is BigInt only; an amount is never a float.
 */
export function money(minorUnits: string | bigint, language: PlayLanguage): string {
  return formatMoney(minorUnits, language);
}

/** An amount without the symbol and without decimals when there are none: chips and stake buttons. */
export function shortMoney(minorUnits: string | bigint, language: PlayLanguage): string {
  return formatMoney(minorUnits, language, { decimals: 'ifAny', symbol: false });
}

/** A multiplier in hundredths as the language writes it: 198 → VI "1,98×", EN "1.98×". */
export function multiplier(x100: number, language: PlayLanguage): string {
  const whole = Math.floor(x100 / 100).toLocaleString(language === 'en' ? 'en-US' : 'vi-VN');
  const cents = String(Math.abs(x100 % 100)).padStart(2, '0');
  return `${whole}${language === 'en' ? '.' : ','}${cents}×`;
}

/** a − b of two amounts in minor units, exactly. */
export function minus(a: string | bigint, b: string | bigint): bigint {
  return BigInt(a) - BigInt(b);
}

/** A percentage with two decimals: 96.12 → VI "96,12%", EN "96.12%". */
export function percent(value: number, language: PlayLanguage): string {
  return `${decimals(value, language)}%`;
}

/** A range of percentages, lowest first: (92.13, 97.22) → VI "92,13–97,22%"; one value when there is no high end. */
export function percentRange(low: number, high: number | undefined, language: PlayLanguage): string {
  if (high === undefined || high <= low) return percent(low, language);
  return `${decimals(low, language)}–${decimals(high, language)}%`;
}

function decimals(value: number, language: PlayLanguage): string {
  const text = value.toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
}
