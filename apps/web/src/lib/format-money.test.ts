import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INPUT,
  currencySymbol,
  formatMoney,
  KNOWN_SYMBOLS,
  moneyLanguage,
  withSymbol,
} from './format-money';

/** The formatter puts a non-breaking space before the symbol; the expectations read better with a plain one. */
const vi = (minor: string | bigint, options?: Parameters<typeof formatMoney>[2]) =>
  formatMoney(minor, 'vi', options).replaceAll('\u00a0', ' ');
const en = (minor: string | bigint, options?: Parameters<typeof formatMoney>[2]) =>
  formatMoney(minor, 'en', options).replaceAll('\u00a0', ' ');

describe('formatMoney in Vietnamese', () => {
  it('groups thousands with dots, marks decimals with a comma, and writes the dong sign after', () => {
    expect(vi('0')).toBe('0,00 ₫');
    expect(vi('5')).toBe('0,05 ₫');
    expect(vi('100')).toBe('1,00 ₫');
    expect(vi('100000')).toBe('1.000,00 ₫');
    expect(vi('50100000')).toBe('501.000,00 ₫');
    expect(vi('123456789')).toBe('1.234.567,89 ₫');
    expect(vi('-100050')).toBe('-1.000,50 ₫');
  });

  it('leaves the symbol out, or the decimals when there are none, when asked', () => {
    expect(vi('123456789', { symbol: false })).toBe('1.234.567,89');
    expect(vi('50000000', AMOUNT_INPUT)).toBe('500.000');
    expect(vi('50000050', AMOUNT_INPUT)).toBe('500.000,50');
    expect(vi('5', AMOUNT_INPUT)).toBe('0,05');
    expect(vi('100000', { symbol: 'VND' })).toBe('1.000,00 VND');
  });

  it('signs money in and out when asked, never zero', () => {
    expect(vi('100000', { signed: true })).toBe('+1.000,00 ₫');
    expect(vi('-100000', { signed: true })).toBe('-1.000,00 ₫');
    expect(vi('0', { signed: true })).toBe('0,00 ₫');
  });
});

describe('formatMoney in English', () => {
  it('groups thousands with commas, marks decimals with a dot, and writes the dong sign after', () => {
    expect(en('0')).toBe('0.00 ₫');
    expect(en('50100000')).toBe('501,000.00 ₫');
    expect(en('123456789')).toBe('1,234,567.89 ₫');
    expect(en('-100050', { symbol: false })).toBe('-1,000.50');
    expect(en('50000000', AMOUNT_INPUT)).toBe('500,000');
    expect(en(100000n, { signed: true })).toBe('+1,000.00 ₫');
  });

  it('is the format of regional English too', () => {
    expect(formatMoney('100000', 'en-US')).toBe(formatMoney('100000', 'en'));
  });
});

describe('formatMoney', () => {
  it('keeps every digit of amounts beyond float precision', () => {
    expect(vi('900719925474099312345', { symbol: false })).toBe('9.007.199.254.740.993.123,45');
    expect(en(-(10n ** 18n) + 1n, { symbol: false })).toBe('-9,999,999,999,999,999.99');
  });

  it('returns text that is not an integer of minor units unchanged', () => {
    expect(formatMoney('12.5', 'vi')).toBe('12.5');
    expect(formatMoney('0x10', 'en')).toBe('0x10');
    expect(formatMoney('', 'vi')).toBe('');
  });

  it('falls back to the Vietnamese format for a language it does not know', () => {
    expect(moneyLanguage('fr')).toBe('vi');
    expect(moneyLanguage(undefined)).toBe('vi');
    expect(moneyLanguage('EN-gb')).toBe('en');
  });
});

describe('withSymbol', () => {
  it('puts the symbol where amounts have it, with a space that does not break', () => {
    expect(withSymbol('***')).toBe('***\u00a0₫');
    expect(withSymbol('***', false)).toBe('***');
  });
});

describe('currencySymbol', () => {
  it('gives the dong sign for VND and the code for an unknown currency', () => {
    expect(currencySymbol('VND')).toBe('₫');
    expect(currencySymbol('not a code')).toBe('not a code');
  });

  it('answers from its table exactly what Intl would', () => {
    for (const [currency, symbol] of Object.entries(KNOWN_SYMBOLS)) {
      const parts = new Intl.NumberFormat('vi-VN', { style: 'currency', currency }).formatToParts(0);
      expect(parts.find((part) => part.type === 'currency')?.value).toBe(symbol);
    }
  });
});
