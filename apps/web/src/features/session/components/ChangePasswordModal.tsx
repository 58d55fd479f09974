import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { refreshMember } from '../../../api/me';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { ruleMessage, serverFieldMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useForm } from '../../../lib/use-form';
import { changePassword } from '../api/passwords';
import './session-modals.css';
import { useFieldRule } from './use-password-rules';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

type ChangePasswordModalProps = {
  /** First login or an expired password: the modal cannot be dismissed until the password changes. */
  forced: boolean;
  onDone: () => void;
};

/**
 * changePassModal (spec §4, §5): old password, new one by the password rule, and its confirmation
 * ("Incorrect confirmation input"). Success reloads the member info and closes (forced: then goes to /).
 */
export default function ChangePasswordModal({ forced, onDone }: ChangePasswordModalProps) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const rule = useFieldRule('password');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<Field, string> = {
    oldPassword: t('password.old'),
    newPassword: t('password.new'),
    confirmNewPassword: t('password.confirm'),
  };
  const form = useForm<Field>(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    (field, values) => {
      if (field === 'oldPassword')
        return values.oldPassword ? null : tc('form.required', { label: labels.oldPassword });
      if (field === 'newPassword')
        return ruleMessage(rule, values.newPassword, labels.newPassword, language, tc);
      if (!values.confirmNewPassword) return tc('form.required', { label: labels.confirmNewPassword });
      return values.confirmNewPassword === values.newPassword ? null : t('register.mismatch');
    },
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll(FIELDS)) return;
    setBusy(true);
    setAlert(null);
    try {
      await changePassword(language, form.values);
      await refreshMember(queryClient);
      toast(t('password.changed'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const found: Partial<Record<Field, string>> = {};
        for (const field of FIELDS) {
          const problem = error.fields[field];
          if (problem) found[field] = serverFieldMessage(problem, labels[field], language, tc);
        }
        form.showErrors(found, FIELDS);
      }
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onDone}
      dismissible={!forced}
      title={t('password.title')}
      width={460}
      testId="change-password-modal"
    >
      {forced ? <FormAlert testId="change-password-required">{t('password.required')}</FormAlert> : null}
      <form
        className="form-stack change-password-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="change-password-form"
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            {...form.bind(field)}
            type="password"
            label={labels[field]}
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            maxLength={255}
            required
            testId={`change-password-${field}`}
          />
        ))}
        <button type="submit" className="btn btn-gold" disabled={busy} data-testid="change-password-submit">
          {t('password.submit')}
        </button>
        {alert ? <FormAlert testId="change-password-alert">{alert}</FormAlert> : null}
      </form>
    </Modal>
  );
}
