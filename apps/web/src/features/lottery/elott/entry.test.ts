import { describe, expect, it } from 'vitest';
import { mergeNumbers, parseTypedNumbers } from './entry';

const FOUR_D = { digits: 4, minValue: 0, maxValue: 9999 };

describe('typed 4D entry', () => {
  it('reads numbers separated by spaces, commas, semicolons and new lines', () => {
    expect(parseTypedNumbers('1234 5678,0042;\n9999\r\n  0000', FOUR_D).numbers).toEqual([
      '1234',
      '5678',
      '0042',
      '9999',
      '0000',
    ]);
  });
  it('names repeats once and keeps the first', () => {
    const parsed = parseTypedNumbers('1234 1234, 1234 5678', FOUR_D);
    expect(parsed.numbers).toEqual(['1234', '5678']);
    expect(parsed.duplicates).toEqual(['1234']);
  });
  it('names malformed tokens with why, never pads them', () => {
    const parsed = parseTypedNumbers('42 12a4 12345 -1', FOUR_D);
    expect(parsed.numbers).toEqual([]);
    expect(parsed.malformed).toEqual([
      { token: '42', reason: 'wrong_length' },
      { token: '12a4', reason: 'not_digits' },
      { token: '12345', reason: 'wrong_length' },
      { token: '-1', reason: 'not_digits' },
    ]);
  });
  it('checks the range', () => {
    expect(parseTypedNumbers('02 19 20', { digits: 2, minValue: 3, maxValue: 19 }).malformed).toEqual([
      { token: '02', reason: 'out_of_range' },
      { token: '20', reason: 'out_of_range' },
    ]);
  });
  it('reads nothing from blank text', () => {
    expect(parseTypedNumbers('  ,, \n', FOUR_D)).toEqual({ numbers: [], duplicates: [], malformed: [] });
  });
});

describe('merging typed numbers', () => {
  it('adds up to the most numbers and names the rest', () => {
    const merged = mergeNumbers(['5678'], ['1234', '5678', '0001', '0002'], 3);
    expect(merged.numbers).toEqual(['0001', '1234', '5678']);
    expect(merged.added).toEqual(['1234', '0001']);
    expect(merged.already).toEqual(['5678']);
    expect(merged.dropped).toEqual(['0002']);
  });
});
