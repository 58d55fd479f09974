import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useRegisterSettings } from '../api/register';
import { RegisterForm } from './RegisterForm';
import './session-modals.css';

type RegisterModalProps = {
  /** Closing without registering. */
  onClose: () => void;
  /** After the new member is logged in. */
  onDone?: () => void;
};

/** registerModal (spec §2.3): header button, side menu, /register and /register.html. */
export default function RegisterModal({ onClose, onDone }: RegisterModalProps) {
  const { t } = useTranslation('session');
  const settings = useRegisterSettings();
  return (
    <Modal open onClose={onClose} title={t('register.title')} width={560} testId="register-modal">
      <p className="session-lead">{t('register.lead')}</p>
      {settings.data ? (
        <RegisterForm settings={settings.data} onDone={onDone} />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
