import type { CSSProperties } from 'react';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { chipColor, compact } from './chips';
import type { TableKey } from './table-texts';

type Props = {
  chips: readonly bigint[];
  chip: bigint;
  onChip: (chip: bigint) => void;
  /** What the pending chips debit, and what this round's confirmed bets staked. */
  pendingStake: bigint;
  placedStake: bigint;
  /** The stake Undo would give back, or null when there is nothing to take back. */
  undoStake: bigint | null;
  canEdit: boolean;
  canRebet: boolean;
  busy: boolean;
  onClear: () => void;
  onUndo: () => void;
  onRebet: () => void;
  onDouble: () => void;
  onConfirm: () => void;
  x: Translate<TableKey>;
  lang: PlayLanguage;
};

/** The chips in hand, Clear / Undo / Rebet / Double, the stakes pending and placed, and Confirm. */
export function TableControls({
  chips,
  chip,
  onChip,
  pendingStake,
  placedStake,
  undoStake,
  canEdit,
  canRebet,
  busy,
  x,
  lang,
  ...on
}: Props) {
  const nothingPending = pendingStake === 0n;
  return (
    <div className="controls tb-controls">
      <fieldset className="tb-chips">
        <legend className="sr-only">{x('chips')}</legend>
        {chips.map((value, rank) => (
          <button
            type="button"
            key={String(value)}
            className="tb-chip"
            aria-pressed={value === chip}
            aria-label={x('chipValue', { amount: money(value, lang) })}
            style={{ '--chip': chipColor(rank) } as CSSProperties}
            onClick={() => onChip(value)}
            data-testid={`chip-${value}`}
          >
            {compact(value, lang)}
          </button>
        ))}
      </fieldset>
      <div className="tb-actions">
        <button
          type="button"
          className="button small"
          onClick={on.onClear}
          disabled={!canEdit || nothingPending}
          data-testid="table-clear"
        >
          {x('clear')}
        </button>
        <button
          type="button"
          className="button small"
          onClick={on.onUndo}
          disabled={!canEdit || undoStake === null}
          aria-label={undoStake === null ? x('undo') : x('undoLabel', { amount: money(undoStake, lang) })}
          data-testid="table-undo"
        >
          {x('undo')}
        </button>
        <button
          type="button"
          className="button small"
          onClick={on.onRebet}
          disabled={!canRebet}
          data-testid="table-rebet"
        >
          {x('rebet')}
        </button>
        <button
          type="button"
          className="button small"
          onClick={on.onDouble}
          disabled={!canEdit || nothingPending}
          data-testid="table-double"
        >
          {x('double')}
        </button>
      </div>
      <div className="tb-confirm-row">
        <dl className="tb-totals">
          <div>
            <dt>{x('pending')}</dt>
            <dd data-testid="table-pending" data-value={String(pendingStake)}>
              {money(pendingStake, lang)}
            </dd>
          </div>
          <div>
            <dt>{x('placed')}</dt>
            <dd data-testid="table-placed" data-value={String(placedStake)}>
              {money(placedStake, lang)}
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="button primary tb-confirm"
          onClick={on.onConfirm}
          disabled={!canEdit || nothingPending}
          aria-busy={busy}
          data-testid="table-confirm"
        >
          {nothingPending ? x('confirmNone') : x('confirm', { amount: money(pendingStake, lang) })}
        </button>
      </div>
    </div>
  );
}
