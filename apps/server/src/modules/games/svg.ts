import type { GameCategory } from '@app/contracts';

/** Generated artwork: deterministic SVG game icons and vendor logos, with every piece of text XML-escaped. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML text node or attribute, dropping characters XML 1.0 does not allow. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** FNV-1a, 32 bits: a stable hash of the code so a game keeps its colours. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const segmenter = new Intl.Segmenter('vi', { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text.normalize('NFC')), (s) => s.segment);
}

/** At most `max` user-visible characters, with an ellipsis when cut (never inside a character). */
export function clip(text: string, max: number): string {
  const chars = graphemes(text.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Up to two lines of about `width` characters, breaking between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (!word) continue;
    const next = line ? `${line} ${word}` : word;
    if (graphemes(next).length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines.map((l) => clip(l, width));
  return [clip(lines[0] ?? '', width), clip(lines.slice(1).join(' '), width)];
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => graphemes(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase('vi') || '?';
}

const CATEGORY_LABEL: Record<GameCategory, string> = {
  ELOTT: 'E-LOTTO',
  LOTT: 'LOTTO',
  LIVE: 'LIVE',
  SPORTS: 'SPORTS',
  FISH: 'FISH',
  RNG: 'SLOTS',
  PVP: 'PVP',
  ESPORTS: 'ESPORTS',
};

/** A simple category glyph behind the initials. */
const CATEGORY_GLYPH: Record<GameCategory, string> = {
  ELOTT: '<circle cx="100" cy="82" r="46" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="8"/>',
  LOTT: '<circle cx="100" cy="82" r="46" fill="#fff" fill-opacity=".14"/>',
  LIVE: '<path d="M100 32 146 82 100 132 54 82Z" fill="#fff" fill-opacity=".14"/>',
  SPORTS:
    '<circle cx="100" cy="82" r="46" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="6" stroke-dasharray="14 8"/>',
  FISH: '<path d="M46 82q40-44 86 0l22-18v36l-22-18q-46 44-86 0Z" fill="#fff" fill-opacity=".14"/>',
  RNG: '<rect x="52" y="40" width="96" height="84" rx="14" fill="#fff" fill-opacity=".14"/>',
  PVP: '<path d="M60 44h80v76H60Z" transform="rotate(-8 100 82)" fill="#fff" fill-opacity=".14"/>',
  ESPORTS:
    '<path d="M100 30l14 36h38l-31 22 12 38-33-23-33 23 12-38-31-22h38Z" fill="#fff" fill-opacity=".14"/>',
};

/** Two gradient colours from the seed's hash, and a gradient id unique to it (for SVGs inlined together). */
function palette(seed: string): { from: string; to: string; id: string } {
  const h = hash32(seed);
  const hue = h % 360;
  const hue2 = (hue + 35 + ((h >>> 9) % 90)) % 360;
  return { from: `hsl(${hue},70%,42%)`, to: `hsl(${hue2},75%,22%)`, id: `g${h.toString(36)}` };
}

function gradient({ from, to, id }: ReturnType<typeof palette>): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

export type IconInput = { code: string; name: string; category: GameCategory };

/** A 200×200 game icon: gradient from the code's hash, category glyph, initials, the short name. */
export function gameIconSvg({ code, name, category }: IconInput): string {
  const colours = palette(code);
  const lines = wrap(name, 16);
  const text = lines
    .map((line, i) => {
      const y = lines.length === 1 ? 170 : 160 + i * 20;
      return `<text x="100" y="${y}" text-anchor="middle" font-size="16" font-weight="600" fill="#fff">${escapeXml(line)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" ${FONT}>` +
    `<title>${escapeXml(clip(name, 80))}</title>` +
    gradient(colours) +
    `<rect width="200" height="200" rx="24" fill="url(#${colours.id})"/>${CATEGORY_GLYPH[category]}` +
    `<text x="100" y="98" text-anchor="middle" font-size="44" font-weight="800" fill="#fff">${escapeXml(clip(initials(name), 3))}</text>` +
    `<rect x="12" y="12" width="${CATEGORY_LABEL[category].length * 8 + 16}" height="20" rx="10" fill="#000" fill-opacity=".3"/>` +
    `<text x="20" y="26" font-size="11" font-weight="700" fill="#fff" letter-spacing=".5">${CATEGORY_LABEL[category]}</text>` +
    `${text}</svg>`
  );
}

/** The placeholder shown while an icon loads or when it fails (MEDIA.defaultGameIcon). */
export const DEFAULT_GAME_ICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" ${FONT}>` +
  '<title>Game</title><rect width="200" height="200" rx="24" fill="#2a2340"/>' +
  '<path d="M62 78h76a26 26 0 0 1 0 52h-8l-12-12H82l-12 12h-8a26 26 0 0 1 0-52Z" fill="#6142bf"/>' +
  '<path d="M76 92v20M66 102h20" stroke="#fff" stroke-width="6" stroke-linecap="round"/>' +
  '<circle cx="124" cy="96" r="6" fill="#fff"/><circle cx="138" cy="110" r="6" fill="#fff"/></svg>';

export type LogoInput = { vassalage: string; name: string; category: GameCategory };

/** A 240×80 vendor logo on its own gradient (readable on light and dark themes): initials badge and name. */
export function vendorLogoSvg({ vassalage, name, category }: LogoInput): string {
  const colours = palette(vassalage);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" ${FONT}>` +
    `<title>${escapeXml(clip(name, 80))}</title>` +
    gradient(colours) +
    `<rect width="240" height="80" rx="16" fill="url(#${colours.id})"/>` +
    '<rect x="10" y="12" width="56" height="56" rx="14" fill="#fff" fill-opacity=".16"/>' +
    `<text x="38" y="48" text-anchor="middle" font-size="22" font-weight="800" fill="#fff">${escapeXml(clip(initials(name), 3))}</text>` +
    `<text x="76" y="40" font-size="17" font-weight="700" fill="#fff">${escapeXml(clip(name, 17))}</text>` +
    `<text x="76" y="60" font-size="11" font-weight="600" fill="#fff" fill-opacity=".75" letter-spacing="1">${CATEGORY_LABEL[category]}</text>` +
    '</svg>'
  );
}
