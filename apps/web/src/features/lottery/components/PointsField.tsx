import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { groupDigits, parsePoints, stepPoints } from '../slip';
import { Stepper } from './Stepper';

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
        <Stepper
          value={value}
          onType={(typed) => onChange(typed.replace(/\D/g, '').slice(0, 9))}
          onStep={(delta) => onChange(stepPoints(value, delta, max))}
          atLeast={points !== null && points <= 1n}
          atMost={points !== null && top !== null && points >= top}
          lessLabel={t('vn.points.less')}
          moreLabel={t('vn.points.more')}
          inputProps={{
            id,
            'aria-invalid': invalid,
            'aria-describedby': `${id}-hint`,
            'data-testid': `${testPrefix}-points`,
          }}
        />
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
