import type { PvpHand } from '@app/contracts';
import { useId } from 'react';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { PvpCards } from './PvpCard';
import { type PvpResultRow, summaryLines } from './pvp-state';
import type { PvpKey } from './pvp-texts';

type Props = {
  hand: PvpHand;
  rows: PvpResultRow[];
  mySeat: number | null;
  /** Bài cào's banker, marked in its line. */
  banker: number | null;
  name: (seat: number) => string;
  format: (amount: bigint) => string;
  onHide: () => void;
  x: Translate<PvpKey>;
  lang: PlayLanguage;
};

/** An amount won (+, green) or lost (−, red). */
function signed(amount: bigint, format: (amount: bigint) => string): string {
  if (amount > 0n) return `+${format(amount)}`;
  if (amount < 0n) return `−${format(-amount)}`;
  return format(0n);
}

const tone = (amount: bigint) => (amount > 0n ? 'good' : amount < 0n ? 'bad' : '');

/**
 * A settled hand: the player's own result first, then every dealt seat's net after the rake (and the rake), its
 * cards, the server's lines about the hand, and the fair data (the server seed once revealed).
 */
export function PvpResult({ hand, rows, mySeat, banker, name, format, onHide, x, lang }: Props) {
  const titleId = useId();
  const mine = rows.find((row) => row.seat === mySeat) ?? null;
  const summary = summaryLines(hand, lang);
  return (
    <section className="pv-result" aria-labelledby={titleId} data-testid="pvp-result">
      <header className="pv-result-head">
        <h2 id={titleId}>{x('result', { n: hand.handNo })}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={onHide}
          aria-label={x('hideResult')}
          title={x('hideResult')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {mine && (
        <p className={`pv-mine ${tone(mine.net)}`} data-testid="pvp-my-net" data-value={String(mine.net)}>
          {mine.net > 0n
            ? x('youWon', { amount: format(mine.net) })
            : mine.net < 0n
              ? x('youLost', { amount: format(-mine.net) })
              : x('youEven')}
        </p>
      )}
      <ul className="pv-rows">
        {rows.map((row) => (
          <li
            key={row.seat}
            className={row.seat === mySeat ? 'mine' : ''}
            data-testid={`pvp-result-${row.seat}`}
          >
            <span className="pv-row-name">
              {name(row.seat)}
              {row.seat === banker && <span className="pv-tag banker">{x('banker')}</span>}
            </span>
            {row.shown && row.shown.length > 0 && (
              <PvpCards
                className="mini"
                codes={row.shown}
                count={row.shown.length}
                x={x}
                label={x('shownCards')}
              />
            )}
            <span className="pv-row-money">
              <strong className={tone(row.net)} data-value={String(row.net)}>
                {signed(row.net, format)}
              </strong>
              {row.rake > 0n && <small>{x('rakeAmount', { amount: format(row.rake) })}</small>}
            </span>
          </li>
        ))}
      </ul>
      {summary.length > 0 && (
        <div className="pv-summary" data-testid="pvp-summary">
          {summary.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's lines, in order
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
      <details className="pv-fair">
        <summary>{x('fairData')}</summary>
        <PvpFairList hand={hand} x={x} />
      </details>
    </section>
  );
}

/** A hand's fair data: the hash published at the deal, the hand's seed and nonce, the seed once revealed. */
export function PvpFairList({ hand, x }: { hand: PvpHand; x: Translate<PvpKey> }) {
  return (
    <dl className="fair-list" data-testid="pvp-fair">
      <dt>{x('serverSeedHash')}</dt>
      <dd className="mono">{hand.serverSeedHash}</dd>
      <dt>{x('clientSeed')}</dt>
      <dd className="mono">{hand.clientSeed}</dd>
      <dt>{x('nonce')}</dt>
      <dd className="mono">{hand.nonce}</dd>
      <dt>{x('serverSeed')}</dt>
      <dd className="mono">{hand.serverSeed ?? x('notRevealed')}</dd>
    </dl>
  );
}
