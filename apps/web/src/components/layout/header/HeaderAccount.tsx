import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoginForm, useSession, useSessionModals } from '../../../features/session';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/use-media-query';
import { useToast } from '../../ui/Toast';

/** Logged out: the login form (a login button on narrow screens) and the register button. */
export function HeaderAccount() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const { openLogin, openRegister } = useSessionModals();
  const wide = useMediaQuery(WIDE_QUERY);
  const toast = useToast();

  if (session.status === 'loggedIn') {
    return (
      <div className="header-account">
        <span className="header-username" data-testid="header-username">
          {session.username}
        </span>
      </div>
    );
  }
  return (
    <div className="header-account">
      {wide ? (
        <LoginForm layout="inline" onNotice={toast} />
      ) : (
        <button type="button" className="btn btn-gold" onClick={openLogin} data-testid="header-login-button">
          <LogIn size={16} aria-hidden />
          {t('header.login')}
        </button>
      )}
      <button type="button" className="btn btn-primary" onClick={openRegister} data-testid="register-button">
        {t('header.register')}
      </button>
    </div>
  );
}
