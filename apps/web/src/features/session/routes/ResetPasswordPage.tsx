import { resetPasswordBody } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { confirms, ruleSchema } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { useContractForm } from '../../../lib/use-contract-form';
import { resetPassword } from '../api/passwords';
import { useFieldRule } from '../components/use-password-rules';
import { useSessionModals } from '../session-modals';
import '../components/session-modals.css';
import './login-page.css';

/**
 * /resetPassword?token=…: the e-mailed link's page; a new password by the password rule and its confirmation
 * (the contracts' `resetPasswordBody`), then the login popup.
 */
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
  const labels = { newPassword: t('password.new'), confirmNewPassword: t('password.confirm') };
  const mismatch = t('register.mismatch');
  const schema = useMemo(
    () =>
      z
        .object({
          newPassword: ruleSchema(
            rule,
            labels.newPassword,
            language,
            tc,
            resetPasswordBody.shape.newPassword,
          ),
          confirmNewPassword: resetPasswordBody.shape.confirmNewPassword.min(1),
        })
        .refine(...confirms('confirmNewPassword', 'newPassword', mismatch)),
    [rule, labels.newPassword, language, tc, mismatch],
  );
  const form = useContractForm({
    schema,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    texts: {
      newPassword: { label: labels.newPassword },
      confirmNewPassword: { label: labels.confirmNewPassword },
    },
  });

  const onValid = async (values: { newPassword: string; confirmNewPassword: string }) => {
    if (!token) return;
    setAlert(null);
    try {
      await resetPassword(language, { token, ...values });
      toast(t('reset.done'));
      navigate('/index', { replace: true });
      openLogin();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    }
  };

  return (
    <section className="page login-page" data-testid="reset-page">
      <div className="login-card panel">
        <h1 className="page-title">{t('reset.title')}</h1>
        <p className="session-lead">{t('reset.lead')}</p>
        <form className="form-stack" onSubmit={form.submit(onValid)} noValidate data-testid="reset-form">
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
          <button
            type="submit"
            className="btn btn-gold"
            disabled={form.busy || !token}
            data-testid="reset-submit"
          >
            {t('reset.submit')}
          </button>
          {alert ? <FormAlert testId="reset-alert">{alert}</FormAlert> : null}
        </form>
      </div>
    </section>
  );
}
