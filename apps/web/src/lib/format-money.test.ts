import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows minor units with two decimals and thousand separators', () => {
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('5')).toBe('0.05');
    expect(formatMoney('100')).toBe('1.00');
    expect(formatMoney('123456789')).toBe('1,234,567.89');
    expect(formatMoney('-100050')).toBe('-1,000.50');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatMoney('900719925474099312345')).toBe('9,007,199,254,740,993,123.45');
  });

  it('returns text that is not an integer unchanged', () => {
    expect(formatMoney('12.5')).toBe('12.5');
  });
});

describe('currencySymbol', () => {
  it('gives the dong sign for VND and the code for an unknown currency', () => {
    expect(currencySymbol('VND')).toBe('₫');
    expect(currencySymbol('not a code')).toBe('not a code');
  });
});
