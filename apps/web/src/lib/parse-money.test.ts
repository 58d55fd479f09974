import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { formatAmountInput, parseAmount } from './parse-money';

const minor = (text: string) => {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.minor : parsed.reason;
};

describe('parseAmount', () => {
  it('reads Vietnamese, English and plain amounts as minor units', () => {
    expect(minor('1.000.000')).toBe('100000000');
    expect(minor('1,000,000')).toBe('100000000');
    expect(minor('1000000')).toBe('100000000');
    expect(minor(' 500.000 ₫ ')).toBe('50000000');
    expect(minor('500.000đ')).toBe('50000000');
    expect(minor('1.000')).toBe('100000');
  });

  it('reads at most two decimals with either mark', () => {
    expect(minor('1,000.50')).toBe('100050');
    expect(minor('1.000,5')).toBe('100050');
    expect(minor('12.5')).toBe('1250');
    expect(minor('12,05')).toBe('1205');
    expect(minor('0.01')).toBe('1');
    expect(minor('1.2345')).toBe('decimals');
    expect(minor('1,000.505')).toBe('decimals');
  });

  it('refuses what is not an amount', () => {
    expect(minor('')).toBe('empty');
    expect(minor('   ')).toBe('empty');
    expect(minor('abc')).toBe('invalid');
    expect(minor('-5')).toBe('invalid');
    expect(minor('1e6')).toBe('invalid');
    expect(minor('1.000.5')).toBe('invalid');
    expect(minor('1,00,000')).toBe('invalid');
    expect(minor('.5')).toBe('invalid');
    expect(minor('5.')).toBe('invalid');
    expect(minor('1.000,000.00')).toBe('invalid');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(minor('90,071,992,547,409,931.23')).toBe('9007199254740993123');
  });
});

describe('formatAmountInput', () => {
  it('shows decimals only when there are any', () => {
    expect(formatAmountInput('50000000')).toBe('500,000');
    expect(formatAmountInput('50000050')).toBe('500,000.50');
    expect(formatAmountInput('5')).toBe('0.05');
  });
});

const amounts = fc.bigInt({ min: 0n, max: 10n ** 17n }).map(String);
const vietnamese = (text: string) => text.replaceAll(',', '_').replaceAll('.', ',').replaceAll('_', '.');

describe('format ∘ parse', () => {
  it('round-trips formatMoney output', () => {
    fc.assert(fc.property(amounts, (m) => minor(formatMoney(m)) === m));
  });

  it('round-trips the Vietnamese way of writing it (dots group, comma decimals)', () => {
    fc.assert(fc.property(amounts, (m) => minor(vietnamese(formatMoney(m))) === m));
  });

  it('round-trips the amount field format and plain digits', () => {
    fc.assert(
      fc.property(amounts, (m) => {
        expect(minor(formatAmountInput(m))).toBe(m);
        expect(minor(formatAmountInput(m).replaceAll(',', ''))).toBe(m);
      }),
    );
  });
});
