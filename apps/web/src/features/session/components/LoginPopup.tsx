import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useSessionModals } from '../session-modals';
import { LoginPanel } from './LoginPanel';

type LoginPopupProps = { captchaRequired?: boolean; message?: string };

/** loginPopupModal (spec §2.3): shown whenever a protected action needs a login. */
export default function LoginPopup({ captchaRequired, message }: LoginPopupProps) {
  const { t } = useTranslation('session');
  const { close } = useSessionModals();
  return (
    <Modal open onClose={close} title={t('login.title')} width={440} testId="login-popup">
      <p className="session-lead">{t('login.lead')}</p>
      <LoginPanel captchaRequired={captchaRequired} message={message} />
    </Modal>
  );
}
