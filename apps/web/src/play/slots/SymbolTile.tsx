import { memo } from 'react';
import { GlyphShape } from './glyphs';
import { LOW_SYMBOLS, type SlotTheme } from './themes';

const BURST = Array.from({ length: 24 }, (_, i) => {
  const angle = (i * Math.PI) / 12;
  const radius = i % 2 === 0 ? 46 : 32;
  return `${(50 + radius * Math.sin(angle)).toFixed(1)},${(50 - radius * Math.cos(angle)).toFixed(1)}`;
}).join(' ');

/** The gradients every tile refers to, once per screen (ids `sg-<symbol>`). */
export function SymbolDefs({ theme }: { theme: SlotTheme }) {
  const gradients: [string, string, string][] = [
    ...theme.high.map(([, from, to], i): [string, string, string] => [`H${i + 1}`, from, to]),
    ...Object.entries(LOW_SYMBOLS).map(([id, [, from, to]]): [string, string, string] => [id, from, to]),
    ['W', '#fff6c2', '#ff9f1c'],
    ['S', '#ffd1f3', '#c9184a'],
  ];
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        {gradients.map(([id, from, to]) => (
          <linearGradient key={id} id={`sg-${id}`} x1="0" y1="0" x2="0.3" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        ))}
      </defs>
    </svg>
  );
}

/** One symbol on the reels or in the pay table, drawn in SVG from the theme. */
export const SymbolTile = memo(function SymbolTile({ symbol, theme }: { symbol: string; theme: SlotTheme }) {
  return (
    <svg className={`symbol symbol-${symbol[0]}`} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {renderSymbol(symbol, theme)}
    </svg>
  );
});

function renderSymbol(symbol: string, theme: SlotTheme) {
  const fill = `url(#sg-${symbol})`;
  const high = /^H([1-4])$/.exec(symbol);
  if (high) return <GlyphShape glyph={theme.high[Number(high[1]) - 1]![0]} fill={fill} />;
  const low = LOW_SYMBOLS[symbol];
  if (low) {
    return (
      <text
        x="50"
        y="72"
        textAnchor="middle"
        fontSize={low[0].length > 1 ? 56 : 68}
        fontWeight="900"
        fill={fill}
        stroke="rgba(15,5,30,0.85)"
        strokeWidth="4"
        paintOrder="stroke"
        fontFamily="Georgia, 'DejaVu Serif', serif"
      >
        {low[0]}
      </text>
    );
  }
  if (symbol === 'W') {
    return (
      <g>
        <rect x="6" y="20" width="88" height="60" rx="12" fill={fill} stroke="#7a3e00" strokeWidth="3" />
        <text
          x="50"
          y="61"
          textAnchor="middle"
          fontSize="30"
          fontWeight="900"
          fill="#5a1e00"
          textLength="72"
          lengthAdjust="spacingAndGlyphs"
        >
          WILD
        </text>
      </g>
    );
  }
  if (symbol === 'S') {
    return (
      <g>
        <polygon points={BURST} fill={fill} stroke="#5c0029" strokeWidth="3" strokeLinejoin="round" />
        <text
          x="50"
          y="57"
          textAnchor="middle"
          fontSize="18"
          fontWeight="900"
          fill="#fff"
          stroke="#5c0029"
          strokeWidth="3"
          paintOrder="stroke"
          textLength="70"
          lengthAdjust="spacingAndGlyphs"
        >
          SCATTER
        </text>
      </g>
    );
  }
  return (
    <text x="50" y="62" textAnchor="middle" fontSize="36" fill="#fff">
      {symbol}
    </text>
  );
}
