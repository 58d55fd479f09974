import { amountInput } from '@app/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { amountSchema } from './amount';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'wallet'>;

describe('amountSchema', () => {
  const schema = amountSchema({ min: '5000000', max: '30000000000' }, t, amountInput);

  it('reads what the member typed into minor units for the contracts', () => {
    expect(schema.parse('500.000')).toBe('50000000');
    expect(schema.parse('1,000,000.50')).toBe('100000050');
  });

  it('explains a bad amount in the wallet texts', () => {
    const message = (text: string) => schema.safeParse(text).error?.issues[0]?.message;
    expect(message('')).toBe('amount.empty');
    expect(message('0')).toBe('amount.zero');
    expect(message('năm trăm')).toBe('amount.invalid');
    expect(message('10.000')).toBe('amount.belowMin {"amount":"50,000.00"}');
  });

  it('follows limits that change (a function)', () => {
    let max = '10000';
    const moving = amountSchema(() => ({ max }), t, amountInput);
    expect(moving.safeParse('200').success).toBe(false);
    max = '100000';
    expect(moving.safeParse('200').success).toBe(true);
  });
});
