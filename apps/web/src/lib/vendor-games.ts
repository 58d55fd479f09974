import { VENDOR_POPUP } from '@app/contracts';
import { createContext, useContext } from 'react';

/** A vendor whose games a popup lists: its code, and the name and logo the popup's title shows. */
export type PopupVendor = { vassalage: string; name: string; logoUrl?: string };

/** Whether a vendor card (or a game standing for its vendor) opens the popup list of games (spec §2.1). */
export function opensGamePopup(item: { isGame: string | null }): boolean {
  return item.isGame === VENDOR_POPUP;
}

/**
 * Opens the popup listing a vendor's games. features/games provides it (composed by app/RootShell), so the header,
 * the lobbies and the game cards open it without importing that feature.
 */
const VendorGamesContext = createContext<(vendor: PopupVendor) => void>(() => {});

export const VendorGamesProvider = VendorGamesContext.Provider;

export function useVendorGamesPopup(): (vendor: PopupVendor) => void {
  return useContext(VendorGamesContext);
}
