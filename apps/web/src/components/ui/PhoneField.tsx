import type { Country } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

type PhoneFieldProps = Omit<TextFieldProps, 'leading' | 'type'> & {
  countries: readonly Country[];
  dialingCode: string;
  onDialingCode: (code: string) => void;
};

/** A mobile number with its country's dialing code picked beside it. */
export function PhoneField({ countries, dialingCode, onDialingCode, testId, ...field }: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const picker = (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('form.countryCode')}
      </label>
      <select
        id={id}
        className="input field-country"
        value={dialingCode}
        onChange={(event) => onDialingCode(event.target.value)}
        data-testid={testId ? `${testId}-country` : undefined}
      >
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryDialingCode}>
            {`+${country.countryDialingCode.replace(/^\+/, '')} ${country.countryCode}`}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      leading={picker}
      testId={testId}
    />
  );
}
