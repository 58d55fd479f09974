import { describe, expect, it } from 'vitest';
import {
  checkField,
  type FieldRule,
  fieldProblemCode,
  PATTERN_CATALOGUE,
  type PatternId,
  parseFieldProblem,
  patternMessage,
  ruleRegExp,
} from './patterns.ts';

/**
 * Every pattern of the catalogue at its length boundaries (min − 1, min, max, max + 1) and with a value of
 * the wrong alphabet: `make(n)` builds a valid value of n code points, `wrong` is in range but refused.
 */
type Case = { min: number; max: number; make: (n: number) => string; wrong: string[] };

const rep = (s: string, n: number) => s.repeat(Math.max(0, n));

const CASES: Record<PatternId, Case> = {
  any: { min: 2, max: 8, make: (n) => rep('é!', n).slice(0, n), wrong: [] },
  letterThenAlnum: {
    min: 6,
    max: 16,
    make: (n) => `a${rep('1', n - 1)}`,
    wrong: ['1abcdef', 'abc_def', 'abcdéf'],
  },
  lettersChinese: { min: 2, max: 8, make: (n) => `a${rep('中', n - 1)}`, wrong: ['ab1', 'a b'] },
  email: {
    min: 6,
    max: 30,
    make: (n) => `${rep('a', n - 5)}@b.vn`,
    wrong: ['abc@def', 'a b@c.vn', 'abc.vn', 'a@b@c.vn'],
  },
  lettersOrDigits: {
    min: 4,
    max: 20,
    make: (n) => rep('a1', n).slice(0, n),
    wrong: ['ab_c', 'ab c', 'abcđ'],
  },
  lettersAndDigits: {
    min: 6,
    max: 20,
    make: (n) => `a${rep('1', n - 1)}`,
    wrong: ['abcdefg', '1234567', 'abc12!'],
  },
  digits: { min: 9, max: 10, make: (n) => rep('9', n), wrong: ['12345678a', '1234 56789', '١٢٣٤٥٦٧٨٩'] },
  alnumWithUpper: { min: 6, max: 12, make: (n) => `A${rep('b', n - 1)}`, wrong: ['abcdef1', 'ABC_DEF'] },
  englishAndSpaces: {
    min: 2,
    max: 20,
    make: (n) => `a${rep('b', n - 1)}`,
    wrong: ['Đức Anh', 'ab1', 'ab  cd'],
  },
  noSpaces: { min: 1, max: 10, make: (n) => rep('x', n), wrong: ['a b', 'a\tb'] },
  chinesePunctuation: { min: 2, max: 6, make: (n) => rep('中', n), wrong: ['中a', '中 文'] },
  date: {
    min: 10,
    max: 10,
    make: (n) => '2000-01-31'.padEnd(n, '1').slice(0, n),
    wrong: ['2000-13-01', '31-01-2000'],
  },
  korean: { min: 2, max: 6, make: (n) => rep('한', n), wrong: ['한a', '한1'] },
  thai: { min: 2, max: 6, make: (n) => rep('ก', n), wrong: ['กa', 'ก ก'] },
  thaiEnglishSpaces: { min: 2, max: 10, make: (n) => `ก${rep('a', n - 1)}`, wrong: ['ก1', 'กa  b'] },
  upperAndSpaces: { min: 2, max: 10, make: (n) => rep('A', n), wrong: ['Ab', 'A B c', 'A1'] },
  lettersDigitsSymbols: { min: 4, max: 12, make: (n) => rep('a1!', n).slice(0, n), wrong: ['ab cd', 'abcé'] },
  strongPassword: {
    min: 8,
    max: 20,
    make: (n) => `Aa1!${rep('a', n - 4)}`,
    wrong: ['Aa1aaaaa', 'aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa'],
  },
  fullName: { min: 3, max: 20, make: (n) => `${rep('a', n - 2)} b`, wrong: ['abcdef', 'ab  cd', 'ab c1'] },
  japaneseFullWidth: { min: 2, max: 8, make: (n) => rep('あ', n), wrong: ['あa', 'あ1'] },
  upperNoSpaces: { min: 2, max: 10, make: (n) => rep('A', n), wrong: ['A B', 'Ab'] },
  payeeName: {
    min: 2,
    max: 50,
    make: (n) => `N${rep('a', n - 1)}`,
    wrong: ['Nguyễn Văn An', 'Nguyen  Van', 'An1'],
  },
};

const ruleOf = (patternId: PatternId, c: Case, over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '',
  patternId,
  minLength: c.min,
  maxLength: c.max,
  ...over,
});

describe('the pattern catalogue at its boundaries', () => {
  it('has a case for every pattern', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(PATTERN_CATALOGUE).sort());
  });

  for (const [id, c] of Object.entries(CASES) as [PatternId, Case][]) {
    it(`${id}: min − 1 and max + 1 fail, min and max pass, the wrong alphabet fails`, () => {
      const rule = ruleOf(id, c);
      if (c.min > 1) expect(checkField(rule, c.make(c.min - 1)), `${id} min-1`).toBe('pattern');
      expect(checkField(rule, c.make(c.min)), `${id} min "${c.make(c.min)}"`).toBeNull();
      expect(checkField(rule, c.make(c.max)), `${id} max "${c.make(c.max)}"`).toBeNull();
      expect(checkField(rule, c.make(c.max + 1)), `${id} max+1`).toBe('pattern');
      for (const value of c.wrong) expect(checkField(rule, value), `${id} "${value}"`).toBe('pattern');
    });
  }

  it('accepts both date orders, real-looking dates only', () => {
    const rule = ruleOf('date', CASES.date);
    expect(checkField(rule, '12-31-1999')).toBeNull();
    expect(checkField(rule, '1999-12-31')).toBeNull();
    expect(checkField(rule, '1999-12-32')).toBe('pattern');
  });
});

describe('checkField', () => {
  const rule = ruleOf('digits', CASES.digits);

  it('never checks a disabled field, lets an empty optional one pass, wants a required one', () => {
    expect(checkField({ ...rule, enabled: false, required: false }, 'nonsense')).toBeNull();
    expect(checkField({ ...rule, required: false }, '   ')).toBeNull();
    expect(checkField(rule, undefined)).toBe('required');
    expect(checkField(rule, '  ')).toBe('required');
  });

  it('trims, counts code points, and reads "*" as any characters', () => {
    expect(checkField(rule, ' 123456789 ')).toBeNull();
    expect(
      checkField({ ...ruleOf('chinesePunctuation', CASES.chinesePunctuation) }, '中文中文中文'),
    ).toBeNull();
    expect(checkField({ ...rule, acceptedPattern: '*' }, 'anything at all')).toBe('pattern'); // length 15 > 10
    expect(checkField({ ...rule, acceptedPattern: '*', maxLength: 50 }, 'anything at all')).toBeNull();
    expect(ruleRegExp({ acceptedPattern: '', patternId: 'no-such-id' }).test('x y')).toBe(true);
  });

  it('prefers the server pattern over the catalogue one', () => {
    expect(checkField({ ...rule, acceptedPattern: '^[0-8]+$' }, '999999999')).toBe('pattern');
  });
});

describe('field problems on the wire', () => {
  it('writes required and pattern:<id>:<min>:<max>, and reads them back', () => {
    const rule = ruleOf('letterThenAlnum', CASES.letterThenAlnum);
    expect(fieldProblemCode(rule, 'required')).toBe('required');
    expect(fieldProblemCode(rule, 'pattern')).toBe('pattern:letterThenAlnum:6:16');
    expect(parseFieldProblem('pattern:letterThenAlnum:6:16')).toEqual({
      kind: 'pattern',
      patternId: 'letterThenAlnum',
      min: 6,
      max: 16,
    });
    expect(parseFieldProblem('required')).toEqual({ kind: 'required' });
    expect(parseFieldProblem('username_taken')).toEqual({ kind: 'other', code: 'username_taken' });
  });

  it('builds the message from the pattern id with min and max', () => {
    expect(patternMessage('digits', 'en', 9, 9)).toBe('Digits only, 9–9 characters');
    expect(patternMessage('letterThenAlnum', 'vi', 6, 16)).toContain('6–16');
  });
});
