import { Outlet } from 'react-router';
import { VendorGamesHost } from '../features/games';
import { MemberCentreHost } from '../features/member-centre';
import { SessionProvider } from '../features/session';
import { LoginGuard } from './LoginGuard';
import { memberPages } from './member-pages';
import { ScrollManager } from './ScrollManager';

/**
 * Everything every route shares: the session (and its dialogs), the vendor game popup, the member-centre panel
 * (`?mc=<page>` over any page), scrolling on navigation and the login guard.
 */
export function RootShell() {
  return (
    <SessionProvider>
      <VendorGamesHost>
        <ScrollManager />
        <LoginGuard>
          <Outlet />
          <MemberCentreHost pages={memberPages} />
        </LoginGuard>
      </VendorGamesHost>
    </SessionProvider>
  );
}
