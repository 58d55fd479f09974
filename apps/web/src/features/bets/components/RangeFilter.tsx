import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vietnamDay } from '../../../lib/vietnam-day';
import type { DateRange } from '../api/bets';
import { PRESETS, type Preset, presetRange, rangeProblem } from './date-range';

/** Date presets (today, 7 days, 30 days) and a custom range, applied once both ends make sense. */
export function RangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation('bets');
  const id = useId();
  const [preset, setPreset] = useState<Preset>('days7');
  const [custom, setCustom] = useState<DateRange>(range);
  const problem = preset === 'custom' ? rangeProblem(custom) : null;
  const today = vietnamDay();

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
    <div className="bets-range">
      <div className="bets-chips" role="radiogroup" aria-label={t('period')}>
        {[...PRESETS, 'custom' as const].map((key) => (
          // biome-ignore lint/a11y/useSemanticElements: chips announced as radios
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={preset === key}
            className="bets-chip"
            onClick={() => pick(key)}
            data-testid={`bets-range-${key}`}
          >
            {t(`presets.${key}`)}
          </button>
        ))}
      </div>
      {preset === 'custom' ? (
        <div className="bets-range-custom">
          <label htmlFor={`${id}-from`} className="field-label">
            {t('from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={custom.from}
            max={today}
            onChange={(event) => edit({ ...custom, from: event.target.value })}
            data-testid="bets-range-from"
          />
          <label htmlFor={`${id}-to`} className="field-label">
            {t('to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={custom.to}
            max={today}
            onChange={(event) => edit({ ...custom, to: event.target.value })}
            data-testid="bets-range-to"
          />
          {problem ? (
            <p className="field-error" data-testid="bets-range-error">
              {t(`range.${problem}`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
