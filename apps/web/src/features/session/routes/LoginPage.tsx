import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { LoginForm } from '../components/LoginForm';
import { useSessionModals } from '../session-modals';
import '../components/session-modals.css';
import './login-page.css';

/** /login: where the guard sends visitors when the site requires a login. */
export default function LoginPage() {
  const { t } = useTranslation('session');
  const { openRegister } = useSessionModals();
  usePageTitle(t('login.title'));
  return (
    <section className="page login-page">
      <div className="login-card panel">
        <h1 className="page-title">{t('login.title')}</h1>
        <p className="session-lead">{t('login.lead')}</p>
        <LoginForm layout="stacked" />
        <p className="session-switch">
          {t('login.noAccount')}{' '}
          <button type="button" className="session-link" onClick={openRegister}>
            {t('register.submit')}
          </button>
        </p>
      </div>
    </section>
  );
}
