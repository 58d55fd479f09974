import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useCountryChoice } from '../../../api/countries';
import { FormAlert } from '../../../components/ui/FormAlert';
import { mobileMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useForm } from '../../../lib/use-form';
import { countdownSeconds, login, sendLoginCode } from '../api/login';
import { useSessionModals } from '../session-modals';
import { PhoneCodeFields } from './PhoneCodeFields';

type Field = 'mobile' | 'code';

/**
 * Login by mobile number and SMS code (spec §2.2, §4): the number has its country's fixed digit count;
 * "send code" starts a countdown of 60 s × the code's expiry minutes; a refused send shows the server's
 * message as a warning.
 */
export function SmsLoginForm({ home }: { home?: boolean }) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { completeLogin } = useSessionModals();
  const country = useCountryChoice();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const form = useForm<Field>({ mobile: '', code: '' }, (field, values) => {
    if (field === 'mobile') return mobileMessage(values.mobile, country.selected?.mobileDigits, tc);
    return values.code.trim() ? null : tc('form.codeRequired');
  });

  const sendCode = async (): Promise<number | null> => {
    if (!form.validateAll(['mobile'])) return null;
    setAlert(null);
    try {
      const sent = await sendLoginCode(language, {
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
    if (busy || !form.validateAll(['mobile', 'code'])) return;
    setBusy(true);
    setAlert(null);
    try {
      const result = await login(language, {
        type: 'sms',
        username: form.values.mobile.trim(),
        password: form.values.code.trim(),
        countryDialingCode: country.dialingCode,
      });
      completeLogin(result, { home });
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
      data-testid="sms-login-form"
    >
      <PhoneCodeFields
        mobile={form.bind('mobile')}
        code={form.bind('code')}
        country={country}
        onSend={sendCode}
        testPrefix="sms"
        placeholders
      />
      <button type="submit" className="btn btn-gold" disabled={busy} data-testid="sms-submit">
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {alert ? <FormAlert testId="sms-alert">{alert}</FormAlert> : null}
    </form>
  );
}
