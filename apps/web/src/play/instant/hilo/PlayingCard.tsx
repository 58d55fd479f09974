import type { Card } from '@app/games';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

const SUIT_PATHS: Record<Card['suit'], string> = {
  hearts:
    'M50 88C20 62 8 48 8 32 8 18 18 10 30 10c9 0 16 5 20 13 4-8 11-13 20-13 12 0 22 8 22 22 0 16-12 30-42 56z',
  diamonds: 'M50 6 86 50 50 94 14 50z',
  spades:
    'M50 6C26 32 10 44 10 60c0 12 9 20 20 20 7 0 13-3 17-9-1 9-5 16-11 22h28c-6-6-10-13-11-22 4 6 10 9 17 9 11 0 20-8 20-20 0-16-16-28-40-54z',
  clubs:
    'M50 8a17 17 0 0 0-14 27 17 17 0 1 0 10 30c-1 11-5 19-11 25h30c-6-6-10-14-11-25a17 17 0 1 0 10-30A17 17 0 0 0 50 8z',
};

/** A rank as the cards write it: 1 → "A", 11 → "J". */
export function rankName(rank: number): string {
  return RANKS[rank] ?? String(rank);
}

/** The name of a card for screen readers and the face-up card line: "Q♥" style text without the glyph. */
export function cardName(card: Card): string {
  return `${RANKS[card.rank]} ${card.suit}`;
}

/** A playing card in SVG: rank in the corners, the suit drawn in the middle (no font glyphs). */
export function PlayingCard({ card, className = '' }: { card: Card | null; className?: string }) {
  if (!card) {
    return (
      <svg className={`playing-card back ${className}`} viewBox="0 0 100 140" aria-hidden="true">
        <rect x="2" y="2" width="96" height="136" rx="10" fill="#3b2a7a" stroke="#ffc94a" strokeWidth="3" />
        <rect
          x="12"
          y="12"
          width="76"
          height="116"
          rx="6"
          fill="none"
          stroke="#ffc94a"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
      </svg>
    );
  }
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const color = red ? '#d90429' : '#111827';
  const rank = RANKS[card.rank];
  return (
    <svg className={`playing-card ${className}`} viewBox="0 0 100 140" role="img" aria-label={cardName(card)}>
      <rect x="2" y="2" width="96" height="136" rx="10" fill="#fffdf8" stroke="#d6d3d1" strokeWidth="2" />
      <text
        x="10"
        y="28"
        fontSize="24"
        fontWeight="800"
        fill={color}
        fontFamily="Georgia, 'DejaVu Serif', serif"
      >
        {rank}
      </text>
      <text
        x="90"
        y="126"
        fontSize="24"
        fontWeight="800"
        fill={color}
        textAnchor="end"
        fontFamily="Georgia, 'DejaVu Serif', serif"
      >
        {rank}
      </text>
      <path d={SUIT_PATHS[card.suit]} fill={color} transform="translate(25 42) scale(0.5)" />
    </svg>
  );
}
