import type { TableDecision, TableDecisionFamily } from '@app/contracts';
import { type CSSProperties, useEffect, useRef } from 'react';
import { formatMoney } from '../../lib/format-money';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { DecisionHands } from './DecisionHands';
import { moveCost, moveKey, orderedMoves } from './decision-view';
import type { TablePhase } from './table-feed';
import type { TableKey } from './table-texts';

type Props = {
  family: TableDecisionFamily;
  phase: TablePhase;
  /** The player's hand in the round on screen (null: no bet in it, or not dealt yet). */
  decision: TableDecision | null;
  /** The ante the player staked in the round (what play and call are priced on). */
  ante: bigint;
  /** A move may be sent now (deciding, with time to spare). */
  open: boolean;
  /** A move is on its way. */
  busy: boolean;
  /** The dealer's cards have been shown. */
  revealed: boolean;
  onMove: (move: string) => void;
  x: Translate<TableKey>;
  lang: PlayLanguage;
};

/**
 * In place of the chips while players decide (and, for a player with a hand, until the next round opens): the
 * countdown to the end of the decision time, the player's hand, the moves they may make as large buttons with
 * what each stakes more, and what happens when the time runs out. A player without a hand sees the others decide.
 */
export function DecisionBar({ family, phase, decision, ante, open, busy, revealed, onMove, x, lang }: Props) {
  const deciding = phase.kind === 'deciding';
  const legal = deciding && decision ? orderedMoves(decision.legal) : [];
  const seconds = phase.kind === 'deciding' ? Math.ceil(phase.msLeft / 1000) : null;
  const state = !decision ? 'others' : legal.length > 0 ? 'deciding' : deciding ? 'waiting' : 'result';
  const title = {
    others: x('othersDeciding'),
    deciding: x('yourMove'),
    waiting: x('waitDealer'),
    result: x('yourResult'),
  }[state];

  // keyboard players keep their place: when a move's button goes (or the moves first show), focus the first one
  const moves = useRef<HTMLDivElement>(null);
  const shown = legal.join(' ');
  useEffect(() => {
    if (!shown) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    moves.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
  }, [shown]);

  return (
    <section
      className="controls tb-controls tb-decide"
      aria-label={title}
      data-testid="decision-bar"
      data-state={state}
    >
      <div className="tb-decide-head">
        <h2 className="tb-decide-title" aria-live="polite">
          {title}
        </h2>
        {state === 'deciding' && (
          <span className="tb-decide-auto">{x(family === 'blackjack' ? 'autoStand' : 'autoFold')}</span>
        )}
        {seconds !== null && (
          <span
            className={`tb-count${seconds <= 5 ? ' hurry' : ''}`}
            data-testid="decision-countdown"
            role="timer"
            aria-label={x('decideSecondsLeft', { s: seconds })}
          >
            {seconds}
          </span>
        )}
      </div>
      <div className="tb-decide-body">
        {decision && (
          <DecisionHands family={family} decision={decision} revealed={revealed} x={x} lang={lang} />
        )}
        {legal.length > 0 && decision && (
          <div
            className="tb-moves"
            ref={moves}
            style={{ '--moves': legal.length } as CSSProperties}
            data-testid="decision-moves"
          >
            {legal.map((move) => {
              const key = moveKey(family, move);
              const label = key ? x(key) : move;
              const cost = moveCost(family, move, decision, ante);
              const price = formatMoney(cost, lang, { decimals: 'ifAny', signed: true });
              return (
                <button
                  type="button"
                  key={move}
                  className={`button tb-move ${move}`}
                  disabled={!open || busy}
                  aria-busy={busy}
                  aria-label={cost > 0n ? x('moveCostLabel', { move: label, amount: price }) : label}
                  onClick={() => onMove(move)}
                  data-testid={`decide-${move}`}
                  data-cost={String(cost)}
                >
                  <b>{label}</b>
                  {cost > 0n && <small>{price}</small>}
                </button>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}
