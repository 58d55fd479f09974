import type { FieldRule } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../../../api/captcha';
import type { CountryChoice } from '../../../api/countries';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import { CountdownButton } from '../../../components/ui/CountdownButton';
import { PhoneField } from '../../../components/ui/PhoneField';
import { TextField } from '../../../components/ui/TextField';
import type { FieldBinding } from '../../../lib/use-contract-form';
import type { RegisterField } from './register-fields';

type RegisterFieldInputProps = {
  field: RegisterField;
  rule: FieldRule;
  label: string;
  bind: FieldBinding;
  country: CountryChoice;
  captcha: CaptchaState;
  onSendCode: () => Promise<number | null>;
};

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  email: 'email',
  birthday: 'bday',
  verificationCode: 'one-time-code',
};

/** One registration field, drawn for its kind: phone with dialing code, SMS code, captcha, date, password, text. */
export function RegisterFieldInput({
  field,
  rule,
  label,
  bind,
  country,
  captcha,
  onSendCode,
}: RegisterFieldInputProps) {
  const { t } = useTranslation('session');
  const common = {
    ...bind,
    label,
    required: rule.required,
    testId: `register-${field}`,
    maxLength: Math.max(rule.maxLength, 1),
    autoComplete: AUTOCOMPLETE[field] ?? 'off',
  };
  if (field === 'mobileNum') {
    return (
      <PhoneField
        {...common}
        countries={country.countries}
        dialingCode={country.dialingCode}
        onDialingCode={country.setDialingCode}
      />
    );
  }
  if (field === 'verificationCode') {
    return (
      <TextField
        {...common}
        inputMode="numeric"
        addon={<CountdownButton onSend={onSendCode} testId="register-send-code" />}
      />
    );
  }
  if (field === 'captcha') return <CaptchaField {...common} captcha={captcha} />;
  if (field === 'birthday')
    return <TextField {...common} type="date" maxLength={undefined} hint={t('register.birthdayHint')} />;
  if (field === 'password' || field === 'confirmPassword' || field === 'paymentPassword') {
    return (
      <TextField
        {...common}
        type="password"
        inputMode={field === 'paymentPassword' ? 'numeric' : undefined}
      />
    );
  }
  if (field === 'payeeName')
    return <TextField {...common} hint={t('register.payeeHint')} autoCapitalize="characters" />;
  if (field === 'email') return <TextField {...common} type="email" autoCapitalize="off" />;
  return <TextField {...common} autoCapitalize="off" spellCheck={false} />;
}
