import { type GameCategory, PAGE_SIZES, type VendorCard, type VendorLanes } from '@app/contracts';
import type { GameListParams } from '../../../api/game-list';

/** A vendor whose games play straight from the main wallet, with the category its game list is asked by. */
export type SeamlessVendor = { card: VendorCard; category: GameCategory };

/**
 * The vendors of the lanes (and the pulled-out sports vendor) whose games play on the seamless wallet, each once,
 * in the header's order.
 */
export function seamlessVendors(lanes: VendorLanes | undefined): SeamlessVendor[] {
  if (!lanes) return [];
  const all: SeamlessVendor[] = lanes.lanes.flatMap((lane) =>
    lane.cards.map((card) => ({ card, category: lane.title })),
  );
  if (lanes.pulledOutSports) all.push({ card: lanes.pulledOutSports, category: 'SPORTS' });
  const seen = new Set<string>();
  return all.filter(({ card }) => {
    if (card.walletMode !== 'seamless' || seen.has(card.vassalage)) return false;
    seen.add(card.vassalage);
    return true;
  });
}

/** A page of a seamless vendor's games: the same query as its tab on the category's game list. */
export function seamlessGamesParams(vendor: SeamlessVendor, pageNo: number): GameListParams {
  return {
    category: vendor.category,
    vendor: vendor.card.vassalage,
    search: '',
    pageNo,
    pageSize: PAGE_SIZES.gameList,
  };
}
