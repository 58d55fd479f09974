import QRCode from 'qrcode';

/** Text safe inside SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A QR code of `text` as a standalone SVG (scales to any size; the site shows it at 125 px). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, width: 200 });
}

const PALETTES = [
  ['#6142bf', '#2b1a6b', '#f2c14e'],
  ['#c2185b', '#4a0d2e', '#ffd54f'],
  ['#00897b', '#0b3d3a', '#ffe082'],
  ['#e65100', '#4e1d00', '#fff176'],
  ['#1565c0', '#0a2547', '#80deea'],
] as const;

/** Breaks `text` into at most `maxLines` lines of about `width` characters, on spaces. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.trim().split(/\s+/).filter(Boolean);
  // a word longer than a line is cut into line-long pieces
  const pieces = words.flatMap((word) => word.match(new RegExp(`.{1,${width}}`, 'gu')) ?? []);
  for (const word of pieces) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** A decorative banner: a gradient picked by id, soft shapes, and the banner's title. */
export function bannerSvg(id: bigint, title: string): string {
  const [from, to, accent] = PALETTES[Number(id % BigInt(PALETTES.length))] ?? PALETTES[0];
  // up to three lines of about 30 characters, balanced so that the last line is not a lone word
  const full = wrapText(title, 30, Number.POSITIVE_INFINITY);
  const balanced = wrapText(title, Math.min(30, Math.ceil(title.length / full.length) + 4), full.length + 1);
  const lines = full.length > 3 ? wrapText(title, 30, 3) : balanced.length <= full.length ? balanced : full;
  const fontSize = lines.length > 2 ? 52 : 60;
  const top = 200 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const text = lines
    .map((line, i) => `<tspan x="80" y="${Math.round(top + i * fontSize * 1.2)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<circle cx="1010" cy="120" r="260" fill="url(#glow)"/>
<circle cx="1060" cy="330" r="120" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="10"/>
<circle cx="900" cy="60" r="40" fill="${accent}" fill-opacity="0.25"/>
<path d="M0 340 C 300 280 600 400 1200 320 L1200 400 L0 400 Z" fill="#000" fill-opacity="0.18"/>
<rect x="80" y="${Math.round(top - fontSize - 26)}" width="120" height="8" rx="4" fill="${accent}"/>
<text font-family="'Be Vietnam Pro','Segoe UI',Roboto,Arial,sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">${text}</text>
</svg>
`;
}
