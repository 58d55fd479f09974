import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPattern, normaliseSearchText } from './search.ts';

describe('normaliseSearchText', () => {
  it('removes Vietnamese diacritics and lower-cases', () => {
    expect(normaliseSearchText('Bầu Cua Tôm Cá')).toBe('bau cua tom ca');
    expect(normaliseSearchText('Xóc Đĩa')).toBe('xoc dia');
    expect(normaliseSearchText('Rồng Vàng Phát Lộc')).toBe('rong vang phat loc');
    expect(normaliseSearchText('ĐỒNG  đội\t Ưu')).toBe('dong doi uu');
  });

  it('treats precomposed and decomposed input alike', () => {
    expect(normaliseSearchText('Tiến Lên'.normalize('NFD'))).toBe(
      normaliseSearchText('Tiến Lên'.normalize('NFC')),
    );
  });

  it('is idempotent and never leaves upper case or combining marks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        const once = normaliseSearchText(s);
        expect(normaliseSearchText(once)).toBe(once);
        expect(/\p{M}/u.test(once.normalize('NFD'))).toBe(false);
      }),
    );
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('bau cua')).toBe('%bau cua%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});
