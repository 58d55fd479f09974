import type { CSSProperties } from 'react';
import type { Translate } from '../i18n/texts';
import { Card } from '../tables/Card';
import { PvpCards } from './PvpCard';
import { cardName, parseCode } from './pvp-cards';
import type { PvpKey } from './pvp-texts';

type FanProps = {
  /** The player's cards, sorted. */
  cards: readonly string[];
  selected: readonly string[];
  /** Whether cards can be picked (the player is still in the hand, not on auto). */
  enabled: boolean;
  onToggle: (code: string) => void;
  x: Translate<PvpKey>;
};

/**
 * Tiến lên: the player's cards fanned at the bottom, each a toggle button (tap, or Tab then Space/Enter); a picked
 * card rises. The fan always fits the width: the cards overlap more as there are more of them.
 */
export function PvpFan({ cards, selected, enabled, onToggle, x }: FanProps) {
  const label = `${x('myCards')} · ${x('selected', { n: selected.length })}`;
  return (
    <fieldset
      className="pv-fan"
      style={{ '--n': Math.max(cards.length, 1) } as CSSProperties}
      data-testid="pvp-my-cards"
    >
      <legend className="sr-only">{label}</legend>
      {cards.map((code) => {
        const picked = selected.includes(code);
        return (
          <button
            type="button"
            key={code}
            className="pv-fan-card"
            aria-pressed={picked}
            aria-label={cardName(code, x)}
            disabled={!enabled}
            onClick={() => onToggle(code)}
            data-card={code}
          >
            <span aria-hidden="true">
              <Card card={parseCode(code)} />
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

/** Ba cây / bài cào: the player's three cards, face up for the player. */
export function PvpThree({ cards, x }: { cards: readonly string[]; x: Translate<PvpKey> }) {
  return (
    <div className="pv-three" data-testid="pvp-my-cards">
      <PvpCards codes={cards.length > 0 ? cards : null} count={3} x={x} label={x('myCards')} />
    </div>
  );
}
