import { Plus, Shuffle, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetTypeRates } from '../slip';
import { mergeNumbers, parseTypedNumbers } from './entry';
import type { ElottNames } from './names';
import { randomPick } from './quick';
import { type Picks, padValue } from './selection';

type Report = {
  added: number;
  duplicates: string[];
  malformed: ReturnType<typeof parseTypedNumbers>['malformed'];
  already: string[];
  dropped: string[];
};

/**
 * Numbers with too many values for a board (4D 0000–9999, 3D straight 000–999): typed, many at once (spaces,
 * commas, new lines), every repeat and malformed token named; the chosen numbers as removable chips. 4D's big and
 * small are toggles over the same numbers: each type on makes its own line.
 */
export function TypedPicker({
  types,
  names,
  picks,
  onChange,
}: {
  types: readonly BetTypeRates[];
  names: ElottNames;
  picks: Picks;
  onChange: (picks: Picks) => void;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [text, setText] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [active, setActive] = useState<string[]>(() => {
    const picked = types.filter((rates) => (picks[rates.type] ?? []).length > 0).map((rates) => rates.type);
    return picked.length > 0 ? picked : types.slice(0, 1).map((rates) => rates.type);
  });
  // the caller passes at least one type (GroupPicker shows this picker only then)
  const first = types[0] as BetTypeRates;
  const list = types.map((rates) => picks[rates.type] ?? []).find((numbers) => numbers.length > 0) ?? [];
  const max = Math.min(
    ...types.filter((rates) => active.includes(rates.type)).map((rates) => rates.maxNumbers),
  );
  const example = first.digits === 4 ? '1234 5678, 0042' : '123 456, 042';

  const emit = (numbers: readonly string[], on: readonly string[]) =>
    onChange(
      Object.fromEntries(types.map((rates) => [rates.type, on.includes(rates.type) ? [...numbers] : []])),
    );

  function add() {
    const parsed = parseTypedNumbers(text, first);
    const merged = mergeNumbers(list, parsed.numbers, Number.isFinite(max) ? max : first.maxNumbers);
    emit(merged.numbers, active);
    setReport({
      added: merged.added.length,
      duplicates: parsed.duplicates,
      malformed: parsed.malformed,
      already: merged.already,
      dropped: merged.dropped,
    });
    // what could not be added stays in the field, to be mended
    setText([...parsed.malformed.map((entry) => entry.token), ...merged.dropped].join(' '));
  }

  function addRandom() {
    const pool = Array.from({ length: 40 }, () =>
      padValue(
        first.minValue + Math.floor(Math.random() * (first.maxValue - first.minValue + 1)),
        first.digits,
      ),
    ).filter((number) => !list.includes(number));
    emit(mergeNumbers(list, randomPick(pool, 1), max).numbers, active);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="elt-typed" data-testid="elt-typed">
      {types.length > 1 ? (
        <fieldset className="elt-quick">
          <legend className="visually-hidden">{t('vn.slip.type')}</legend>
          {types.map((rates) => {
            const on = active.includes(rates.type);
            return (
              <button
                key={rates.type}
                type="button"
                className="vnl-chip"
                aria-pressed={on}
                onClick={() => {
                  // one type stays on: the numbers always make a line
                  if (on && active.length === 1) return;
                  const next = on ? active.filter((type) => type !== rates.type) : [...active, rates.type];
                  setActive(next);
                  emit(list, next);
                }}
                data-testid={`elt-type-${rates.type}`}
              >
                {names.typeName(rates.type)}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      <label htmlFor={`${id}-entry`} className="vnl-label elt-typed-label">
        {t('elott.picker.entryLabel', { digits: first.digits })}
      </label>
      <div className="elt-typed-row">
        <textarea
          id={`${id}-entry`}
          className="input elt-typed-input"
          rows={2}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={t('elott.picker.entryPlaceholder', { example })}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-report`}
          data-testid="elt-typed-input"
        />
        <div className="elt-typed-actions">
          <button type="button" className="btn btn-primary" onClick={add} disabled={text.trim() === ''}>
            <Plus size={16} aria-hidden /> {t('elott.picker.add')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={addRandom} disabled={list.length >= max}>
            <Shuffle size={16} aria-hidden /> {t('elott.picker.randomOne')}
          </button>
        </div>
      </div>
      <div id={`${id}-report`} className="vnl-entry-report" aria-live="polite" data-testid="elt-typed-report">
        {report ? (
          <>
            {report.added > 0 ? (
              <p className="vnl-ok">{t('vn.entry.added', { count: report.added })}</p>
            ) : null}
            {report.duplicates.length > 0 ? (
              <p className="vnl-warn">
                {t('vn.entry.duplicates', { numbers: report.duplicates.join(', ') })}
              </p>
            ) : null}
            {report.already.length > 0 ? (
              <p className="vnl-warn">{t('elott.picker.already', { numbers: report.already.join(', ') })}</p>
            ) : null}
            {report.malformed.map(({ token, reason }) => (
              <p key={`${token}-${reason}`} className="vnl-bad">
                {reason === 'not_digits'
                  ? t('vn.entry.notDigits', { token })
                  : reason === 'wrong_length'
                    ? t('vn.entry.wrongLength', { token, digits: first.digits })
                    : t('elott.picker.outOfRange', {
                        token,
                        min: padValue(first.minValue, first.digits),
                        max: padValue(first.maxValue, first.digits),
                      })}
              </p>
            ))}
            {report.dropped.length > 0 ? (
              <p className="vnl-bad">{t('vn.entry.dropped', { numbers: report.dropped.join(', ') })}</p>
            ) : null}
          </>
        ) : null}
      </div>
      {list.length > 0 ? (
        <ul className="elt-chosen" aria-label={t('elott.picker.chosenList')}>
          {list.map((number) => (
            <li key={number}>
              <span>{number}</span>
              <button
                type="button"
                className="elt-chosen-remove"
                aria-label={t('elott.picker.removeNumber', { number })}
                onClick={() =>
                  emit(
                    list.filter((entry) => entry !== number),
                    active,
                  )
                }
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
