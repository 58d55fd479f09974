import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { ruleMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useForm } from '../../../lib/use-form';
import { forgotPassword } from '../api/passwords';
import { useSessionModals } from '../session-modals';
import { useFieldRule } from './use-password-rules';

type Field = 'username' | 'email';

/** Username and e-mail (each by its rule); the server mails a reset link; a confirmation, then the modal closes. */
export function ForgotByEmail() {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const { close } = useSessionModals();
  const rules = { username: useFieldRule('username'), email: useFieldRule('email') };
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels = { username: t('login.username'), email: t('forgot.email') };
  const form = useForm<Field>({ username: '', email: '' }, (field, values) =>
    ruleMessage(rules[field], values[field], labels[field], language, tc),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll(['username', 'email'])) return;
    setBusy(true);
    setAlert(null);
    try {
      await forgotPassword(language, {
        username: form.values.username.trim(),
        email: form.values.email.trim(),
      });
      toast(t('forgot.emailSent'));
      close();
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
      data-testid="forgot-email-form"
    >
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
      <button type="submit" className="btn btn-gold" disabled={busy} data-testid="forgot-submit">
        {t('forgot.sendLink')}
      </button>
      {alert ? <FormAlert testId="forgot-alert">{alert}</FormAlert> : null}
    </form>
  );
}
