import { Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BetTypeRates } from '../slip';
import { randomPick } from './quick';
import { padValue, toggleNumber, valuesOf } from './selection';

/** Keno: the board of 1–80 (at most `maxNumbers`, 10), the count chosen, a random ticket of N, and clear. */
export function KenoPicker({
  rates,
  numbers,
  onChange,
}: {
  rates: BetTypeRates;
  numbers: readonly string[];
  onChange: (numbers: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const all = valuesOf(rates).map((value) => padValue(value, rates.digits));
  const full = numbers.length >= rates.maxNumbers;
  return (
    <div className="elt-keno" data-testid="elt-keno-picker">
      <p className="elt-keno-count" aria-live="polite">
        <strong className={full ? 'elt-keno-full' : undefined}>
          {t('elott.picker.kenoCount', { count: numbers.length, max: rates.maxNumbers })}
        </strong>
        <span className="vnl-muted"> · {t('elott.picker.kenoMax', { max: rates.maxNumbers })}</span>
      </p>
      <fieldset className="elt-quick">
        <legend className="elt-quick-label">
          <Shuffle size={14} aria-hidden /> {t('elott.picker.randomLabel')}
        </legend>
        {Array.from({ length: rates.maxNumbers }, (_, index) => index + 1).map((count) => (
          <button
            key={count}
            type="button"
            className="elt-mini elt-mini-square"
            aria-label={t('elott.picker.random', { count })}
            onClick={() => onChange(randomPick(all, count))}
            data-testid={`elt-keno-random-${count}`}
          >
            {count}
          </button>
        ))}
        <button
          type="button"
          className="elt-mini"
          onClick={() => onChange([])}
          disabled={numbers.length === 0}
        >
          {t('elott.picker.clear')}
        </button>
      </fieldset>
      <fieldset className="elt-keno-board">
        <legend className="visually-hidden">{t('elott.picker.board')}</legend>
        {all.map((number) => {
          const on = numbers.includes(number);
          return (
            <button
              key={number}
              type="button"
              className="elt-pick elt-keno-pick"
              aria-pressed={on}
              disabled={full && !on}
              onClick={() => onChange(toggleNumber('set', numbers, number, rates.maxNumbers))}
            >
              {number}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
