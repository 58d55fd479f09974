import {
  GAME_CATEGORIES,
  type GameCategory,
  MEDIA,
  type MerchantConfig,
  type VendorCard,
  type VendorLanes,
} from '@app/contracts';
import type { VendorRow } from './queries.ts';

export type MerchantGameSettings = Pick<MerchantConfig, 'esportsVendors' | 'pulledOutSportsVendor'>;

export type CatalogueVendor = {
  vassalage: string;
  name: string;
  /** As the site shows it: a sports vendor on the merchant's esports list is ESPORTS. */
  category: GameCategory;
  card: VendorCard;
};

/** The active vendors as the merchant presents them; rebuilt every few seconds, shared by all requests. */
export type Catalogue = {
  vendors: ReadonlyMap<string, CatalogueVendor>;
  /** The merchant's esports vendors (sports vendors split into their own lane). */
  esportsVendors: readonly string[];
  lanes: VendorLanes;
};

/** A stored category as shown: SPORTS vendors on the esports list become ESPORTS (spec §3.6). */
export function shownCategory(
  category: GameCategory,
  vassalage: string,
  esports: ReadonlySet<string>,
): GameCategory {
  return category === 'SPORTS' && esports.has(vassalage) ? 'ESPORTS' : category;
}

function toCard(row: VendorRow): VendorCard {
  return {
    vassalage: row.vassalage,
    name: row.name,
    accountTypeName: row.account_type_name,
    logoUrl: MEDIA.vendorLogo(row.vassalage),
    isHot: row.is_hot ? 1 : 0,
    isGame: row.is_game,
    gameCount: Number(row.game_count),
    // a vendor served by an active provider plays on the seamless wallet; the others have transfer wallets
    walletMode: row.provider ? 'seamless' : 'transfer',
  };
}

/**
 * Lanes in the header's order (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS), only those with
 * vendors; the merchant's pulled-out sports vendor leaves the SPORTS lane to stand on its own (spec §2.2).
 */
export function buildCatalogue(rows: readonly VendorRow[], merchant: MerchantGameSettings): Catalogue {
  const esports = new Set(merchant.esportsVendors);
  const vendors = new Map<string, CatalogueVendor>();
  const byCategory = new Map<GameCategory, VendorCard[]>();
  let pulledOutSports: VendorCard | null = null;

  for (const row of rows) {
    const category = shownCategory(row.category, row.vassalage, esports);
    const card = toCard(row);
    vendors.set(row.vassalage, { vassalage: row.vassalage, name: row.name, category, card });
    if (category === 'SPORTS' && row.vassalage === merchant.pulledOutSportsVendor) {
      pulledOutSports = card;
      continue;
    }
    const cards = byCategory.get(category) ?? [];
    cards.push(card);
    byCategory.set(category, cards);
  }

  const lanes = GAME_CATEGORIES.flatMap((title) => {
    const cards = byCategory.get(title);
    return cards?.length ? [{ title, cards }] : [];
  });
  return { vendors, esportsVendors: [...esports], lanes: { lanes, pulledOutSports } };
}
