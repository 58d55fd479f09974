import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyChunk } from '../../../lib/lazy-page';

const OauthDialogs = lazyChunk(() => import('./OauthDialogs'));

const PARAMS = ['oauthTicket', 'oauthError'] as const;

/**
 * Back from Google or Facebook (a full-page visit): `?oauthTicket=…` asks to bind an account or register
 * one, `?oauthError=…` says why it failed. A known identity comes back already logged in, with neither.
 */
export function OauthReturn() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const ticket = params.get('oauthTicket');
  const error = params.get('oauthError');
  if (!ticket && !error) return null;

  const done = () => {
    const rest = new URLSearchParams(window.location.search);
    for (const name of PARAMS) rest.delete(name);
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
  };

  return (
    <Suspense fallback={null}>
      <OauthDialogs ticket={ticket} error={error} onDone={done} />
    </Suspense>
  );
}
