import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { groupDigits, parsePoints, stepPoints } from '../slip';

const PRESETS = ['1', '5', '10', '50', '100'];

/** Points per bet (both lottery pages): − and +, typing, presets; within 1 and `max` (the type's limit). */
export function PointsField({
  testPrefix,
  value,
  onChange,
  max,
  invalid,
}: {
  /** The page's test ids: `vnl` or `elt`. */
  testPrefix: string;
  value: string;
  onChange: (value: string) => void;
  max: string;
  invalid: boolean;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const id = useId();
  const points = parsePoints(value);
  const top = /^\d+$/.test(max) ? BigInt(max) : null;
  return (
    <div className="vnl-points">
      <label htmlFor={id} className="vnl-label">
        {t('vn.points.label')}
      </label>
      <div className="vnl-points-control">
        <button
          type="button"
          className="btn-icon vnl-step"
          onClick={() => onChange(stepPoints(value, -1, max))}
          aria-label={t('vn.points.less')}
          disabled={points !== null && points <= 1n}
        >
          <Minus size={16} aria-hidden />
        </button>
        <input
          id={id}
          className="input vnl-points-input"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 9))}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          data-testid={`${testPrefix}-points`}
        />
        <button
          type="button"
          className="btn-icon vnl-step"
          onClick={() => onChange(stepPoints(value, 1, max))}
          aria-label={t('vn.points.more')}
          disabled={points !== null && top !== null && points >= top}
        >
          <Plus size={16} aria-hidden />
        </button>
        <fieldset className="vnl-points-presets">
          <legend className="visually-hidden">{t('vn.points.presets')}</legend>
          {PRESETS.filter((preset) => top === null || BigInt(preset) <= top).map((preset) => (
            <button
              key={preset}
              type="button"
              className="vnl-chip"
              aria-pressed={value === preset}
              onClick={() => onChange(preset)}
            >
              {preset}
            </button>
          ))}
        </fieldset>
      </div>
      <p id={`${id}-hint`} className="vnl-muted vnl-hint">
        {max ? t('vn.points.hint', { max: groupDigits(max, language) }) : '\u00a0'}
      </p>
    </div>
  );
}
