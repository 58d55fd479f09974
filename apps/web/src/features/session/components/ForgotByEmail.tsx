import { forgotPasswordBody } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { ruleSchema } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { forgotPassword } from '../api/passwords';
import { useSessionModals } from '../session-modals';
import { useFieldRule } from './use-password-rules';

/**
 * Username and e-mail, each by its rule, then the contracts' `forgotPasswordBody`; the server mails a reset
 * link; a confirmation, then the modal closes.
 */
export function ForgotByEmail() {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const { close } = useSessionModals();
  const usernameRule = useFieldRule('username');
  const emailRule = useFieldRule('email');
  const [alert, setAlert] = useState<string | null>(null);
  const labels = { username: t('login.username'), email: t('forgot.email') };
  const schema = useMemo(
    () =>
      z.object({
        username: ruleSchema(usernameRule, labels.username, language, tc, forgotPasswordBody.shape.username),
        email: ruleSchema(emailRule, labels.email, language, tc, forgotPasswordBody.shape.email),
      }),
    [usernameRule, emailRule, labels.username, labels.email, language, tc],
  );
  const form = useContractForm({
    schema,
    defaultValues: { username: '', email: '' },
    texts: { username: { label: labels.username }, email: { label: labels.email } },
  });

  const onValid = async (values: { username: string; email: string }) => {
    setAlert(null);
    try {
      await forgotPassword(language, values);
      toast(t('forgot.emailSent'));
      close();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    }
  };

  return (
    <form className="form-stack" onSubmit={form.submit(onValid)} noValidate data-testid="forgot-email-form">
      <p className="session-note">{t('forgot.emailLead')}</p>
      <TextField
        {...form.bind('username')}
        label={labels.username}
        autoComplete="username"
        autoCapitalize="off"
        required
        testId="forgot-username"
      />
      <TextField
        {...form.bind('email')}
        type="email"
        label={labels.email}
        autoComplete="email"
        required
        testId="forgot-email"
      />
      <button type="submit" className="btn btn-gold" disabled={form.busy} data-testid="forgot-submit">
        {t('forgot.sendLink')}
      </button>
      {alert ? <FormAlert testId="forgot-alert">{alert}</FormAlert> : null}
    </form>
  );
}
