import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import './session-modals.css';

type RegisterModalProps = { open: boolean; onClose: () => void; onLogin: () => void };

/** registerModal (spec §2.3). Registration is not open yet, and the modal says so plainly. */
export function RegisterModal({ open, onClose, onLogin }: RegisterModalProps) {
  const { t } = useTranslation('session');
  return (
    <Modal open={open} onClose={onClose} title={t('register.title')} testId="register-modal">
      <div className="session-register">
        <div className="session-register-icon" aria-hidden>
          <Gift size={30} />
        </div>
        <p className="session-register-lead">{t('register.lead')}</p>
        <p className="login-notice" role="status" data-testid="register-notice">
          {t('register.opensSoon')}
        </p>
        <div className="session-register-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('register.later')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onLogin}>
            {t('register.haveAccount')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
