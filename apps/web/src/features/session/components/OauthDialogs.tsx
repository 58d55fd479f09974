import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { OauthBindingModal } from './OauthBindingModal';

type OauthDialogsProps = { ticket: string | null; error: string | null; onDone: () => void };

/** The dialogs of a third-party sign-in's return: its failure, or the binding choice. */
export default function OauthDialogs({ ticket, error, onDone }: OauthDialogsProps) {
  const { t } = useTranslation('session');
  if (error) {
    return (
      <ConfirmDialog
        open
        title={t('oauth.failedTitle')}
        message={error === 'popup_closed' ? t('oauth.popupClosed') : t('oauth.failed')}
        onConfirm={onDone}
        testId="oauth-error-dialog"
      />
    );
  }
  return ticket ? <OauthBindingModal ticket={ticket} onDone={onDone} /> : null;
}
