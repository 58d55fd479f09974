import type { FanTanOutcome } from '@app/games';
import type { CSSProperties } from 'react';
import type { Translate } from '../../i18n/texts';
import type { TableKey } from '../table-texts';

type Props = { outcome: FanTanOutcome | null; shaking: boolean; x: Translate<TableKey> };

/** How long the dealer takes to clear the beads, four at a time. */
const CLEAR_MS = 1_800;
const START_MS = 300;
const late = (ms: number) => ({ '--delay': `${ms}ms` }) as CSSProperties;

/** Fan Tan: the bowl lifts on the beads, which go four at a time until 1–4 are left: the result. */
export function FanTanBeads({ outcome: o, shaking, x }: Props) {
  if (!o) {
    return (
      <div className={`tb-outcome fan-tan${shaking ? ' shaking' : ''}`}>
        <div className="tb-plate">
          <span className="tb-bowl" aria-hidden="true" />
        </div>
        <p className="tb-verdict">&nbsp;</p>
      </div>
    );
  }
  const groups = Math.ceil((o.beads - o.remainder) / 4);
  const kept = o.beads - o.remainder;
  return (
    <div className="tb-outcome fan-tan">
      <div className="tb-beads" data-testid="table-beads" data-beads={o.beads} data-remainder={o.remainder}>
        {Array.from({ length: o.beads }, (_, i) => (
          <i
            // biome-ignore lint/suspicious/noArrayIndexKey: the beads are positions
            key={i}
            className={i < kept ? 'gone' : 'left'}
            style={i < kept ? late(START_MS + Math.floor(i / 4) * (CLEAR_MS / groups)) : undefined}
          />
        ))}
      </div>
      <output
        className="tb-remainder tb-late"
        style={late(START_MS + CLEAR_MS)}
        data-testid="table-remainder"
      >
        {o.remainder}
      </output>
      <p className="tb-verdict" aria-live="polite">
        {x('beads', { n: o.beads })} ·{' '}
        <span className="tb-late" style={late(START_MS + CLEAR_MS)}>
          {x('remainder', { n: o.remainder })}
        </span>
      </p>
    </div>
  );
}
