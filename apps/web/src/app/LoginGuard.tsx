import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSwitch } from '../api/permission';
import { Spinner } from '../components/ui/Spinner';
import { useSession } from '../features/session';

/** Spec §2.1: the pages a visitor may open without a session when the site requires one. */
const OPEN_PATHS = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  // The e-mailed password-reset link: whoever forgot a password is logged out.
  '/resetpassword',
  // The customer-service window: visitors who cannot log in must still reach support.
  '/support/chat',
]);

/** With the `loginRequired` switch on, visitors without a session go to /login. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const required = useSwitch('loginRequired');
  const session = useSession();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (required && !OPEN_PATHS.has(path)) {
    // Until member info answers, nobody is known to be logged in or out.
    if (session.status === 'loading') return <Spinner fullScreen />;
    if (session.status === 'loggedOut') return <Navigate to="/login" replace />;
  }
  return children;
}
