import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { LoginPanel } from '../components/LoginPanel';
import { useSession } from '../use-session';
import '../components/session-modals.css';
import './login-page.css';

/** /login: where the guard sends visitors when the site requires a login; logged in, it goes home. */
export default function LoginPage() {
  const { t } = useTranslation('session');
  const session = useSession();
  usePageTitle(t('login.title'));
  if (session.status === 'loggedIn') return <Navigate to="/" replace />;
  return (
    <section className="page login-page" data-testid="login-page">
      <div className="login-card panel">
        <h1 className="page-title">{t('login.title')}</h1>
        <p className="session-lead">{t('login.lead')}</p>
        <LoginPanel home />
      </div>
    </section>
  );
}
