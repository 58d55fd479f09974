import type { Translate } from '../../i18n/texts';
import type { PlayLanguage } from '../../launch-params';
import { money } from '../../money/money';
import { ChipFace } from './Chip';
import type { InstantKey } from './instant-texts';

type Props = {
  chips: bigint[];
  chip: bigint;
  onChip: (chip: bigint) => void;
  total: bigint;
  disabled: boolean;
  t: Translate<InstantKey>;
  lang: PlayLanguage;
  canRebet: boolean;
  onClear: () => void;
  onUndo: () => void;
  onRebet: () => void;
  onDouble: () => void;
  onPlay: () => void;
  playLabel: string;
};

/** A table's controls: the chip values, clear / undo / rebet / double, the total staked and the play button. */
export function ChipTray({
  chips,
  chip,
  onChip,
  total,
  disabled,
  t,
  lang,
  canRebet,
  playLabel,
  ...on
}: Props) {
  return (
    <div className="controls chip-tray">
      <div className="chip-choice">
        {chips.map((value, rank) => (
          <button
            type="button"
            key={String(value)}
            aria-pressed={value === chip}
            aria-label={t('chipValue', { amount: money(value, lang) })}
            className="chip-button"
            disabled={disabled}
            onClick={() => onChip(value)}
            data-testid={`chip-${value}`}
          >
            <ChipFace amount={value} rank={rank} lang={lang} />
          </button>
        ))}
      </div>
      <div className="tray-row">
        <button
          type="button"
          className="button small"
          onClick={on.onClear}
          disabled={disabled || total === 0n}
          data-testid="table-clear"
        >
          {t('clear')}
        </button>
        <button
          type="button"
          className="button small"
          onClick={on.onUndo}
          disabled={disabled || total === 0n}
        >
          {t('undo')}
        </button>
        {total === 0n ? (
          <button
            type="button"
            className="button small"
            onClick={on.onRebet}
            disabled={disabled || !canRebet}
            data-testid="table-rebet"
          >
            {t('rebet')}
          </button>
        ) : (
          <button type="button" className="button small" onClick={on.onDouble} disabled={disabled}>
            {t('double')}
          </button>
        )}
        <output className="stat tray-total" data-testid="table-total" data-value={String(total)}>
          <span className="label">{t('totalStake')}</span>
          <strong>{money(total, lang)}</strong>
        </output>
      </div>
      <button
        type="button"
        className="button primary play-button"
        onClick={on.onPlay}
        disabled={disabled || total === 0n}
        data-testid="instant-play"
        aria-busy={disabled}
      >
        {playLabel}
      </button>
    </div>
  );
}
