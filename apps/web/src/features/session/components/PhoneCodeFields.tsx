import { useTranslation } from 'react-i18next';
import type { CountryChoice } from '../../../api/countries';
import { CountdownButton } from '../../../components/ui/CountdownButton';
import { PhoneField } from '../../../components/ui/PhoneField';
import { TextField } from '../../../components/ui/TextField';
import type { FieldBinding } from '../../../lib/use-contract-form';

type PhoneCodeFieldsProps = {
  mobile: FieldBinding;
  code: FieldBinding;
  country: CountryChoice;
  /** Sends the code; answers the countdown seconds, or null when sending failed. */
  onSend: () => Promise<number | null>;
  /** Prefix of the test hooks: `<prefix>-mobile`, `<prefix>-code`, `<prefix>-send-code`. */
  testPrefix: string;
  placeholders?: boolean;
};

/** A mobile number with its country code, and the SMS code with a "send code" countdown button (spec §4). */
export function PhoneCodeFields({
  mobile,
  code,
  country,
  onSend,
  testPrefix,
  placeholders,
}: PhoneCodeFieldsProps) {
  const { t: tc } = useTranslation();
  return (
    <>
      <PhoneField
        {...mobile}
        label={tc('form.mobile')}
        placeholder={placeholders ? tc('form.mobile') : undefined}
        countries={country.countries}
        dialingCode={country.dialingCode}
        onDialingCode={country.setDialingCode}
        required
        testId={`${testPrefix}-mobile`}
      />
      <TextField
        {...code}
        label={tc('form.code')}
        placeholder={placeholders ? tc('form.code') : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        addon={<CountdownButton onSend={onSend} testId={`${testPrefix}-send-code`} />}
        testId={`${testPrefix}-code`}
      />
    </>
  );
}
