import { describe, expect, it } from 'vitest';
import { toOne } from './BetBox';
import { compact } from './Chip';
import { paidBoxes } from './paid-boxes';

describe('labels on the betting tables', () => {
  it('writes odds "to one" from return multipliers', () => {
    expect(toOne(200, 'vi')).toBe('1:1');
    expect(toOne(7000, 'en')).toBe('69:1');
    expect(toOne(777, 'vi')).toBe('6,77:1');
    expect(toOne(840, 'en')).toBe('7.4:1');
    expect(toOne(196, 'vi')).toBe('0,96:1');
  });

  it('writes chip values short', () => {
    expect(compact(500_000n, 'vi')).toBe('5K');
    expect(compact(25_000_000n, 'en')).toBe('250K');
    expect(compact(100_000_000n, 'vi')).toBe('1M');
    expect(compact(150_000n, 'en')).toBe('1.5K');
    expect(compact(12_345n, 'vi')).toBe('123,45');
  });

  it('adds up what each box paid', () => {
    const paid = paidBoxes([
      { bet: { type: 'big', stake: '100' }, multiplierX100: 200, payout: '200', won: true },
      { bet: { type: 'total', selection: 10, stake: '100' }, multiplierX100: 0, payout: '0', won: false },
      { bet: { type: 'big', stake: '50' }, multiplierX100: 200, payout: '100', won: true },
    ]);
    expect([...paid]).toEqual([['big', 300n]]);
  });
});
