import type { VendorCard, VendorLanes } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { seamlessGamesParams, seamlessVendors } from './seamless-vendors';

function card(vassalage: string, walletMode: VendorCard['walletMode']): VendorCard {
  return {
    vassalage,
    name: vassalage,
    accountTypeName: vassalage,
    logoUrl: `/media/vendors/${vassalage}.svg`,
    isHot: 0,
    isGame: null,
    gameCount: 3,
    walletMode,
  };
}

describe('seamless vendors', () => {
  it('keeps the vendors on the seamless wallet, once each, in lane order, with their lane', () => {
    const lanes: VendorLanes = {
      lanes: [
        { title: 'LIVE', cards: [card('LIVE_A', 'transfer'), card('LIVE_S', 'seamless')] },
        { title: 'RNG', cards: [card('SLOTS_S', 'seamless'), card('SLOTS_T', 'transfer')] },
        { title: 'ESPORTS', cards: [card('SLOTS_S', 'seamless')] },
      ],
      pulledOutSports: card('SPORT_S', 'seamless'),
    };
    expect(seamlessVendors(lanes).map((v) => [v.card.vassalage, v.category])).toEqual([
      ['LIVE_S', 'LIVE'],
      ['SLOTS_S', 'RNG'],
      ['SPORT_S', 'SPORTS'],
    ]);
  });

  it('is empty while the vendors load, or when none plays on the seamless wallet', () => {
    expect(seamlessVendors(undefined)).toEqual([]);
    expect(
      seamlessVendors({ lanes: [{ title: 'RNG', cards: [card('T', 'transfer')] }], pulledOutSports: null }),
    ).toEqual([]);
  });

  it("asks for a vendor's games as its tab on the game list does", () => {
    expect(seamlessGamesParams({ card: card('SLOTS_S', 'seamless'), category: 'RNG' }, 2)).toEqual({
      category: 'RNG',
      vendor: 'SLOTS_S',
      search: '',
      pageNo: 2,
      pageSize: 24,
    });
  });
});
