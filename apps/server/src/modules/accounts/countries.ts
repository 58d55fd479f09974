import type { Country } from '@app/contracts';
import { AppError } from '../../http/errors.ts';

/**
 * Countries a member may register a mobile number in, with the fixed digit count of a national number
 * written without its trunk prefix (spec §5: "mobile number must have a fixed digit count").
 */
export const COUNTRIES: readonly Country[] = [
  { countryCode: 'VN', countryDialingCode: '84', mobileDigits: 9 },
  { countryCode: 'TH', countryDialingCode: '66', mobileDigits: 9 },
  { countryCode: 'PH', countryDialingCode: '63', mobileDigits: 10 },
  { countryCode: 'ID', countryDialingCode: '62', mobileDigits: 10 },
  { countryCode: 'US', countryDialingCode: '1', mobileDigits: 10 },
];
export const DEFAULT_COUNTRY: Country = COUNTRIES[0]!;

/** Countries whose numbers are often written with the national trunk "0" (dropped before storing). */
const TRUNK_ZERO = new Set(['84', '66', '63', '62']);

export function findCountry(dialingCode: string | undefined): Country | undefined {
  const code = (dialingCode ?? DEFAULT_COUNTRY.countryDialingCode).trim().replace(/^\+/, '');
  return COUNTRIES.find((c) => c.countryDialingCode === code);
}

export type Phone = { dialingCode: string; mobile: string; country: Country };

/**
 * A national number as stored: digits only, one leading trunk "0" dropped where the country uses it
 * ("0912345678" in VN → "912345678"); null when the digit count is not the country's.
 */
export function normaliseMobile(country: Country, raw: string): string | null {
  let digits = raw.trim().replace(/[\s.-]/g, '');
  if (!/^[0-9]+$/.test(digits)) return null;
  if (TRUNK_ZERO.has(country.countryDialingCode) && digits.length === country.mobileDigits + 1) {
    if (!digits.startsWith('0')) return null;
    digits = digits.slice(1);
  }
  return digits.length === country.mobileDigits ? digits : null;
}

/** A phone from a request, or `invalid_phone_number`. */
export function parsePhone(dialingCode: string | undefined, mobileNum: string): Phone {
  const country = findCountry(dialingCode);
  const mobile = country ? normaliseMobile(country, mobileNum) : null;
  if (!country || !mobile) throw new AppError('invalid_phone_number');
  return { dialingCode: country.countryDialingCode, mobile, country };
}

/** Where codes for a phone go: `${dialingCode}${mobile}` ("84912345678"). */
export function phoneTarget(phone: { dialingCode: string; mobile: string }): string {
  return `${phone.dialingCode}${phone.mobile}`;
}
