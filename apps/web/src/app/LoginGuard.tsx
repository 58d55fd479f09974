import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSwitch } from '../api/permission';
import { useSession } from '../features/session';

/** Spec §2.1: the pages a visitor may open without a session when the site requires one. */
const OPEN_PATHS = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  // The customer-service window: visitors who cannot log in must still reach support.
  '/support/chat',
]);

/** With the `loginRequired` switch on, visitors without a session go to /login. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const required = useSwitch('loginRequired');
  const session = useSession();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (required && session.status === 'loggedOut' && !OPEN_PATHS.has(path)) {
    return <Navigate to="/login" replace />;
  }
  return children;
}
