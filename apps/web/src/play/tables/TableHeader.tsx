import type { TableRound } from '@app/contracts';
import type { Translate } from '../i18n/texts';
import type { TablePhase } from './table-feed';
import type { TableKey } from './table-texts';

type Props = {
  name: string;
  variant: string;
  round: TableRound | null;
  phase: TablePhase;
  bettingMs: number | null;
  /** Decision tables: how long players decide (the bar shrinks over it while they do). */
  decideMs?: number | null;
  connected: boolean;
  /** Players at the table (null before the server said). */
  online: number | null;
  x: Translate<TableKey>;
};

const VARIANTS: Record<string, TableKey> = { speed: 'speed', vip: 'vip', super: 'super' };

/**
 * The table's line above the result: its name and variant, the round, the phase with the countdown to the close
 * of betting (on the server's clock) and its shrinking bar. Screen readers hear the phase, then 10 and 5 seconds
 * left, not every second.
 */
export function TableHeader({
  name,
  variant,
  round,
  phase,
  bettingMs,
  decideMs,
  connected,
  online,
  x,
}: Props) {
  const seconds = phase.kind === 'betting' || phase.kind === 'deciding' ? Math.ceil(phase.msLeft / 1000) : 0;
  const length = phase.kind === 'betting' ? bettingMs : phase.kind === 'deciding' ? decideMs : null;
  const share =
    (phase.kind === 'betting' || phase.kind === 'deciding') && length
      ? Math.min(1, Math.max(0, phase.msLeft / length))
      : 0;
  const variantKey = VARIANTS[variant];
  return (
    <header className="tb-head" data-testid="table-head">
      <div className="tb-title">
        <span className="tb-name">{name}</span>
        {variantKey && <span className={`tb-variant ${variant}`}>{x(variantKey)}</span>}
        {round && (
          <span className="tb-round" data-testid="table-round">
            {x('round', { n: round.roundNo })}
          </span>
        )}
        {online !== null && online > 0 && (
          <span
            className="tb-online"
            data-testid="table-online"
            data-value={online}
            role="img"
            aria-label={x('online', { n: online })}
            title={x('online', { n: online })}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <circle cx="8" cy="5" r="3" fill="currentColor" />
              <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" fill="currentColor" />
            </svg>
            {online}
          </span>
        )}
      </div>
      <div className="tb-phase" data-phase={phase.kind} data-testid="table-phase">
        <span className="tb-phase-text">{phaseText(phase, round, connected, x)}</span>
        {phase.kind === 'betting' && (
          <span
            className={`tb-count${seconds <= 5 ? ' hurry' : ''}`}
            data-testid="table-countdown"
            aria-hidden="true"
          >
            {seconds}
          </span>
        )}
      </div>
      <div className="tb-timer" aria-hidden="true">
        <span style={{ transform: `scaleX(${share})` }} className={seconds <= 5 ? 'hurry' : ''} />
      </div>
      <p className="sr-only" aria-live="polite" data-testid="table-announce">
        {announcement(phase, round, connected, x)}
      </p>
    </header>
  );
}

function phaseText(phase: TablePhase, round: TableRound | null, connected: boolean, x: Translate<TableKey>) {
  if (!connected && phase.kind === 'waiting') return x('reconnecting');
  switch (phase.kind) {
    case 'waiting':
      return x('waiting');
    case 'betting':
      return x('placeBets');
    case 'closing':
      return x('bettingClosed');
    case 'deciding':
      return x('deciding');
    case 'revealing':
      return x('revealing');
    case 'settled':
      return x('settled', { n: round?.roundNo ?? '' });
  }
}

function announcement(
  phase: TablePhase,
  round: TableRound | null,
  connected: boolean,
  x: Translate<TableKey>,
) {
  if (phase.kind === 'deciding') {
    const left = Math.ceil(phase.msLeft / 1000);
    if (left <= 5) return x('decideSecondsLeft', { s: 5 });
    if (left <= 10) return x('decideSecondsLeft', { s: 10 });
    return phaseText(phase, round, connected, x);
  }
  if (phase.kind !== 'betting') return phaseText(phase, round, connected, x);
  const seconds = Math.ceil(phase.msLeft / 1000);
  if (seconds <= 5) return x('secondsLeft', { s: 5 });
  if (seconds <= 10) return x('secondsLeft', { s: 10 });
  return x('bettingOpen', { n: round?.roundNo ?? '' });
}
