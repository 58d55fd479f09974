import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_INPUT, formatMoney, type MoneyOptions } from './format-money';
import { parseAmount } from './parse-money';

const read = (language: 'vi' | 'en') => (text: string) => {
  const parsed = parseAmount(text, language);
  return parsed.ok ? parsed.minor : parsed.reason;
};
const vi = read('vi');
const en = read('en');

describe('parseAmount in Vietnamese (dots group thousands, a comma marks decimals)', () => {
  it('reads grouped, plain and symbol-bearing amounts as minor units', () => {
    expect(vi('100.000')).toBe('10000000');
    expect(vi('100.000,50')).toBe('10000050');
    expect(vi('1.000.000')).toBe('100000000');
    expect(vi('1000000')).toBe('100000000');
    expect(vi('1.000')).toBe('100000');
    expect(vi(' 500.000 ₫ ')).toBe('50000000');
    expect(vi('500.000đ')).toBe('50000000');
    expect(vi('500.000 VND')).toBe('50000000');
    expect(vi('501.000,00\u00a0₫')).toBe('50100000');
    expect(vi('12,5')).toBe('1250');
    expect(vi('0,01')).toBe('1');
  });

  it('refuses the English way of writing rather than guessing', () => {
    expect(vi('1,000')).toBe('decimals');
    expect(vi('1,000,000')).toBe('invalid');
    expect(vi('1,000.50')).toBe('invalid');
    expect(vi('12.5')).toBe('invalid');
    expect(vi('100.00')).toBe('invalid');
  });

  it('reads at most two decimals', () => {
    expect(vi('1.000,555')).toBe('decimals');
    expect(vi('1,2345')).toBe('decimals');
  });
});

describe('parseAmount in English (commas group thousands, a dot marks decimals)', () => {
  it('reads grouped, plain and symbol-bearing amounts as minor units', () => {
    expect(en('100,000')).toBe('10000000');
    expect(en('100,000.50')).toBe('10000050');
    expect(en('1,000,000')).toBe('100000000');
    expect(en('1000000.5')).toBe('100000050');
    expect(en('501,000.00 ₫')).toBe('50100000');
  });

  it('refuses the Vietnamese way of writing rather than guessing', () => {
    expect(en('1.000')).toBe('decimals');
    expect(en('1.000.000')).toBe('invalid');
    expect(en('1.000,50')).toBe('invalid');
    expect(en('12,5')).toBe('invalid');
  });
});

describe('parseAmount', () => {
  it('refuses what is not an amount', () => {
    for (const language of ['vi', 'en'] as const) {
      const minor = read(language);
      expect(minor('')).toBe('empty');
      expect(minor('   ')).toBe('empty');
      expect(minor('₫')).toBe('empty');
      expect(minor('abc')).toBe('invalid');
      expect(minor('năm trăm')).toBe('invalid');
      expect(minor('-5')).toBe('invalid');
      expect(minor('+5')).toBe('invalid');
      expect(minor('1e6')).toBe('invalid');
      expect(minor('0x10')).toBe('invalid');
      expect(minor('.5')).toBe('invalid');
      expect(minor(',5')).toBe('invalid');
      expect(minor('5.')).toBe('invalid');
      expect(minor('5,')).toBe('invalid');
      expect(minor('1,00,000')).toBe('invalid');
      expect(minor('1.00.000')).toBe('invalid');
      expect(minor('1.000,000.00')).toBe('invalid');
      expect(minor('1,000.000,00')).toBe('invalid');
      expect(minor('١٠٠')).toBe('invalid');
    }
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(vi('90.071.992.547.409.931,23')).toBe('9007199254740993123');
    expect(en('90,071,992,547,409,931.23')).toBe('9007199254740993123');
  });
});

/** Up to 18 digits of minor units, zero and the edges included. */
const amounts = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }),
  fc.constantFrom(0n, 1n, 99n, 100n, 10n ** 18n - 1n),
);
const languages = fc.constantFrom('vi' as const, 'en' as const);
const options = fc.constantFrom<MoneyOptions>({}, { symbol: false }, AMOUNT_INPUT, { decimals: 'ifAny' });

describe('format then parse', () => {
  it('reads back every amount the formatter writes, in either language and either style', () => {
    fc.assert(
      fc.property(amounts, languages, options, (m, language, style) => {
        expect(read(language)(formatMoney(m, language, style))).toBe(m.toString());
      }),
    );
  });

  it('reads back plain digits of whole amounts in either language', () => {
    fc.assert(
      fc.property(amounts, languages, (m, language) => {
        const whole = (m / 100n) * 100n;
        const digits = formatMoney(whole, language, AMOUNT_INPUT).replace(/[.,]/g, '');
        expect(read(language)(digits)).toBe(whole.toString());
      }),
    );
  });

  it('never reads an amount with a thousands group as the same amount in the other language', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 100_000n, max: 10n ** 18n - 1n }), languages, (m, language) => {
        const other = language === 'vi' ? 'en' : 'vi';
        const text = formatMoney(m, language, { symbol: false });
        const parsed = parseAmount(text, other);
        expect(parsed.ok).toBe(false);
      }),
    );
  });

  it('writes negative amounts with a leading minus the parser refuses (members type no signs)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n) + 1n, max: -1n }), languages, (m, language) => {
        const text = formatMoney(m, language, { symbol: false });
        expect(text.startsWith('-')).toBe(true);
        expect(formatMoney(-m, language, { symbol: false })).toBe(text.slice(1));
        expect(parseAmount(text, language)).toEqual({ ok: false, reason: 'invalid' });
      }),
    );
  });
});
