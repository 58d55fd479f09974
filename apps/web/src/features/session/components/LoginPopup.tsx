import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { LoginForm } from './LoginForm';
import './session-modals.css';

type LoginPopupProps = { open: boolean; onClose: () => void; onRegister: () => void };

/** loginPopupModal (spec §2.3): shown whenever a protected action needs a login. */
export function LoginPopup({ open, onClose, onRegister }: LoginPopupProps) {
  const { t } = useTranslation('session');
  return (
    <Modal open={open} onClose={onClose} title={t('login.title')} width={440} testId="login-popup">
      <p className="session-lead">{t('login.lead')}</p>
      <LoginForm layout="stacked" />
      <p className="session-switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="session-link" onClick={onRegister}>
          {t('register.submit')}
        </button>
      </p>
    </Modal>
  );
}
