import type { VendorCard } from '@app/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthGate } from '../../lib/auth-gate';

/** Entering a vendor's lobby needs a login (spec §4); the game page then opens it. */
export function useOpenVendor(): (vendor: VendorCard) => void {
  const navigate = useNavigate();
  const { requireLogin } = useAuthGate();
  return useCallback(
    (vendor: VendorCard) =>
      requireLogin(() => navigate(`/game?${new URLSearchParams({ vendor: vendor.vassalage })}`)),
    [navigate, requireLogin],
  );
}
