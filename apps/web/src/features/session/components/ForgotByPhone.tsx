import { phonePasswordBody } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { useCountryChoice } from '../../../api/countries';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { confirms, mobileSchema, ruleSchema } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { countdownSeconds } from '../api/login';
import { phonePassword, sendPhonePasswordCode } from '../api/passwords';
import { useSessionModals } from '../session-modals';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useFieldRule } from './use-password-rules';

type Values = { mobileNum: string; verificationCode: string; newPassword: string; confirm: string };

/**
 * Mobile, SMS code (with countdown) and a new password by the password rule, as the contracts'
 * `phonePasswordBody`, and its confirmation; success logs the member in and goes to / (spec §4).
 */
export function ForgotByPhone() {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { completeLogin } = useSessionModals();
  const country = useCountryChoice();
  const passwordRule = useFieldRule('password');
  const [alert, setAlert] = useState<string | null>(null);
  const digits = country.selected?.mobileDigits;
  const labels = { newPassword: t('password.new'), confirm: t('password.confirm') };
  const mismatch = t('register.mismatch');
  const schema = useMemo(
    () =>
      z
        .object({
          mobileNum: mobileSchema(digits, tc, phonePasswordBody.shape.mobileNum),
          verificationCode: phonePasswordBody.shape.verificationCode,
          newPassword: ruleSchema(
            passwordRule,
            labels.newPassword,
            language,
            tc,
            phonePasswordBody.shape.newPassword,
          ),
          confirm: z.string().min(1),
        })
        .refine(...confirms('confirm', 'newPassword', mismatch)),
    [digits, tc, passwordRule, labels.newPassword, language, mismatch],
  );
  const form = useContractForm({
    schema,
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirm: '' } satisfies Values,
    texts: {
      mobileNum: { label: tc('form.mobile') },
      verificationCode: { label: tc('form.code'), required: tc('form.codeRequired') },
      newPassword: { label: labels.newPassword },
      confirm: { label: labels.confirm },
    },
  });

  const sendCode = async (): Promise<number | null> => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    setAlert(null);
    try {
      const sent = await sendPhonePasswordCode(language, {
        mobileNum: form.getValues('mobileNum').trim(),
        countryDialingCode: country.dialingCode,
      });
      return countdownSeconds(sent);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      return null;
    }
  };

  const onValid = async (values: Omit<Values, 'confirm'>) => {
    setAlert(null);
    try {
      const result = await phonePassword(language, {
        mobileNum: values.mobileNum,
        countryDialingCode: country.dialingCode,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
      });
      completeLogin(result, { home: true });
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    }
  };

  return (
    <form className="form-stack" onSubmit={form.submit(onValid)} noValidate data-testid="forgot-phone-form">
      <PhoneCodeFields
        mobile={form.bind('mobileNum')}
        code={form.bind('verificationCode')}
        country={country}
        onSend={sendCode}
        testPrefix="forgot"
      />
      <TextField
        {...form.bind('newPassword')}
        type="password"
        label={labels.newPassword}
        autoComplete="new-password"
        required
        testId="forgot-new-password"
      />
      <TextField
        {...form.bind('confirm')}
        type="password"
        label={labels.confirm}
        autoComplete="new-password"
        required
        testId="forgot-confirm-password"
      />
      <button type="submit" className="btn btn-gold" disabled={form.busy} data-testid="forgot-phone-submit">
        {t('forgot.reset')}
      </button>
      {alert ? <FormAlert testId="forgot-alert">{alert}</FormAlert> : null}
    </form>
  );
}
