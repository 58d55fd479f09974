import { Suspense, useEffect } from 'react';
import { mayHaveSession } from '../../../api/client';
import { useAuthGate } from '../../../lib/auth-gate';
import { lazyPage } from '../../../lib/lazy-page';
import { REAL_ACCOUNT_PAGES, useMemberCentre } from '../../../lib/member-centre';
import { useFirstPaint } from '../../../lib/use-first-paint';
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
  // an address that opens a page shows the page under it first: the panel's first render, run before that, held
  // back the page's own first paint on a slow phone
  const painted = useFirstPaint();

  // An address that opens a page (a link, the payment gateway sending a member back to the deposit page): once the
  // page under it has painted, the panel's chunk and the page's are fetched side by side, not one after the other
  // — unless the session is already known to show no panel (logged out: the login comes first; a demo account
  // on a real-money page: the warning instead). Fetched earlier, their download and evaluation (the forms' zod)
  // landed ahead of the page's largest paint on a phone (decisions.md "A covered home waits").
  const showsNothing = gate.known && (!gate.loggedIn || refused);
  useEffect(() => {
    if (!page || !painted || !mayHaveSession() || showsNothing) return;
    // a failed fetch is the panel's to show when it renders (its error boundary), not an unhandled rejection here
    MemberCentrePanel.preload().catch(() => undefined);
    pages[page].preload().catch(() => undefined);
  }, [page, pages, painted, showsNothing]);

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

  if (!page || !gate.loggedIn || refused || !painted) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentrePanel page={page} pages={pages} onOpen={memberCentre.open} onClose={memberCentre.close} />
    </Suspense>
  );
}
