import { Suspense, useEffect } from 'react';
import { useAuthGate } from '../../../lib/auth-gate';
import { lazyPage } from '../../../lib/lazy-page';
import { REAL_ACCOUNT_PAGES, useMemberCentre } from '../../../lib/member-centre';
import type { MemberPageRegistry } from '../pages';

const MemberCentrePanel = lazyPage(() => import('./MemberCentrePanel'));

/**
 * Shows the member-centre panel when the address has `?mc=<page>` (spec §2.5). Logged out, the login
 * popup comes first and the page opens after the login; a demo account is turned away from real-money
 * pages with the need-a-real-account warning. `pages` maps each page key to its lazily loaded page.
 */
export function MemberCentreHost({ pages }: { pages: MemberPageRegistry }) {
  const gate = useAuthGate();
  const memberCentre = useMemberCentre();
  const { page } = memberCentre;
  const refused = page !== null && gate.isDemo && REAL_ACCOUNT_PAGES.has(page);

  useEffect(() => {
    if (!page || !gate.known) return;
    if (!gate.loggedIn) {
      memberCentre.close();
      memberCentre.open(page);
    } else if (refused) {
      memberCentre.close();
      gate.requireRealAccount();
    }
  }, [page, gate, refused, memberCentre]);

  if (!page || !gate.loggedIn || refused) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentrePanel page={page} pages={pages} onOpen={memberCentre.open} onClose={memberCentre.close} />
    </Suspense>
  );
}
