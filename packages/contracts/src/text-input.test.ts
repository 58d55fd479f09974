import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkField } from './patterns.ts';
import {
  findControlCharacters,
  firstControlCharacter,
  hasControlCharacters,
  isMultilineField,
  MULTILINE_FIELDS,
} from './text-input.ts';

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];

describe('hasControlCharacters', () => {
  it('refuses every C0 control, DEL and every C1 control', () => {
    for (const control of CONTROLS) {
      expect(hasControlCharacters(`a${control}b`), control.charCodeAt(0).toString(16)).toBe(true);
    }
  });

  it('lets tab, line feed and carriage return through only in a text area', () => {
    for (const control of ['\t', '\n', '\r', 'line\r\n\tline']) {
      expect(hasControlCharacters(control)).toBe(true);
      expect(hasControlCharacters(control, { multiline: true })).toBe(false);
    }
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
    expect(hasControlCharacters('\u000b\u000c', { multiline: true })).toBe(true);
  });

  it('refuses lone surrogates but keeps characters outside the basic plane', () => {
    expect(hasControlCharacters('a\ud800')).toBe(true);
    expect(hasControlCharacters('\udc00a')).toBe(true);
    expect(hasControlCharacters('\ud800\ud800\udc00')).toBe(true);
    expect(hasControlCharacters('😀 𝕏 中文 Tiếng Việt ' + '\u00a0\u00ff')).toBe(false);
  });

  it('answers where the first refused character is', () => {
    expect(firstControlCharacter('abc')).toBe(-1);
    expect(firstControlCharacter('ab\u0000c\u0001')).toBe(2);
    expect(firstControlCharacter('😀\ud800')).toBe(2);
  });

  it('accepts every string made of printable characters', () => {
    const isPrintable = (ch: string) => {
      const code = ch.charCodeAt(0);
      return code >= 0x20 && (code < 0x7f || code > 0x9f);
    };
    const printable = fc.string({ unit: 'grapheme' }).filter((s) => [...s].every(isPrintable));
    fc.assert(
      fc.property(printable, (s) => {
        expect(hasControlCharacters(s)).toBe(false);
      }),
    );
  });

  it('refuses any string with a control character in it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...CONTROLS), fc.string(), (before, control, after) => {
        expect(hasControlCharacters(`${before}${control}${after}`)).toBe(true);
      }),
    );
  });
});

describe('findControlCharacters', () => {
  it('answers null for input that keeps the rule, whatever its shape', () => {
    expect(findControlCharacters(undefined)).toBeNull();
    expect(findControlCharacters(null)).toBeNull();
    expect(findControlCharacters({ a: 1, b: [true, 'x', { c: 'y' }], d: null })).toBeNull();
  });

  it('names the field, dotted like the fields of a failure', () => {
    expect(findControlCharacters({ username: 'a\u0000' })).toBe('username');
    expect(findControlCharacters({ a: { list: ['ok', 'b\u0085'] } })).toBe('a.list.1');
    expect(findControlCharacters('\u0000')).toBe('');
    expect(findControlCharacters({ x: '\u0000' }, 'query')).toBe('query.x');
  });

  it('checks keys too, and names a bad key without its bad characters', () => {
    expect(findControlCharacters({ 'a\u0000b': 'x' })).toBe('a\ufffdb');
  });

  it('lets the multi-line fields take line breaks, and only them', () => {
    expect(MULTILINE_FIELDS).toContain('reason');
    expect(isMultilineField('reason')).toBe(true);
    expect(findControlCharacters({ reason: 'one\r\n\ttwo' })).toBeNull();
    expect(findControlCharacters({ reasons: { reason: ['one\ntwo'] } })).toBeNull();
    expect(findControlCharacters({ reason: 'one\u0000' })).toBe('reason');
    expect(findControlCharacters({ username: 'one\ntwo' })).toBe('username');
  });

  it('walks input nested far deeper than the call stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findControlCharacters(deep)).toBe(Array(200_000).fill('0').join('.'));
  });
});

describe('checkField', () => {
  it('fails a control character whatever the pattern, so the web forms refuse it too', () => {
    const rule = {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 'any',
      minLength: 1,
      maxLength: 50,
    };
    expect(checkField(rule, 'fine')).toBeNull();
    expect(checkField(rule, 'a\u0000b')).toBe('pattern');
  });
});
