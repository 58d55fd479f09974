import type { BauCuaFace } from '@app/games';

/** The six faces of bầu cua, drawn in SVG (a 100 × 100 box) on their traditional colours. */
const FACE_ART: Record<BauCuaFace, { bg: string; art: React.ReactNode }> = {
  nai: {
    bg: '#8d5524',
    art: (
      <g stroke="#3b2411" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
        <path
          d="M38 34c-6-8-6-16-2-22M38 26l-9-6M62 34c6-8 6-16 2-22M62 26l9-6"
          fill="none"
          strokeWidth="4"
        />
        <path d="M34 40c0-6 7-10 16-10s16 4 16 10l-4 22c-2 10-6 16-12 16s-10-6-12-16z" fill="#e0a96d" />
        <path d="M30 40l-10-4 6 10zM70 40l10-4-6 10z" fill="#e0a96d" />
        <circle cx="43" cy="48" r="3" fill="#3b2411" stroke="none" />
        <circle cx="57" cy="48" r="3" fill="#3b2411" stroke="none" />
        <ellipse cx="50" cy="70" rx="6" ry="4" fill="#3b2411" stroke="none" />
      </g>
    ),
  },
  bau: {
    bg: '#2d6a4f',
    art: (
      <g stroke="#1b4332" strokeWidth="3">
        <path d="M50 14v8" strokeWidth="4" strokeLinecap="round" />
        <path d="M56 16c8-6 16-2 18 4-6 2-12 0-18-4z" fill="#95d5b2" />
        <circle cx="50" cy="36" r="14" fill="#d8f3dc" />
        <circle cx="50" cy="64" r="24" fill="#b7e4c7" />
        <path d="M40 56c-4 6-4 14 0 18" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </g>
    ),
  },
  ga: {
    bg: '#c1121f',
    art: (
      <g stroke="#6a040f" strokeWidth="3" strokeLinejoin="round">
        <path d="M40 22c2-8 8-8 10-2 2-6 8-6 10 2-4 0-6 4-6 4H46s-2-4-6-4z" fill="#ff4d6d" />
        <path
          d="M36 30c8-6 22-4 24 8 2 8 0 12 6 16 8 6 16 2 18-8 6 14 2 30-14 36-16 6-32-2-36-16-2-10 2-14 2-20 0-6-4-10 0-16z"
          fill="#fff3b0"
        />
        <path d="M34 36l-10 4 10 4z" fill="#ffb703" />
        <circle cx="44" cy="36" r="3" fill="#1f2937" stroke="none" />
        <path d="M42 46c2 6 0 10-4 12" fill="none" stroke="#ff4d6d" strokeWidth="5" strokeLinecap="round" />
        <path d="M50 86v8M60 84v10" stroke="#ffb703" strokeWidth="4" strokeLinecap="round" />
      </g>
    ),
  },
  ca: {
    bg: '#0077b6',
    art: (
      <g stroke="#023e8a" strokeWidth="3" strokeLinejoin="round">
        <path d="M14 50c10-18 38-24 56-6l16-14v40L70 56C52 74 24 68 14 50z" fill="#90e0ef" />
        <path d="M44 36c6 8 6 20 0 28" fill="none" />
        <circle cx="28" cy="47" r="4" fill="#03045e" stroke="none" />
        <path d="M50 34l8-10 4 14z" fill="#48cae4" />
      </g>
    ),
  },
  cua: {
    bg: '#e85d04',
    art: (
      <g stroke="#7f2704" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
        <path d="M22 60l-10 10M24 68l-8 14M78 60l10 10M76 68l8 14" fill="none" strokeWidth="4" />
        <path d="M26 40c-14-2-16-16-8-22 0 8 6 10 12 8z" fill="#ffba08" />
        <path d="M74 40c14-2 16-16 8-22 0 8-6 10-12 8z" fill="#ffba08" />
        <ellipse cx="50" cy="58" rx="28" ry="20" fill="#ffba08" />
        <circle cx="42" cy="44" r="4" fill="#fff" />
        <circle cx="58" cy="44" r="4" fill="#fff" />
        <circle cx="42" cy="44" r="1.5" fill="#1f2937" stroke="none" />
        <circle cx="58" cy="44" r="1.5" fill="#1f2937" stroke="none" />
      </g>
    ),
  },
  tom: {
    bg: '#d6336c',
    art: (
      <g stroke="#7d1035" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
        <path
          d="M70 22c-20-6-44 6-46 30-1 14 8 26 22 30l-6 10 14-4 6 8 2-12c-12-4-18-14-16-26 2-14 14-22 28-20z"
          fill="#ffb3c6"
        />
        <path d="M44 34l6 8M38 46l8 4M38 60l8 0M44 72l6-4" fill="none" />
        <path d="M70 22l18-12M68 26l20-2" fill="none" />
        <circle cx="64" cy="28" r="3" fill="#1f2937" stroke="none" />
      </g>
    ),
  },
};

export function FaceArt({ face, className = '' }: { face: BauCuaFace; className?: string }) {
  const { bg, art } = FACE_ART[face];
  return (
    <svg className={`face-art ${className}`} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="94" height="94" rx="20" fill={bg} />
      <rect x="3" y="3" width="94" height="94" rx="20" fill="url(#face-gloss)" />
      {art}
    </svg>
  );
}

/** The gloss every face shares, once per screen. */
export function FaceDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="face-gloss" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.18" />
        </linearGradient>
      </defs>
    </svg>
  );
}
