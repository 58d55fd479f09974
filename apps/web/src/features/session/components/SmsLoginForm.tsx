import { mobileNum, verificationCode } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { useCountryChoice } from '../../../api/countries';
import { FormAlert } from '../../../components/ui/FormAlert';
import { mobileSchema } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { countdownSeconds, login, sendLoginCode } from '../api/login';
import { useSessionModals } from '../session-modals';
import { PhoneCodeFields } from './PhoneCodeFields';

/**
 * Login by mobile number and SMS code (spec §2.2, §4): the number has its country's fixed digit count, then
 * the contracts' `mobileNum`; the code is the contracts' `verificationCode`. "Send code" starts a countdown of
 * 60 s × the code's expiry minutes; a refused send shows the server's message as a warning.
 */
export function SmsLoginForm({ home }: { home?: boolean }) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { completeLogin } = useSessionModals();
  const country = useCountryChoice();
  const [alert, setAlert] = useState<string | null>(null);
  const digits = country.selected?.mobileDigits;
  const schema = useMemo(
    () => z.object({ mobileNum: mobileSchema(digits, tc, mobileNum), verificationCode }),
    [digits, tc],
  );
  const form = useContractForm({
    schema,
    defaultValues: { mobileNum: '', verificationCode: '' },
    texts: {
      mobileNum: { label: tc('form.mobile') },
      verificationCode: { label: tc('form.code'), required: tc('form.codeRequired') },
    },
  });

  const sendCode = async (): Promise<number | null> => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    setAlert(null);
    try {
      const sent = await sendLoginCode(language, {
        mobileNum: form.getValues('mobileNum').trim(),
        countryDialingCode: country.dialingCode,
      });
      return countdownSeconds(sent);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      return null;
    }
  };

  const onValid = async (values: { mobileNum: string; verificationCode: string }) => {
    setAlert(null);
    try {
      const result = await login(language, {
        type: 'sms',
        username: values.mobileNum,
        password: values.verificationCode,
        countryDialingCode: country.dialingCode,
      });
      completeLogin(result, { home, afterLoginModal: true });
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    }
  };

  return (
    <form className="form-stack" onSubmit={form.submit(onValid)} noValidate data-testid="sms-login-form">
      <PhoneCodeFields
        mobile={form.bind('mobileNum')}
        code={form.bind('verificationCode')}
        country={country}
        onSend={sendCode}
        testPrefix="sms"
        placeholders
      />
      <button type="submit" className="btn btn-gold" disabled={form.busy} data-testid="sms-submit">
        {form.busy ? t('login.submitting') : t('login.submit')}
      </button>
      {alert ? <FormAlert testId="sms-alert">{alert}</FormAlert> : null}
    </form>
  );
}
