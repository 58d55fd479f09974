import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyChunk } from '../../../lib/lazy-page';
import { type PopupVendor, VendorGamesProvider } from '../../../lib/vendor-games';

const VendorGamesPopup = lazyChunk(() => import('./VendorGamesPopup'));

type Open = { vendor: PopupVendor; address: string };

const addressOf = (location: { pathname: string; search: string }) => location.pathname + location.search;

/**
 * Gives the site the vendor game popup (lib/vendor-games): a vendor whose isGame is VASSALAGE lists its games here
 * instead of opening a page (spec §2.1). The popup is a chunk of its own; it belongs to the address it opened on, so
 * a game taking the visitor to its page (or any other navigation) closes it.
 */
export function VendorGamesHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const address = addressOf(useLocation());
  const show = useCallback(
    (vendor: PopupVendor) => setOpen({ vendor, address: addressOf(window.location) }),
    [],
  );
  const close = useCallback(() => setOpen(null), []);
  const vendor = open?.address === address ? open.vendor : null;
  // gone for good once the visitor has moved on: coming Back to the address does not bring it back
  useEffect(() => {
    if (open && open.address !== address) setOpen(null);
  }, [open, address]);

  return (
    <VendorGamesProvider value={show}>
      {children}
      {vendor ? (
        <Suspense fallback={null}>
          <VendorGamesPopup key={vendor.vassalage} vendor={vendor} onClose={close} />
        </Suspense>
      ) : null}
    </VendorGamesProvider>
  );
}
