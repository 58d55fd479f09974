import type { CSSProperties } from 'react';
import type { Translate } from '../i18n/texts';
import { Card } from '../tables/Card';
import { cardName, parseCode } from './pvp-cards';
import type { PvpKey } from './pvp-texts';

type Props = {
  /** A card code ('QH'), or null for a face-down card. */
  code: string | null;
  x: Translate<PvpKey>;
  delayMs?: number;
  className?: string;
};

/**
 * A card on the table: the studio's card face (tables/Card), named in the player's language ("Q cơ" / "Queen of
 * hearts"); a face-down card is not read out (its group says how many there are).
 */
export function PvpCard({ code, x, delayMs, className = '' }: Props) {
  if (code === null) {
    return (
      <span className={`pv-card back ${className}`} aria-hidden="true">
        <Card card={null} />
      </span>
    );
  }
  return (
    <span className={`pv-card face ${className}`} role="img" aria-label={cardName(code, x)} data-card={code}>
      {/* the face inside names itself in English symbols: the span above names it in the player's language */}
      <span aria-hidden="true">
        <Card card={parseCode(code)} delayMs={delayMs} />
      </span>
    </span>
  );
}

/** A row of cards, a list named by `label`: face up when known, else `count` face-down ones ("3 lá úp"). */
export function PvpCards({
  codes,
  count,
  x,
  className = '',
  label,
}: {
  codes: readonly string[] | null;
  count: number;
  x: Translate<PvpKey>;
  className?: string;
  label?: string;
}) {
  return (
    <ul
      className={`pv-cards ${className}`}
      style={{ '--n': codes ? codes.length : count } as CSSProperties}
      aria-label={label ?? (codes ? undefined : x('faceDown', { n: count }))}
    >
      {codes
        ? codes.map((code, i) => (
            <li key={code}>
              <PvpCard code={code} x={x} delayMs={i * 120} />
            </li>
          ))
        : Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: face-down placeholders
            <li key={i}>
              <PvpCard code={null} x={x} />
            </li>
          ))}
    </ul>
  );
}
