import { API, type GameCategory, type Language, type VendorCard, type VendorLanes } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../lib/language';
import { apiGet } from './client';

export function vendorLanesQuery(language: Language) {
  return queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: ({ signal }) => apiGet<VendorLanes>(API.vendors, { language, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useVendorLanes() {
  return useQuery(vendorLanesQuery(useLanguage()));
}

export function vendorsOf(lanes: VendorLanes | undefined, categories: readonly GameCategory[]): VendorCard[] {
  if (!lanes) return [];
  return categories.flatMap((category) => lanes.lanes.find((lane) => lane.title === category)?.cards ?? []);
}

/** The categories the vendor data lists vendors for (the pulled-out one counts for SPORTS), in order. */
export function categoriesWithVendors(
  lanes: VendorLanes | undefined,
  order: readonly GameCategory[],
): GameCategory[] {
  return order.filter(
    (category) =>
      vendorsOf(lanes, [category]).length > 0 || (category === 'SPORTS' && Boolean(lanes?.pulledOutSports)),
  );
}

/** Every vendor once, for the provider logos in the footer. */
export function uniqueVendors(lanes: VendorLanes | undefined): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  const cards = [
    ...(lanes?.lanes ?? []).flatMap((lane) => lane.cards),
    ...(lanes?.pulledOutSports ? [lanes.pulledOutSports] : []),
  ];
  for (const card of cards) if (!seen.has(card.vassalage)) seen.set(card.vassalage, card);
  return [...seen.values()];
}
