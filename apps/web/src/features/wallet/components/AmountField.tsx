import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/TextField';
import { DONG } from '../../../lib/format-money';
import { useMoney } from '../../../lib/use-money';
import { amountExample } from './amount';

type AmountFieldProps = Omit<TextFieldProps, 'label' | 'value'> & {
  label: string;
  /** What the field holds now (a form's watched value): the chip of that amount shows pressed. */
  current?: string;
  /** Amounts offered as chips (minor units). */
  presets?: readonly string[];
  onPreset?: (text: string) => void;
  testId: string;
};

/**
 * The amount input, typed in the page language's format (VI "1.000.000", EN "1,000,000", or "1000000") with
 * preset chips under it written the same way; the input is a form's (react-hook-form: `bind(…)` spread on it).
 */
export function AmountField({ presets = [], onPreset, current, testId, ...field }: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <div className="amount-field">
      <TextField
        {...field}
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        placeholder={t('amount.placeholder', amountExample(money))}
        addon={<span className="amount-currency">{DONG}</span>}
        required
        testId={testId}
      />
      {presets.length > 0 && onPreset ? (
        <fieldset className="amount-presets">
          <legend className="visually-hidden">{t('amount.presets')}</legend>
          {presets.map((preset) => {
            const text = money.input(preset);
            return (
              <button
                key={preset}
                type="button"
                className="chip"
                aria-pressed={current === text}
                onClick={() => onPreset(text)}
                title={money.format(preset)}
                data-testid={`${testId}-preset-${preset}`}
              >
                {text}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
