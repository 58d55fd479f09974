import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { forgetMember } from '../../../api/me';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/ui/Toast';
import { useLanguage } from '../../../lib/language';
import { logout } from '../api/login';
import { useSessionModals } from '../session-modals';

/** Spec §5: logout asks first (title, are you sure, cancel, confirm); then DELETE session and back to /. */
export default function LogoutDialog() {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { close } = useSessionModals();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout(language);
    } catch (error) {
      // A session that is already gone is as good as logged out; anything else is reported.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast(error instanceof ApiError ? error.message : tc('errors.network'));
        setBusy(false);
        return;
      }
    }
    forgetMember(queryClient);
    close();
    navigate('/');
  };

  return (
    <ConfirmDialog
      open
      title={t('logout.title')}
      message={t('logout.message')}
      cancelLabel={t('logout.cancel')}
      confirmLabel={t('logout.confirm')}
      onCancel={close}
      onConfirm={() => void confirm()}
      busy={busy}
      testId="logout-dialog"
    />
  );
}
