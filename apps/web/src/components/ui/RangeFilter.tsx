import { siteDay } from '@app/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PRESETS, type Preset, presetRange, rangeProblem } from './date-range';
import './form.css';
import './range-filter.css';

/**
 * A record list's period (betting record, transaction record, profit and loss, bonuses): the presets (today,
 * 7 days, 30 days) and a custom range, handed on once both ends make sense.
 */
export function RangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [preset, setPreset] = useState<Preset>('days7');
  const [custom, setCustom] = useState<DateRange>(range);
  const problem = preset === 'custom' ? rangeProblem(custom) : null;
  const today = siteDay();

  const pick = (next: Preset) => {
    setPreset(next);
    if (next !== 'custom') onChange(presetRange(next));
    else setCustom(range);
  };
  const edit = (next: DateRange) => {
    setCustom(next);
    if (!rangeProblem(next)) onChange(next);
  };

  return (
    <div className="range-filter">
      <div className="range-chips" role="radiogroup" aria-label={t('dateRange.period')}>
        {[...PRESETS, 'custom' as const].map((key) => (
          // biome-ignore lint/a11y/useSemanticElements: chips announced as radios
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={preset === key}
            className="range-chip"
            onClick={() => pick(key)}
            data-testid={`range-${key}`}
          >
            {t(`dateRange.presets.${key}`)}
          </button>
        ))}
      </div>
      {preset === 'custom' ? (
        <div className="range-custom">
          <label htmlFor={`${id}-from`} className="field-label">
            {t('dateRange.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={custom.from}
            max={today}
            onChange={(event) => edit({ ...custom, from: event.target.value })}
            data-testid="range-from"
          />
          <label htmlFor={`${id}-to`} className="field-label">
            {t('dateRange.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={custom.to}
            max={today}
            onChange={(event) => edit({ ...custom, to: event.target.value })}
            data-testid="range-to"
          />
          {problem ? (
            <p className="field-error" data-testid="range-error">
              {t(`dateRange.problems.${problem}`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A record list's period (the last 7 days at first) and its page: another period starts again at page 1. */
export function useRangeAndPage() {
  const [range, setRange] = useState<DateRange>(() => presetRange('days7'));
  const [page, setPage] = useState(1);
  const changeRange = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };
  return { range, changeRange, page, setPage };
}
