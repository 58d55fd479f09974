import { describe, expect, it } from 'vitest';
import { BIG, CAR, DIGIT, PK10_SUM, SPOTS, STRAIGHT, SUM_BIG } from './fixtures';
import {
  decodePositionValue,
  encodePositionValue,
  isValidNumber,
  NO_NUMBER,
  padValue,
  picksToLines,
  positionsOf,
  replaceRow,
  sortNumbers,
  toggleNumber,
  valuesOf,
} from './selection';

describe('numbers by selection', () => {
  it('pads values to the type width', () => {
    expect(padValue(7, 2)).toBe('07');
    expect(padValue(42, 3)).toBe('042');
    expect(padValue(3, 0)).toBe('3');
  });
  it('writes position_value as position:value', () => {
    expect(encodePositionValue(2, 7, DIGIT.digits)).toBe('2:7');
    expect(encodePositionValue(3, 7, CAR.digits)).toBe('3:07');
    expect(decodePositionValue('10:07')).toEqual({ position: 10, value: 7 });
    expect(decodePositionValue('3')).toBeNull();
  });
  it('lists values and positions from the rates', () => {
    expect(valuesOf(CAR)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(valuesOf(PK10_SUM)).toHaveLength(17);
    expect(positionsOf(BIG)).toEqual([1, 2, 3, 4, 5]);
  });
  it('checks each selection as the server does', () => {
    expect(isValidNumber(DIGIT, '2:7')).toBe(true);
    expect(isValidNumber(DIGIT, '6:7')).toBe(false);
    expect(isValidNumber(DIGIT, '2:07')).toBe(false);
    expect(isValidNumber(CAR, '3:07')).toBe(true);
    expect(isValidNumber(CAR, '3:7')).toBe(false);
    expect(isValidNumber(CAR, '3:11')).toBe(false);
    expect(isValidNumber(BIG, '5')).toBe(true);
    expect(isValidNumber(BIG, '0')).toBe(false);
    expect(isValidNumber(SUM_BIG, NO_NUMBER)).toBe(true);
    expect(isValidNumber(SUM_BIG, '1')).toBe(false);
    expect(isValidNumber(STRAIGHT, '042')).toBe(true);
    expect(isValidNumber(STRAIGHT, '42')).toBe(false);
    expect(isValidNumber(SPOTS, '80')).toBe(true);
    expect(isValidNumber(SPOTS, '81')).toBe(false);
    expect(isValidNumber(SPOTS, '00')).toBe(false);
  });
});

describe('picking', () => {
  it('sorts by position then value', () => {
    expect(sortNumbers('position_value', ['2:7', '1:9', '2:1', '10:01'])).toEqual([
      '1:9',
      '2:1',
      '2:7',
      '10:01',
    ]);
    expect(sortNumbers('set', ['10', '02', '7'])).toEqual(['02', '7', '10']);
  });
  it('toggles within the most numbers', () => {
    expect(toggleNumber('set', ['01'], '05', 2)).toEqual(['01', '05']);
    expect(toggleNumber('set', ['01', '05'], '07', 2)).toEqual(['01', '05']);
    expect(toggleNumber('set', ['01', '05'], '01', 2)).toEqual(['05']);
  });
  it("replaces one row's values", () => {
    expect(replaceRow(['1:3', '2:4'], 1, [5, 6], 1)).toEqual(['1:5', '1:6', '2:4']);
    expect(replaceRow(['1:3', '2:4'], 2, [], 1)).toEqual(['1:3']);
  });
  it('makes one line per picked type, in the type order', () => {
    const lines = picksToLines(
      [{ type: 'big' }, { type: 'small' }, { type: 'odd' }],
      { odd: ['1'], big: ['2', '3'] },
      '5',
    );
    expect(lines).toEqual([
      { type: 'big', numbers: ['2', '3'], points: '5' },
      { type: 'odd', numbers: ['1'], points: '5' },
    ]);
  });
});
