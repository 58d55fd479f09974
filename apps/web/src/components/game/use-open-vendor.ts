import type { VendorCard } from '@app/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthGate } from '../../lib/auth-gate';
import { vendorRoute } from '../../lib/game-route';
import { opensGamePopup, useVendorGamesPopup } from '../../lib/vendor-games';

/**
 * Opening a vendor's card: one whose isGame is VASSALAGE lists its games in a popup (spec §2.1), anyone may look;
 * any other vendor's lobby needs a login (spec §4), then opens: a lottery vendor's on its lottery page, another's on the
 * game page.
 */
export function useOpenVendor(): (vendor: VendorCard) => void {
  const navigate = useNavigate();
  const { requireLogin } = useAuthGate();
  const showGames = useVendorGamesPopup();
  return useCallback(
    (vendor: VendorCard) => {
      if (opensGamePopup(vendor)) showGames(vendor);
      else requireLogin(() => navigate(vendorRoute(vendor)));
    },
    [navigate, requireLogin, showGames],
  );
}
