import type { TableCard } from '@app/games';
import type { CSSProperties } from 'react';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Record<TableCard['suit'], { path: string; symbol: string }> = {
  hearts: {
    symbol: '♥',
    path: 'M50 88C20 62 8 48 8 32 8 18 18 10 30 10c9 0 16 5 20 13 4-8 11-13 20-13 12 0 22 8 22 22 0 16-12 30-42 56z',
  },
  diamonds: { symbol: '♦', path: 'M50 6 86 50 50 94 14 50z' },
  spades: {
    symbol: '♠',
    path: 'M50 6C26 32 10 44 10 60c0 12 9 20 20 20 7 0 13-3 17-9-1 9-5 16-11 22h28c-6-6-10-13-11-22 4 6 10 9 17 9 11 0 20-8 20-20 0-16-16-28-40-54z',
  },
  clubs: {
    symbol: '♣',
    path: 'M50 8a17 17 0 0 0-14 27 17 17 0 1 0 10 30c-1 11-5 19-11 25h30c-6-6-10-14-11-25a17 17 0 1 0 10-30A17 17 0 0 0 50 8z',
  },
};

/** A card's name for screen readers: "Q♥". */
export function cardName(card: TableCard): string {
  return `${RANKS[card.rank]}${SUITS[card.suit].symbol}`;
}

type Props = {
  /** null: face down. */
  card: TableCard | null;
  /** Turns over after this many ms of the reveal. */
  delayMs?: number;
  className?: string;
};

/** A playing card in SVG: rank in two corners, the suit drawn large; it flips face up when its turn comes. */
export function Card({ card, delayMs = 0, className = '' }: Props) {
  const style = { '--delay': `${delayMs}ms` } as CSSProperties;
  if (!card) {
    return (
      <svg className={`tb-card back ${className}`} viewBox="0 0 100 140" aria-hidden="true" style={style}>
        <rect x="2" y="2" width="96" height="136" rx="10" fill="#7a1f3d" stroke="#ffc94a" strokeWidth="3" />
        <rect
          x="13"
          y="13"
          width="74"
          height="114"
          rx="6"
          fill="none"
          stroke="#ffc94a"
          strokeWidth="2"
          strokeDasharray="5 4"
        />
      </svg>
    );
  }
  const color = card.suit === 'hearts' || card.suit === 'diamonds' ? '#d90429' : '#111827';
  const rank = RANKS[card.rank];
  return (
    <svg
      className={`tb-card face ${className}`}
      viewBox="0 0 100 140"
      role="img"
      aria-label={cardName(card)}
      style={style}
    >
      <rect x="2" y="2" width="96" height="136" rx="10" fill="#fffdf8" stroke="#d6d3d1" strokeWidth="2" />
      <text x="9" y="30" fontSize="26" fontWeight="800" fill={color} fontFamily="Georgia, serif">
        {rank}
      </text>
      <text
        x="91"
        y="128"
        fontSize="26"
        fontWeight="800"
        fill={color}
        textAnchor="end"
        fontFamily="Georgia, serif"
      >
        {rank}
      </text>
      <path d={SUITS[card.suit].path} fill={color} transform="translate(27 40) scale(0.46)" />
    </svg>
  );
}
