import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import type { VendorRow } from './queries.ts';
import type { VendorCategory } from './tables.ts';

function row(
  vassalage: string,
  category: VendorCategory,
  gameCount = 3,
  provider: string | null = null,
): VendorRow {
  return {
    vassalage,
    name: vassalage.toLowerCase(),
    category,
    account_type_name: vassalage,
    is_hot: false,
    is_game: null,
    maintenance_until: null,
    game_count: BigInt(gameCount),
    provider,
  };
}

const rows = [
  row('SLOTS_A', 'RNG'),
  row('LIVE_A', 'LIVE'),
  row('SPORT_A', 'SPORTS'),
  row('SPORT_PULLED', 'SPORTS'),
  row('SPORT_E', 'SPORTS', 2),
  row('LOTTO_A', 'LOTT'),
];

describe('buildCatalogue', () => {
  it('orders lanes as the header does and leaves out empty categories', () => {
    const { lanes } = buildCatalogue(rows, { esportsVendors: [], pulledOutSportsVendor: null });
    expect(lanes.lanes.map((l) => l.title)).toEqual(['LOTT', 'LIVE', 'SPORTS', 'RNG']);
    expect(lanes.pulledOutSports).toBeNull();
    expect(lanes.lanes[2]?.cards.map((c) => c.vassalage)).toEqual(['SPORT_A', 'SPORT_PULLED', 'SPORT_E']);
  });

  it('splits esports vendors into their own lane and pulls out the chosen sports vendor', () => {
    const catalogue = buildCatalogue(rows, {
      esportsVendors: ['SPORT_E'],
      pulledOutSportsVendor: 'SPORT_PULLED',
    });
    const titles = catalogue.lanes.lanes.map((l) => l.title);
    expect(titles).toEqual(['LOTT', 'LIVE', 'SPORTS', 'RNG', 'ESPORTS']);
    expect(catalogue.lanes.lanes[2]?.cards.map((c) => c.vassalage)).toEqual(['SPORT_A']);
    expect(catalogue.lanes.lanes[4]?.cards).toEqual([
      {
        vassalage: 'SPORT_E',
        name: 'sport_e',
        accountTypeName: 'SPORT_E',
        logoUrl: '/media/vendors/SPORT_E.svg',
        isHot: 0,
        isGame: null,
        gameCount: 2,
        walletMode: 'transfer',
      },
    ]);
    expect(catalogue.lanes.pulledOutSports?.vassalage).toBe('SPORT_PULLED');
    expect(catalogue.vendors.get('SPORT_E')?.category).toBe('ESPORTS');
    expect(catalogue.vendors.get('SPORT_PULLED')?.category).toBe('SPORTS');
  });

  it('only splits sports vendors, and drops a SPORTS lane left empty', () => {
    const catalogue = buildCatalogue([row('SLOTS_A', 'RNG'), row('ONLY_SPORT', 'SPORTS')], {
      esportsVendors: ['SLOTS_A'],
      pulledOutSportsVendor: 'ONLY_SPORT',
    });
    expect(catalogue.lanes.lanes.map((l) => l.title)).toEqual(['RNG']);
    expect(catalogue.lanes.pulledOutSports?.vassalage).toBe('ONLY_SPORT');
  });

  it('says a vendor with an active game provider plays on the seamless wallet, the others by transfer', () => {
    const catalogue = buildCatalogue([row('STUDIO_A', 'RNG', 3, 'studio'), row('LIVE_A', 'LIVE')], {
      esportsVendors: [],
      pulledOutSportsVendor: null,
    });
    expect(catalogue.vendors.get('STUDIO_A')?.card.walletMode).toBe('seamless');
    expect(catalogue.vendors.get('LIVE_A')?.card.walletMode).toBe('transfer');
  });

  it('does not pull out a vendor that is not a sports vendor', () => {
    const catalogue = buildCatalogue(rows, { esportsVendors: ['SPORT_E'], pulledOutSportsVendor: 'SPORT_E' });
    expect(catalogue.lanes.pulledOutSports).toBeNull();
  });
});
