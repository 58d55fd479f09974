import type { PvpGame, PvpSeat } from '@app/contracts';
import type { CSSProperties } from 'react';
import type { Translate } from '../i18n/texts';
import { PvpCards } from './PvpCard';
import type { PvpKey } from './pvp-texts';

const RING = 2 * Math.PI * 22;

type Props = {
  seat: PvpSeat;
  game: PvpGame;
  /** Where the seat sits on the felt, in percent. */
  at: { x: number; y: number };
  name: string;
  mine: boolean;
  /** Dealt into the hand being played (or the settled hand on the table). */
  dealt: boolean;
  banker: boolean;
  toMove: boolean;
  passed: boolean;
  place: number | null;
  /** The share of the turn left (1 → 0) on the seat to move, and its seconds. */
  share: number | null;
  seconds: number | null;
  x: Translate<PvpKey>;
};

/**
 * A seat around the oval: who sits there (BOT, banker, ready, auto marked), the countdown ring of the seat to
 * move, and its hand as the table may see it: the cards left (tiến lên) or three cards, face down until shown.
 */
export function PvpSeatView({
  seat,
  game,
  at,
  name,
  mine,
  dealt,
  banker,
  toMove,
  passed,
  place,
  share,
  seconds,
  x,
}: Props) {
  const empty = seat.nickname === null;
  const style = { '--x': `${at.x}%`, '--y': `${at.y}%` } as CSSProperties;
  const hurry = seconds !== null && seconds <= 5;
  const classes = ['pv-seat', mine && 'mine', empty && 'empty', toMove && 'to-move', passed && 'passed']
    .filter(Boolean)
    .join(' ');
  const initial = empty ? '' : seat.bot ? '⚙' : (name.trim()[0] ?? '?').toUpperCase();
  return (
    <li className={classes} style={style} data-seat={seat.seat} data-testid={`pvp-seat-${seat.seat}`}>
      <div className="pv-avatar" aria-hidden="true">
        {toMove && share !== null && (
          <svg className={`pv-ring${hurry ? ' hurry' : ''}`} viewBox="0 0 48 48" aria-hidden="true">
            <circle cx="24" cy="24" r="22" className="pv-ring-track" />
            <circle
              cx="24"
              cy="24"
              r="22"
              className="pv-ring-left"
              strokeDasharray={RING}
              strokeDashoffset={RING * (1 - share)}
            />
          </svg>
        )}
        <span className="pv-initial">{initial}</span>
        {toMove && seconds !== null && (
          <span className={`pv-seconds${hurry ? ' hurry' : ''}`}>{seconds}</span>
        )}
      </div>
      <div className="pv-seat-name" title={name}>
        {empty ? x('emptySeat') : name}
        {mine && <span className="sr-only"> ({x('you')})</span>}
      </div>
      {!empty && (
        <div className="pv-tags">
          {seat.bot && (
            <span className="pv-tag bot" title={x('botTitle')}>
              {x('bot')}
            </span>
          )}
          {banker && <span className="pv-tag banker">{x('banker')}</span>}
          {seat.ready && (
            <span className="pv-tag ready" title={x('readyMark')}>
              <span aria-hidden="true">✓</span>
              <span className="sr-only">{x('readyMark')}</span>
            </span>
          )}
          {seat.auto && (
            <span className="pv-tag auto" title={x('autoTitle')}>
              {x('auto')}
            </span>
          )}
          {passed && <span className="pv-tag passed">{x('passed')}</span>}
          {place !== null && <span className="pv-tag place">{x('place', { n: place })}</span>}
          {toMove && <span className="sr-only">{x('toMove')}</span>}
        </div>
      )}
      {!empty && dealt && game === 'tien-len' && (
        <span className="pv-left" data-testid={`pvp-left-${seat.seat}`}>
          {x('cardsLeft', { n: seat.cardsLeft })}
        </span>
      )}
      {!empty && dealt && game !== 'tien-len' && !mine && (
        <PvpCards
          className="mini"
          codes={seat.shown}
          count={3}
          x={x}
          label={seat.shown ? x('shownCards') : undefined}
        />
      )}
    </li>
  );
}
