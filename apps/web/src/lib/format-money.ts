/**
 * Formats money that travels as a string of integer minor units (1/100 of the unit)
 * with two decimals and thousand separators, e.g. "-123456789" → "-1,234,567.89".
 * BigInt keeps every digit exact; the amount is never turned into a float.
 */
export function formatMoney(minorUnits: string): string {
  let value: bigint;
  try {
    value = BigInt(minorUnits.trim());
  } catch {
    return minorUnits;
  }
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** The symbol of a currency code as people read it: VND → ₫ (the code itself when Intl has none). */
export function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('vi-VN', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
