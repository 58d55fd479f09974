import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useCountryChoice } from '../../../api/countries';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { mobileMessage, ruleMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useForm } from '../../../lib/use-form';
import { countdownSeconds } from '../api/login';
import { phonePassword, sendPhonePasswordCode } from '../api/passwords';
import { useSessionModals } from '../session-modals';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useFieldRule } from './use-password-rules';

type Field = 'mobile' | 'code' | 'password' | 'confirm';
const FIELDS: readonly Field[] = ['mobile', 'code', 'password', 'confirm'];

/** Mobile, SMS code (with countdown) and a new password; success logs the member in and goes to / (spec §4). */
export function ForgotByPhone() {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { completeLogin } = useSessionModals();
  const country = useCountryChoice();
  const passwordRule = useFieldRule('password');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Field>({ mobile: '', code: '', password: '', confirm: '' }, (field, values) => {
    if (field === 'mobile') return mobileMessage(values.mobile, country.selected?.mobileDigits, tc);
    if (field === 'code') return values.code.trim() ? null : tc('form.codeRequired');
    if (field === 'password')
      return ruleMessage(passwordRule, values.password, t('password.new'), language, tc);
    if (!values.confirm) return tc('form.required', { label: t('password.confirm') });
    return values.confirm === values.password ? null : t('register.mismatch');
  });

  const sendCode = async (): Promise<number | null> => {
    if (!form.validateAll(['mobile'])) return null;
    setAlert(null);
    try {
      const sent = await sendPhonePasswordCode(language, {
        mobileNum: form.values.mobile.trim(),
        countryDialingCode: country.dialingCode,
      });
      return countdownSeconds(sent);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      return null;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll(FIELDS)) return;
    setBusy(true);
    setAlert(null);
    try {
      const result = await phonePassword(language, {
        mobileNum: form.values.mobile.trim(),
        countryDialingCode: country.dialingCode,
        verificationCode: form.values.code.trim(),
        newPassword: form.values.password,
      });
      completeLogin(result, { home: true });
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form-stack"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="forgot-phone-form"
    >
      <PhoneCodeFields
        mobile={form.bind('mobile')}
        code={form.bind('code')}
        country={country}
        onSend={sendCode}
        testPrefix="forgot"
      />
      <TextField
        {...form.bind('password')}
        type="password"
        label={t('password.new')}
        autoComplete="new-password"
        required
        testId="forgot-new-password"
      />
      <TextField
        {...form.bind('confirm')}
        type="password"
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        testId="forgot-confirm-password"
      />
      <button type="submit" className="btn btn-gold" disabled={busy} data-testid="forgot-phone-submit">
        {t('forgot.reset')}
      </button>
      {alert ? <FormAlert testId="forgot-alert">{alert}</FormAlert> : null}
    </form>
  );
}
