import { amountInput } from '@app/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { moneyFor } from '../../../lib/money';
import { amountSchema } from './amount';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'wallet'>;
const plain = (text: string | undefined) => text?.replaceAll('\u00a0', ' ');

describe('amountSchema', () => {
  const limits = { min: '5000000', max: '30000000000' };
  const vi = amountSchema(limits, moneyFor('vi'), t, amountInput);
  const en = amountSchema(limits, moneyFor('en'), t, amountInput);

  it('reads what the member typed, in the page language, into minor units for the contracts', () => {
    expect(vi.parse('500.000')).toBe('50000000');
    expect(vi.parse('1.000.000,50')).toBe('100000050');
    expect(en.parse('500,000')).toBe('50000000');
    expect(en.parse('1,000,000.50')).toBe('100000050');
  });

  it('explains a bad amount in the wallet texts, with amounts in the page language', () => {
    const message = (schema: typeof vi, text: string) =>
      plain(schema.safeParse(text).error?.issues[0]?.message);
    expect(message(vi, '')).toBe('amount.empty {"example":"500.000","digits":"500000"}');
    expect(message(vi, '0')).toBe('amount.zero');
    expect(message(vi, 'năm trăm')).toBe('amount.invalid {"example":"500.000","digits":"500000"}');
    expect(message(en, 'five')).toBe('amount.invalid {"example":"500,000","digits":"500000"}');
    expect(message(vi, '1,000,000')).toBe('amount.invalid {"example":"500.000","digits":"500000"}');
    expect(message(vi, '10.000')).toBe('amount.belowMin {"amount":"50.000,00 ₫"}');
    expect(message(en, '10,000')).toBe('amount.belowMin {"amount":"50,000.00 ₫"}');
    expect(message(en, '500.000')).toBe('amount.decimals {"example":"500,000","digits":"500000"}');
  });

  it('follows limits that change (a function)', () => {
    let max = '10000';
    const moving = amountSchema(() => ({ max }), moneyFor('vi'), t, amountInput);
    expect(moving.safeParse('200').success).toBe(false);
    max = '100000';
    expect(moving.safeParse('200').success).toBe(true);
  });
});
