import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import type { BetTypeRates } from '../slip';
import type { ElottNames } from './names';
import { valuePay } from './pay';
import { type RowPick, rowPick } from './quick';
import {
  encodePositionValue,
  NO_NUMBER,
  type Picks,
  padValue,
  positionsOf,
  replaceRow,
  sortNumbers,
  toggleNumber,
  valuesOf,
} from './selection';

const ROW_PICKS: readonly RowPick[] = ['all', 'big', 'small', 'odd', 'even'];

/**
 * position_value (5D/3D digit, racing's car): one row per position, a button per value, and the row's quick picks
 * (all, big, small, odd, even, clear). A number is "position:value".
 */
export function PositionValueRows({
  rates,
  names,
  numbers,
  onChange,
  cars = false,
}: {
  rates: BetTypeRates;
  names: ElottNames;
  numbers: readonly string[];
  onChange: (numbers: string[]) => void;
  /** Values are cars or boats: each in its colour. */
  cars?: boolean;
}) {
  const { t } = useTranslation('lottery');
  const values = valuesOf(rates);
  return (
    <div className="elt-rows" data-testid="elt-position-rows">
      {positionsOf(rates).map((position) => {
        const row = names.position(rates, position);
        return (
          <fieldset key={position} className="elt-row">
            <legend className="elt-row-label">{row}</legend>
            <div className="elt-values" style={{ '--elt-cols': values.length } as CSSProperties}>
              {values.map((value) => {
                const number = encodePositionValue(position, value, rates.digits);
                const text = padValue(value, rates.digits);
                return (
                  <button
                    key={value}
                    type="button"
                    className="elt-pick"
                    aria-pressed={numbers.includes(number)}
                    aria-label={`${row}: ${text}`}
                    data-car={cars ? value : undefined}
                    onClick={() =>
                      onChange(toggleNumber('position_value', numbers, number, rates.maxNumbers))
                    }
                  >
                    {text}
                  </button>
                );
              })}
            </div>
            <fieldset className="elt-row-quick">
              <legend className="visually-hidden">{t('elott.picker.rowQuick', { row })}</legend>
              {ROW_PICKS.map((pick) => (
                <button
                  key={pick}
                  type="button"
                  className="elt-mini"
                  onClick={() => onChange(replaceRow(numbers, position, rowPick(values, pick), rates.digits))}
                >
                  {t(`elott.picker.quick.${pick}`)}
                </button>
              ))}
              <button
                type="button"
                className="elt-mini"
                onClick={() => onChange(replaceRow(numbers, position, [], rates.digits))}
              >
                {t('elott.picker.quick.clear')}
              </button>
            </fieldset>
          </fieldset>
        );
      })}
    </div>
  );
}

/**
 * position types side by side (big/small/odd/even of each position, racing's dragon/tiger of each duel): a table
 * of positions × types, and above it "all big", "all small"… for a whole column.
 */
export function PositionMatrix({
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
  const first = types[0];
  if (!first) return null;
  const positions = positionsOf(first).map(String);
  const toggle = (type: string, position: string) => {
    const current = picks[type] ?? [];
    const next = current.includes(position)
      ? current.filter((entry) => entry !== position)
      : sortNumbers('position', [...current, position]);
    onChange({ ...picks, [type]: next });
  };
  const column = (type: string) => {
    const full = (picks[type] ?? []).length === positions.length;
    onChange({ ...picks, [type]: full ? [] : [...positions] });
  };
  return (
    <div className="elt-matrix-wrap" data-testid="elt-matrix">
      <fieldset className="elt-quick">
        <legend className="visually-hidden">{t('vn.quick.label')}</legend>
        {types.map((rates) => (
          <button
            key={rates.type}
            type="button"
            className="vnl-chip"
            aria-pressed={(picks[rates.type] ?? []).length === positions.length}
            onClick={() => column(rates.type)}
          >
            {t('elott.picker.allSide', { side: names.typeName(rates.type) })}
          </button>
        ))}
      </fieldset>
      <table className="elt-matrix">
        <tbody>
          {positions.map((position) => {
            const row = names.position(first, Number(position));
            return (
              <tr key={position}>
                <th scope="row">{row}</th>
                {types.map((rates) => (
                  <td key={rates.type}>
                    <button
                      type="button"
                      className="elt-pick elt-pick-wide"
                      aria-pressed={(picks[rates.type] ?? []).includes(position)}
                      aria-label={`${row}: ${names.typeName(rates.type)}`}
                      data-tone={rates.type}
                      onClick={() => toggle(rates.type, position)}
                    >
                      {names.typeName(rates.type)}
                    </button>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Types without numbers (sums, dragon, tiger, tie): one button each, with what a point wins. */
export function NoneButtons({
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
  const money = useMoney();
  return (
    <div className="elt-none" data-testid="elt-none-types">
      {types.map((rates) => {
        const on = (picks[rates.type] ?? []).length > 0;
        return (
          <button
            key={rates.type}
            type="button"
            className="elt-pick elt-pick-card"
            aria-pressed={on}
            data-tone={rates.type}
            onClick={() => onChange({ ...picks, [rates.type]: on ? [] : [NO_NUMBER] })}
            data-testid={`elt-type-${rates.type}`}
          >
            <span className="elt-pick-name">{names.typeName(rates.type)}</span>
            <span className="elt-pick-pay">{money.format(rates.payoutPerPoint)}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A number type with few values (racing's exact sum 03–19): a button per value, with what a point on it wins. */
export function ValueGrid({
  rates,
  names,
  numbers,
  onChange,
}: {
  rates: BetTypeRates;
  names: ElottNames;
  numbers: readonly string[];
  onChange: (numbers: string[]) => void;
}) {
  const money = useMoney();
  return (
    <fieldset className="elt-value-grid" data-testid={`elt-values-${rates.type}`}>
      <legend className="elt-row-label">{names.typeName(rates.type)}</legend>
      <div className="elt-values elt-values-wrap">
        {valuesOf(rates).map((value) => {
          const number = padValue(value, rates.digits);
          return (
            <button
              key={value}
              type="button"
              className="elt-pick elt-pick-card"
              aria-pressed={numbers.includes(number)}
              onClick={() => onChange(toggleNumber('number', numbers, number, rates.maxNumbers))}
            >
              <span className="elt-pick-name">{number}</span>
              <span className="elt-pick-pay">{money.format(valuePay(rates, number))}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
