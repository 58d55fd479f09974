/**
 * Reads an amount a member types ("1.000.000", "1,000,000", "1000000", "500.000 ₫", "1,000.50") as integer
 * minor units (1/100 of the unit) in a string, exactly: the digits go through BigInt, never a float.
 *
 * Separators: with both "." and ",", the last one is the decimal mark and the other groups thousands.
 * With one kind only, it groups thousands when every group after it has three digits ("1.000", "1,000,000");
 * one occurrence followed by one or two digits is the decimal mark ("1.5", "1000,25").
 */
export type ParsedAmount =
  | { ok: true; minor: string }
  | { ok: false; reason: 'empty' | 'invalid' | 'decimals' };

const GROUPED = /^[0-9]{1,3}(?:[.,][0-9]{3})+$/;

function toMinor(whole: string, fraction: string): ParsedAmount {
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  if (!/^[0-9]+$/.test(whole) || !/^[0-9]*$/.test(fraction)) return { ok: false, reason: 'invalid' };
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return { ok: true, minor: minor.toString() };
}

/** Splits off the decimal part, removing thousands separators from the whole part; null when malformed. */
function split(text: string): { whole: string; fraction: string } | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot === -1 && lastComma === -1) return { whole: text, fraction: '' };
  if (lastDot !== -1 && lastComma !== -1) {
    const decimalAt = Math.max(lastDot, lastComma);
    const group = decimalAt === lastDot ? ',' : '.';
    const whole = text.slice(0, decimalAt);
    if (whole.includes(text[decimalAt] as string) || !GROUPED.test(whole)) return null;
    return { whole: whole.replaceAll(group, ''), fraction: text.slice(decimalAt + 1) };
  }
  const mark = lastDot !== -1 ? '.' : ',';
  if (GROUPED.test(text)) return { whole: text.replaceAll(mark, ''), fraction: '' };
  if (text.indexOf(mark) !== text.lastIndexOf(mark)) return null;
  const at = text.indexOf(mark);
  return { whole: text.slice(0, at), fraction: text.slice(at + 1) };
}

export function parseAmount(input: string): ParsedAmount {
  const text = input.replace(/\s+/g, '').replace(/₫|đ|vnd/gi, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^[0-9.,]+$/.test(text)) return { ok: false, reason: 'invalid' };
  const parts = split(text);
  if (!parts || parts.whole === '' || (parts.fraction === '' && /[.,]$/.test(text))) {
    return { ok: false, reason: 'invalid' };
  }
  return toMinor(parts.whole, parts.fraction);
}

/**
 * Minor units as a member would type them back: thousands separators, and decimals only when there are any
 * ("50000000" → "500,000"; "50000050" → "500,000.50"). Used to fill the amount field from a preset chip.
 */
export function formatAmountInput(minorUnits: string): string {
  const value = BigInt(minorUnits);
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = value % 100n;
  return cents === 0n ? whole : `${whole}.${cents.toString().padStart(2, '0')}`;
}
