import { changePasswordBody } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { refreshMember } from '../../../api/me';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { PasswordFields } from '../../../components/ui/PasswordFields';
import { useToast } from '../../../components/ui/Toast';
import { confirms, ruleSchema } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
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
 * ("Incorrect confirmation input"), as the contracts' `changePasswordBody`. Success reloads the member info and
 * closes (forced: then goes to /).
 */
export default function ChangePasswordModal({ forced, onDone }: ChangePasswordModalProps) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const rule = useFieldRule('password');
  const [alert, setAlert] = useState<string | null>(null);
  const labels: Record<Field, string> = {
    oldPassword: t('password.old'),
    newPassword: t('password.new'),
    confirmNewPassword: t('password.confirm'),
  };
  const mismatch = t('register.mismatch');
  const schema = useMemo(
    () =>
      z
        .object({
          oldPassword: changePasswordBody.shape.oldPassword.min(1),
          newPassword: ruleSchema(
            rule,
            labels.newPassword,
            language,
            tc,
            changePasswordBody.shape.newPassword,
          ),
          confirmNewPassword: changePasswordBody.shape.confirmNewPassword.min(1),
        })
        .refine(...confirms('confirmNewPassword', 'newPassword', mismatch)),
    [rule, labels.newPassword, language, tc, mismatch],
  );
  const form = useContractForm({
    schema,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    texts: {
      oldPassword: { label: labels.oldPassword },
      newPassword: { label: labels.newPassword },
      confirmNewPassword: { label: labels.confirmNewPassword },
    },
  });

  const onValid = async (values: Record<Field, string>) => {
    setAlert(null);
    try {
      await changePassword(language, values);
      await refreshMember(queryClient);
      toast(t('password.changed'));
      onDone();
    } catch (error) {
      form.showServerFields(error, FIELDS);
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
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
        onSubmit={form.submit(onValid)}
        noValidate
        data-testid="change-password-form"
      >
        <PasswordFields
          fields={FIELDS}
          bind={form.bind}
          labels={labels}
          current="oldPassword"
          testIdPrefix="change-password"
        />
        <button
          type="submit"
          className="btn btn-gold"
          disabled={form.busy}
          data-testid="change-password-submit"
        >
          {t('password.submit')}
        </button>
        {alert ? <FormAlert testId="change-password-alert">{alert}</FormAlert> : null}
      </form>
    </Modal>
  );
}
