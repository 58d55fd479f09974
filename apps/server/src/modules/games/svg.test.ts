import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, DEFAULT_GAME_ICON_SVG, escapeXml, gameIconSvg, vendorLogoSvg } from './svg.ts';

/** Text between tags: after escaping, none may hold a raw `<` or `>`, and every `&` starts an entity. */
function textNodes(svg: string): string[] {
  return svg.split(/<[^<>]*>/);
}

function wellFormedish(svg: string): boolean {
  if (!svg.startsWith('<svg ') || !svg.endsWith('</svg>')) return false;
  return textNodes(svg).every((text) => !/[<>]/.test(text) && !/&(?!(amp|lt|gt|quot|apos);)/.test(text));
}

const categories = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
    expect(escapeXml('a\u0000b\u0007c\uD800d')).toBe('abcd');
  });
});

describe('clip', () => {
  it('cuts between characters, never inside one', () => {
    expect(clip('Rồng Vàng Phát Lộc', 40)).toBe('Rồng Vàng Phát Lộc');
    expect(clip('Rồng Vàng Phát Lộc', 6)).toBe('Rồng…');
    expect(clip('🐉🐉🐉🐉', 3)).toBe('🐉🐉…');
  });
});

describe('gameIconSvg', () => {
  it('is deterministic per code and differs between codes', () => {
    const a = gameIconSvg({ code: 'LOTUS_GAMING_001', name: 'Rồng Vàng Phát Lộc', category: 'RNG' });
    expect(gameIconSvg({ code: 'LOTUS_GAMING_001', name: 'Rồng Vàng Phát Lộc', category: 'RNG' })).toBe(a);
    expect(gameIconSvg({ code: 'LOTUS_GAMING_002', name: 'Rồng Vàng Phát Lộc', category: 'RNG' })).not.toBe(
      a,
    );
    expect(a).toContain('Rồng Vàng');
    expect(a).toContain('>RV<');
    expect(wellFormedish(a)).toBe(true);
  });

  it('escapes the name', () => {
    const svg = gameIconSvg({ code: 'X', name: '<script>alert("x")</script> & co', category: 'LIVE' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(wellFormedish(svg)).toBe(true);
  });

  it('stays well-formed for any name and code', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.string({ maxLength: 30 }),
        fc.constantFrom(...categories),
        (name, graphemeName, code, category) => {
          for (const n of [name, graphemeName]) {
            expect(wellFormedish(gameIconSvg({ code, name: n, category }))).toBe(true);
            expect(wellFormedish(vendorLogoSvg({ vassalage: code, name: n, category }))).toBe(true);
          }
        },
      ),
    );
  });
});

describe('other artwork', () => {
  it('the default icon and vendor logos are SVG', () => {
    expect(wellFormedish(DEFAULT_GAME_ICON_SVG)).toBe(true);
    const logo = vendorLogoSvg({ vassalage: 'LOTUS_GAMING', name: 'Lotus Gaming', category: 'RNG' });
    expect(logo).toContain('Lotus Gaming');
    expect(wellFormedish(logo)).toBe(true);
  });
});
