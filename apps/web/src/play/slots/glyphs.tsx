/**
 * The pictures of the high symbols, drawn in a 100 × 100 box: filled with the symbol's gradient (`fill`),
 * outlined dark. No images, no emoji: plain SVG shapes a theme picks from.
 */
export type Glyph =
  | 'gem'
  | 'coin'
  | 'lantern'
  | 'crown'
  | 'star'
  | 'moon'
  | 'lotus'
  | 'fan'
  | 'pearl'
  | 'flame'
  | 'wave'
  | 'bell'
  | 'anchor'
  | 'trident'
  | 'shuriken'
  | 'drum';

const STROKE = { stroke: 'rgba(20, 8, 0, 0.75)', strokeWidth: 3, strokeLinejoin: 'round' as const };

export function GlyphShape({ glyph, fill }: { glyph: Glyph; fill: string }) {
  const paint = { fill, ...STROKE };
  switch (glyph) {
    case 'gem':
      return (
        <g {...paint}>
          <path d="M30 16h40l20 24-40 48-40-48z" />
          <path d="M10 40h80M30 16l10 24 10-24 10 24 10-24M40 40l10 48 10-48" fill="none" />
        </g>
      );
    case 'coin':
      return (
        <g {...paint}>
          <circle cx="50" cy="52" r="38" />
          <circle cx="50" cy="52" r="29" fill="none" />
          <rect x="41" y="43" width="18" height="18" fill="rgba(20,8,0,0.55)" />
        </g>
      );
    case 'lantern':
      return (
        <g {...paint}>
          <path d="M50 4v8" fill="none" />
          <rect x="36" y="12" width="28" height="9" rx="2" />
          <ellipse cx="50" cy="50" rx="32" ry="30" />
          <path d="M50 20v60M34 25c-8 16-8 34 0 50M66 25c8 16 8 34 0 50" fill="none" />
          <rect x="36" y="79" width="28" height="9" rx="2" />
          <path d="M50 88v9" fill="none" />
        </g>
      );
    case 'crown':
      return (
        <g {...paint}>
          <path d="M12 72 18 28l18 22 14-30 14 30 18-22 6 44z" />
          <rect x="12" y="72" width="76" height="14" rx="3" />
          <circle cx="50" cy="58" r="6" fill="#ff4d6d" />
        </g>
      );
    case 'star':
      return (
        <path
          {...paint}
          d="m50 8 12.3 26.5 29 3.2-21.6 19.6 6.1 28.6L50 71.4 24.2 85.9l6.1-28.6L8.7 37.7l29-3.2z"
        />
      );
    case 'moon':
      return <path {...paint} d="M64 10a42 42 0 1 0 26 66A34 34 0 1 1 64 10z" />;
    case 'lotus':
      return (
        <g {...paint}>
          <path d="M50 14c14 14 16 40 0 64-16-24-14-50 0-64z" />
          <path d="M20 34c18 2 30 22 30 44-22-4-32-24-30-44zM80 34c-18 2-30 22-30 44 22-4 32-24 30-44z" />
          <path d="M8 58c16-4 34 6 42 20-18 6-36 0-42-20zM92 58c-16-4-34 6-42 20 18 6 36 0 42-20z" />
        </g>
      );
    case 'fan':
      return (
        <g {...paint}>
          <path d="M50 88 8 40a60 60 0 0 1 84 0z" />
          <path d="M50 88 22 26M50 88 50 16M50 88 78 26M50 88 10 44M50 88 90 44" fill="none" />
          <circle cx="50" cy="86" r="5" />
        </g>
      );
    case 'pearl':
      return (
        <g {...paint}>
          <circle cx="50" cy="52" r="36" />
          <ellipse cx="38" cy="38" rx="11" ry="7" fill="rgba(255,255,255,0.75)" stroke="none" />
        </g>
      );
    case 'flame':
      return (
        <path
          {...paint}
          d="M50 6c12 22 32 32 28 58-3 18-15 28-28 28-16 0-29-11-29-30 0-16 12-24 15-40 7 9 9 16 12 22 3-12 2-24 2-38z"
        />
      );
    case 'wave':
      return (
        <g {...paint}>
          <path d="M6 78c10-34 34-56 60-56 14 0 26 10 26 24 0 12-10 20-20 20-8 0-14-6-14-13 0-6 4-10 9-10-14-6-34 6-42 35h-19z" />
          <path d="M6 88h88" fill="none" />
        </g>
      );
    case 'bell':
      return (
        <g {...paint}>
          <path d="M50 10c20 0 28 18 28 38l10 26H12l10-26c0-20 8-38 28-38z" />
          <circle cx="50" cy="84" r="8" />
          <path d="M30 60h40" fill="none" />
        </g>
      );
    case 'anchor':
      return (
        <g {...paint} fill="none" strokeWidth={10} stroke={fill}>
          <circle cx="50" cy="18" r="9" />
          <path d="M50 27v60M30 44h40M14 60c4 18 18 28 36 28s32-10 36-28" />
        </g>
      );
    case 'trident':
      return (
        <path
          {...paint}
          d="M50 4l8 16h-4v28h12V26h-4l7-14 7 14h-4v22c0 9-8 14-18 14v32H46V62c-10 0-18-5-18-14V26h-4l7-14 7 14h-4v22h12V20h-4z"
        />
      );
    case 'shuriken':
      return (
        <g {...paint}>
          <path d="M50 4 60 40 96 50 60 60 50 96 40 60 4 50 40 40z" />
          <circle cx="50" cy="50" r="8" fill="rgba(20,8,0,0.6)" />
        </g>
      );
    case 'drum':
      return (
        <g {...paint}>
          <ellipse cx="50" cy="28" rx="36" ry="12" />
          <path d="M14 28v42c0 7 16 14 36 14s36-7 36-14V28c0 7-16 12-36 12S14 35 14 28z" />
          <path d="M24 38l10 40M44 40l-6 42M56 40l6 42M76 38l-10 40" fill="none" />
        </g>
      );
  }
}
