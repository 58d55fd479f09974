import type { VnBetTypeInfo } from '@app/games';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addNumbers,
  allNumbers,
  applyTypedEntry,
  isSetRule,
  type QuickPick,
  quickPickNumbers,
  type TypedEntry,
  toggleNumber,
} from '../slip';
import { NumberGrid } from './NumberGrid';

/** The quick picks of a whole side of 00–99, in the order the buttons show them. */
const SIDE_PICKS = ['even', 'odd', 'big', 'small'] as const;

const HUNDREDS = Array.from({ length: 10 }, (_, digit) => digit);
const DIGITS = Array.from({ length: 10 }, (_, digit) => digit);

/** What the typed entry did: numbers added, and each repeat, bad token and number that did not fit, by name. */
function EntryReport({ report, digits }: { report: TypedEntry; digits: number }) {
  const { t } = useTranslation('lottery');
  const nothing =
    report.added.length === 0 &&
    report.duplicates.length === 0 &&
    report.malformed.length === 0 &&
    report.dropped.length === 0;
  return (
    <ul className="vnl-entry-report" role="status" data-testid="vnl-entry-report">
      {nothing ? <li>{t('vn.entry.nothing')}</li> : null}
      {report.added.length > 0 ? (
        <li className="vnl-ok">{t('vn.entry.added', { count: report.added.length })}</li>
      ) : null}
      {report.duplicates.length > 0 ? (
        <li className="vnl-warn">{t('vn.entry.duplicates', { numbers: report.duplicates.join(', ') })}</li>
      ) : null}
      {report.malformed.map((bad) => (
        <li key={`${bad.token}-${bad.reason}`} className="vnl-bad">
          {bad.reason === 'wrong_length'
            ? t('vn.entry.wrongLength', { token: bad.token, digits })
            : t('vn.entry.notDigits', { token: bad.token })}
        </li>
      ))}
      {report.dropped.length > 0 ? (
        <li className="vnl-warn">{t('vn.entry.dropped', { numbers: report.dropped.join(', ') })}</li>
      ) : null}
    </ul>
  );
}

/**
 * The numbers of a line: balls to pick (0–9, 00–99, or 000–999 a hundred at a time), quick picks for two-digit
 * types, and a typed entry that takes many numbers at once.
 */
export function NumberPicker({
  info,
  max,
  numbers,
  onChange,
}: {
  info: VnBetTypeInfo;
  /** Most numbers the type takes. */
  max: number;
  numbers: readonly string[];
  onChange: (numbers: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const entryId = useId();
  const [hundred, setHundred] = useState(0);
  const [entry, setEntry] = useState('');
  const [report, setReport] = useState<TypedEntry | null>(null);
  const selected = useMemo(() => new Set(numbers), [numbers]);
  const digits = info.digits;
  const full = numbers.length >= max;

  const gridNumbers = useMemo(() => {
    const every = allNumbers(digits);
    return digits === 3 ? every.slice(hundred * 100, hundred * 100 + 100) : every;
  }, [digits, hundred]);

  function toggle(number: string) {
    onChange(toggleNumber(numbers, number, max));
  }

  function quick(pick: QuickPick) {
    onChange(addNumbers(numbers, quickPickNumbers(pick), max).numbers);
  }

  function addTyped() {
    const result = applyTypedEntry(entry, digits, numbers, max);
    setReport(result);
    onChange(result.numbers);
    if (result.malformed.length === 0 && result.dropped.length === 0) setEntry('');
  }

  const perHundred = (digit: number) => numbers.filter((number) => number[0] === String(digit)).length;
  const quickPicks = digits === 2;
  // a quick pick that would not fit (even numbers on a xiên) is offered disabled, not cut short
  const fits = (pick: QuickPick) =>
    !isSetRule(info.rule) || addNumbers(numbers, quickPickNumbers(pick), max).dropped.length === 0;

  return (
    <div className="vnl-picker">
      {digits === 3 ? (
        <div className="vnl-hundreds" role="radiogroup" aria-label={t('vn.picker.hundreds')}>
          {HUNDREDS.map((digit) => {
            const count = perHundred(digit);
            return (
              // biome-ignore lint/a11y/useSemanticElements: a row of buttons styled as chips, one pressed at a time
              <button
                key={digit}
                type="button"
                role="radio"
                aria-checked={hundred === digit}
                className="vnl-chip vnl-hundred"
                onClick={() => setHundred(digit)}
                data-testid={`vnl-hundred-${digit}`}
              >
                {`${digit}xx`}
                {count > 0 ? <span className="vnl-count-badge">{count}</span> : null}
              </button>
            );
          })}
        </div>
      ) : null}

      <NumberGrid
        numbers={gridNumbers}
        selected={selected}
        onToggle={toggle}
        columns={10}
        label={
          digits === 3
            ? t('vn.picker.gridHundred', { from: gridNumbers[0], to: gridNumbers[gridNumbers.length - 1] })
            : t('vn.picker.grid')
        }
        full={full}
      />

      {quickPicks ? (
        <div className="vnl-quick" data-testid="vnl-quick">
          <fieldset className="vnl-quick-row">
            <legend className="visually-hidden">{t('vn.quick.label')}</legend>
            {SIDE_PICKS.map((kind) => (
              <button
                key={kind}
                type="button"
                className="vnl-chip"
                onClick={() => quick({ kind })}
                disabled={!fits({ kind })}
                data-testid={`vnl-quick-${kind}`}
              >
                {t(`vn.quick.${kind}`)}
              </button>
            ))}
            <button
              type="button"
              className="vnl-chip vnl-chip-clear"
              onClick={() => onChange([])}
              data-testid="vnl-quick-clear"
              disabled={numbers.length === 0}
            >
              {t('vn.quick.clear')}
            </button>
          </fieldset>
          {(['head', 'tail'] as const).map((kind) => (
            <fieldset key={kind} className="vnl-quick-digits">
              <legend className="visually-hidden">{t(`vn.quick.${kind}Label`)}</legend>
              <span className="vnl-quick-name" aria-hidden>
                {t(`vn.quick.${kind}`)}
              </span>
              {DIGITS.map((digit) => (
                <button
                  key={digit}
                  type="button"
                  className="vnl-chip vnl-chip-digit"
                  aria-label={t(`vn.quick.${kind}N`, { digit })}
                  onClick={() => quick({ kind, digit })}
                  disabled={!fits({ kind, digit })}
                >
                  {digit}
                </button>
              ))}
            </fieldset>
          ))}
        </div>
      ) : (
        <div className="vnl-quick-row">
          <button
            type="button"
            className="vnl-chip vnl-chip-clear"
            onClick={() => onChange([])}
            disabled={numbers.length === 0}
          >
            {t('vn.quick.clear')}
          </button>
        </div>
      )}

      <div className="vnl-entry">
        <label htmlFor={entryId} className="vnl-label">
          {t('vn.entry.label', { digits })}
        </label>
        <div className="vnl-entry-row">
          <textarea
            id={entryId}
            className="input vnl-entry-input"
            rows={2}
            value={entry}
            placeholder={t(`vn.entry.placeholder${digits}` as 'vn.entry.placeholder2')}
            onChange={(event) => setEntry(event.target.value)}
            data-testid="vnl-entry"
          />
          <button
            type="button"
            className="btn btn-ghost"
            onClick={addTyped}
            disabled={entry.trim() === ''}
            data-testid="vnl-entry-add"
          >
            {t('vn.entry.add')}
          </button>
        </div>
        {report ? <EntryReport report={report} digits={digits} /> : null}
      </div>
    </div>
  );
}
