import type { RpsHand } from '@app/games';

const SKIN = { fill: '#ffd8a8', stroke: '#8a4b12', strokeWidth: 3, strokeLinejoin: 'round' as const };

/** The three hands, drawn in SVG (fingers up). */
export function HandArt({ hand, className = '' }: { hand: RpsHand; className?: string }) {
  return (
    <svg className={`hand-art ${className}`} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {hand === 'rock' && (
        <g {...SKIN}>
          <rect x="24" y="34" width="52" height="44" rx="14" />
          <path d="M24 50h52M37 34v16M50 34v16M63 34v16" fill="none" />
          <path d="M24 58c-6 0-10-4-10-10s6-10 12-8" />
          <rect x="34" y="78" width="32" height="14" rx="4" />
        </g>
      )}
      {hand === 'paper' && (
        <g {...SKIN}>
          <rect x="28" y="14" width="10" height="44" rx="5" />
          <rect x="40" y="8" width="10" height="50" rx="5" />
          <rect x="52" y="10" width="10" height="48" rx="5" />
          <rect x="64" y="18" width="10" height="40" rx="5" />
          <path d="M28 50h46v14c0 12-8 18-22 18S28 76 28 64z" />
          <path d="M28 62c-8-2-14-10-14-18 6 0 12 4 14 10" />
          <rect x="36" y="80" width="30" height="12" rx="4" />
        </g>
      )}
      {hand === 'scissors' && (
        <g {...SKIN}>
          <rect x="30" y="8" width="11" height="48" rx="5.5" transform="rotate(-12 35 32)" />
          <rect x="48" y="8" width="11" height="48" rx="5.5" transform="rotate(12 53 32)" />
          <rect x="26" y="48" width="50" height="32" rx="12" />
          <path d="M26 60h50M40 48v12M58 48v12" fill="none" />
          <rect x="36" y="80" width="30" height="12" rx="4" />
        </g>
      )}
    </svg>
  );
}
