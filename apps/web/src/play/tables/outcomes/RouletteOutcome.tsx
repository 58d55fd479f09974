import { type RouletteOutcome, rouletteColumn, rouletteDozen } from '@app/games';
import type { CSSProperties } from 'react';
import type { Translate } from '../../i18n/texts';
import type { TableKey } from '../table-texts';

type Props = { outcome: RouletteOutcome | null; spinning: boolean; x: Translate<TableKey> };

const SPIN_MS = 2_200;
const late = (ms: number) => ({ '--delay': `${ms}ms` }) as CSSProperties;

/** Roulette: the wheel spins while betting is closed, slows down, and the ball's pocket shows in its colour. */
export function RouletteWheel({ outcome: o, spinning, x }: Props) {
  const n = o?.number ?? null;
  const words =
    o && n !== null && n > 0
      ? [
          x(o.color),
          x(n % 2 ? 'odd' : 'even'),
          n <= 18 ? '1–18' : '19–36',
          x('dozen', { n: rouletteDozen(n) }),
          x('column', { n: rouletteColumn(n) }),
        ]
      : o
        ? [x('green')]
        : [];
  return (
    <div className={`tb-outcome roulette${spinning ? ' spinning' : ''}${o ? ' landed' : ''}`}>
      <div className="tb-wheel">
        <span
          className="tb-wheel-ring"
          style={{ '--spin': `${SPIN_MS}ms` } as CSSProperties}
          aria-hidden="true"
        />
        <output className="tb-ball-slot" data-testid="table-number" data-number={n ?? ''}>
          {o && (
            <span className={`tb-ball ${o.color} tb-late`} style={late(SPIN_MS)}>
              {n}
            </span>
          )}
        </output>
      </div>
      <p className="tb-verdict" aria-live="polite">
        {o && (
          <span className="tb-late" style={late(SPIN_MS + 200)}>
            {words.join(' · ')}
          </span>
        )}
      </p>
    </div>
  );
}
