import { describe, expect, it } from 'vitest';
import { digitsFacts, fourDRows, headline, kenoFacts, pk10Facts, trendPoints, trendSummary } from './outcome';
import { randomPick, rowPick } from './quick';

describe('draw facts', () => {
  it('5D: sum big from 23, dragon when the first digit is higher', () => {
    expect(digitsFacts([9, 9, 5, 0, 0])).toEqual({ sum: 23, side: 'big', odd: true, duel: 'dragon' });
    expect(digitsFacts([1, 2, 9, 9, 1])).toEqual({ sum: 22, side: 'small', odd: false, duel: 'tie' });
  });
  it('3D: sum big from 14', () => {
    expect(digitsFacts([4, 5, 5]).side).toBe('big');
    expect(digitsFacts([4, 4, 5]).duel).toBe('tiger');
  });
  it('keno: 810 is the middle, and a tie', () => {
    const twenty = (sum: number) => [...Array.from({ length: 19 }, (_, i) => i + 1), sum - 190];
    expect(kenoFacts(twenty(810)).side).toBe('tie');
    expect(kenoFacts(twenty(811))).toEqual({ sum: 811, side: 'big', odd: true });
  });
  it('racing: the first two cars, dragon/tiger of places 1–5', () => {
    const facts = pk10Facts([10, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
    expect(facts.sum).toBe(12);
    expect(facts.side).toBe('big');
    expect(facts.duels).toEqual(['dragon', 'tiger', 'tiger', 'tiger', 'tiger']);
  });
  it('headlines each kind', () => {
    expect(headline({ kind: 'digits', digits: [0, 4, 2] })).toBe('042');
    expect(headline({ kind: 'pk10', cars: [3, 10, 1, 2, 4, 5, 6, 7, 8, 9] })).toBe('03 10 01');
    const fourD = {
      kind: 'four_d' as const,
      first: '0042',
      second: '1111',
      third: '2222',
      starters: ['1'],
      consolations: ['2'],
    };
    expect(headline(fourD)).toBe('0042');
    expect(fourDRows(fourD).map((row) => row.tier)).toEqual([
      'first',
      'second',
      'third',
      'starter',
      'consolation',
    ]);
  });
});

describe('trend', () => {
  it('keeps numeric values, labelled by slot', () => {
    const points = trendPoints([
      { issueNo: '20261126-0412', number: '23' },
      { issueNo: '20261126-0413', number: 'x' },
      { issueNo: '20261126', number: '0042' },
    ]);
    expect(points).toEqual([
      { issue: '20261126-0412', label: '0412', value: 23 },
      { issue: '20261126', label: '20261126', value: 42 },
    ]);
    expect(trendSummary(points)).toEqual({ min: 23, max: 42, mean: 32.5 });
    expect(trendSummary([])).toBeNull();
  });
});

describe('quick picks', () => {
  it('halves a row', () => {
    const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(rowPick(digits, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(rowPick(digits, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(rowPick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'big')).toEqual([6, 7, 8, 9, 10]);
    expect(rowPick(digits, 'odd')).toEqual([1, 3, 5, 7, 9]);
  });
  it('picks distinct random items in order', () => {
    const items = Array.from({ length: 80 }, (_, i) => i + 1);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const picked = randomPick(items, 10, random);
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    expect([...picked].sort((a, b) => a - b)).toEqual(picked);
    expect(randomPick(items, 0)).toEqual([]);
    expect(randomPick([1, 2], 5)).toEqual([1, 2]);
  });
});
