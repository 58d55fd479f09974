import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../../components/ui/TextField';
import { formatMoney } from '../../../../lib/format-money';
import { formatAmountInput } from '../../../../lib/parse-money';

type AmountFieldProps = Omit<TextFieldProps, 'label' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** Amounts offered as chips (minor units). */
  presets?: readonly string[];
  onPreset?: (text: string) => void;
  testId: string;
};

/** The amount input ("1.000.000", "1,000,000" or "1000000" ₫) with preset chips under it. */
export function AmountField({ presets = [], onPreset, testId, ...field }: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <div className="amount-field">
      <TextField
        {...field}
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        placeholder={t('amount.placeholder')}
        addon={<span className="amount-currency">₫</span>}
        required
        testId={testId}
      />
      {presets.length > 0 && onPreset ? (
        <fieldset className="amount-presets">
          <legend className="visually-hidden">{t('amount.presets')}</legend>
          {presets.map((preset) => {
            const text = formatAmountInput(preset);
            return (
              <button
                key={preset}
                type="button"
                className="chip"
                aria-pressed={field.value === text}
                onClick={() => onPreset(text)}
                title={formatMoney(preset)}
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
