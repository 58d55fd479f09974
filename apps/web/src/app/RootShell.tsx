import { Outlet } from 'react-router';
import { SessionProvider } from '../features/session';
import { LoginGuard } from './LoginGuard';
import { ScrollManager } from './ScrollManager';

/** Everything every route shares: the session, scrolling on navigation and the login guard. */
export function RootShell() {
  return (
    <SessionProvider>
      <ScrollManager />
      <LoginGuard>
        <Outlet />
      </LoginGuard>
    </SessionProvider>
  );
}
