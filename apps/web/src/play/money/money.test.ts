import { describe, expect, it } from 'vitest';
import { minus, money, multiplier, shortMoney } from './money';

describe('money on the game screens', () => {
  it('writes minor units with two decimals, the language’s way', () => {
    expect(money('123456700', 'vi')).toBe('1.234.567,00\u00a0₫');
    expect(money('123456700', 'en')).toBe('1,234,567.00\u00a0₫');
    expect(money('5', 'vi')).toBe('0,05\u00a0₫');
    expect(money(-150n, 'en')).toBe('-1.50\u00a0₫');
  });

  it('keeps every digit of amounts beyond what a float holds', () => {
    expect(money('900719925474099312', 'en')).toBe('9,007,199,254,740,993.12\u00a0₫');
  });

  it('writes chips without the symbol and without empty decimals', () => {
    expect(shortMoney('100000', 'vi')).toBe('1.000');
    expect(shortMoney('250050', 'en')).toBe('2,500.50');
  });

  it('writes multipliers in hundredths', () => {
    expect(multiplier(198, 'vi')).toBe('1,98×');
    expect(multiplier(100_000, 'en')).toBe('1,000.00×');
    expect(multiplier(5, 'en')).toBe('0.05×');
  });

  it('subtracts exactly', () => {
    expect(minus('100000000000000001', '1')).toBe(100000000000000000n);
  });
});
