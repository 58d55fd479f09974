import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { ruleMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { useForm } from '../../../lib/use-form';
import { resetPassword } from '../api/passwords';
import { useFieldRule } from '../components/use-password-rules';
import { useSessionModals } from '../session-modals';
import '../components/session-modals.css';
import './login-page.css';

type Field = 'newPassword' | 'confirmNewPassword';
const FIELDS: readonly Field[] = ['newPassword', 'confirmNewPassword'];

/** /resetPassword?token=…: the e-mailed link's page; a new password, then the login popup. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  usePageTitle(t('reset.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const { openLogin } = useSessionModals();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const rule = useFieldRule('password');
  const [alert, setAlert] = useState<string | null>(token ? null : t('reset.noToken'));
  const [busy, setBusy] = useState(false);
  const form = useForm<Field>({ newPassword: '', confirmNewPassword: '' }, (field, values) => {
    if (field === 'newPassword')
      return ruleMessage(rule, values.newPassword, t('password.new'), language, tc);
    if (!values.confirmNewPassword) return tc('form.required', { label: t('password.confirm') });
    return values.confirmNewPassword === values.newPassword ? null : t('register.mismatch');
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token || !form.validateAll(FIELDS)) return;
    setBusy(true);
    setAlert(null);
    try {
      await resetPassword(language, { token, ...form.values });
      toast(t('reset.done'));
      navigate('/index', { replace: true });
      openLogin();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page login-page" data-testid="reset-page">
      <div className="login-card panel">
        <h1 className="page-title">{t('reset.title')}</h1>
        <p className="session-lead">{t('reset.lead')}</p>
        <form
          className="form-stack"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          data-testid="reset-form"
        >
          <TextField
            {...form.bind('newPassword')}
            type="password"
            label={t('password.new')}
            autoComplete="new-password"
            maxLength={255}
            required
            testId="reset-new-password"
          />
          <TextField
            {...form.bind('confirmNewPassword')}
            type="password"
            label={t('password.confirm')}
            autoComplete="new-password"
            maxLength={255}
            required
            testId="reset-confirm-password"
          />
          <button type="submit" className="btn btn-gold" disabled={busy || !token} data-testid="reset-submit">
            {t('reset.submit')}
          </button>
          {alert ? <FormAlert testId="reset-alert">{alert}</FormAlert> : null}
        </form>
      </div>
    </section>
  );
}
