import { API, vendorLanes } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function lanes(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: API.vendors });
  expect(res.statusCode).toBe(200);
  return vendorLanes.parse(res.json().value);
}

describe('vendor lanes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('groups active vendors by category in the header order', async () => {
    const value = await lanes(t);
    expect(value.lanes.map((l) => l.title)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    const rng = value.lanes.find((l) => l.title === 'RNG');
    expect(rng?.cards.map((c) => c.vassalage)).toEqual([
      'LOTUS_GAMING',
      'JADE_SLOTS',
      'PHOENIX_PLAY',
      'BAMBOO_STUDIO',
    ]);
    const all = value.lanes.flatMap((l) => l.cards.map((c) => c.vassalage));
    expect(all).not.toContain('RETRO_REELS');
  });

  it('splits the esports vendor out and pulls out the chosen sports vendor', async () => {
    const value = await lanes(t);
    const sports = value.lanes.find((l) => l.title === 'SPORTS');
    const esports = value.lanes.find((l) => l.title === 'ESPORTS');
    expect(sports?.cards.map((c) => c.vassalage)).toEqual(['MEKONG_SPORTS']);
    expect(esports?.cards.map((c) => c.vassalage)).toEqual(['ESPORTS_ARENA']);
    expect(value.pulledOutSports).toMatchObject({
      vassalage: 'SABA_SPORTS',
      name: 'Sao Băng Sports',
      isHot: 1,
    });
  });

  it('describes each card: counts, logo, launch account type, popup flag', async () => {
    const value = await lanes(t);
    const cards = value.lanes.flatMap((l) => l.cards);
    const count = async (vassalage: string) =>
      Number(
        (
          await t.db
            .selectFrom('games')
            .where('vassalage', '=', vassalage)
            .where('active', '=', true)
            .select((eb) => eb.fn.countAll<bigint>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const lotus = cards.find((c) => c.vassalage === 'LOTUS_GAMING');
    expect(lotus).toMatchObject({ logoUrl: '/media/vendors/LOTUS_GAMING.svg', isHot: 1, isGame: null });
    expect(lotus?.gameCount).toBe(await count('LOTUS_GAMING'));
    expect(cards.find((c) => c.vassalage === 'HALONG_LIVE')?.isGame).toBe('VASSALAGE');
    const lott = value.lanes.find((l) => l.title === 'LOTT')?.cards.map((c) => c.accountTypeName);
    expect(lott).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA']));
  });

  it('says which vendors play on the seamless wallet: those served by an active game provider', async () => {
    const modes = async () => {
      const value = await lanes(t);
      const cards = [
        ...value.lanes.flatMap((l) => l.cards),
        ...(value.pulledOutSports ? [value.pulledOutSports] : []),
      ];
      return Object.fromEntries(cards.map((c) => [c.vassalage, c.walletMode]));
    };
    const providers = await t.db
      .selectFrom('vendors')
      .select(['vassalage', 'provider'])
      .where('active', '=', true)
      .execute();
    const seamless = providers.filter((v) => v.provider !== null).map((v) => v.vassalage);
    // the seed gives the RNG lane to the in-house studio
    expect(seamless).toEqual(
      expect.arrayContaining(['LOTUS_GAMING', 'JADE_SLOTS', 'PHOENIX_PLAY', 'BAMBOO_STUDIO']),
    );
    const before = await modes();
    for (const [vassalage, mode] of Object.entries(before)) {
      expect(mode, vassalage).toBe(seamless.includes(vassalage) ? 'seamless' : 'transfer');
    }

    // a provider switched off leaves its vendors without the seamless wallet (once the lanes' cache turns)
    await t.db.updateTable('game_providers').set({ active: false }).where('code', '=', 'studio').execute();
    try {
      await expect
        .poll(async () => (await modes()).LOTUS_GAMING, { timeout: 10_000, interval: 500 })
        .toBe('transfer');
    } finally {
      await t.db.updateTable('game_providers').set({ active: true }).where('code', '=', 'studio').execute();
    }
  });
});

describe('vendor lanes without a category', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Before the first request, so the cached lanes start from this state.
    await t.db.updateTable('vendors').set({ active: false }).where('category', '=', 'PVP').execute();
  });
  afterAll(() => t.close());

  it('leaves out categories with no active vendor', async () => {
    const value = await lanes(t);
    expect(value.lanes.map((l) => l.title)).not.toContain('PVP');
    const res = await t.app.inject({ method: 'GET', url: API.gameList, query: { gameType: 'PVP' } });
    expect(res.json().value).toMatchObject({ games: [], total: 0, totalPages: 0 });
    const byVendor = await t.app.inject({
      method: 'GET',
      url: API.gameList,
      query: { vassalage: 'HANOI_CARDS' },
    });
    expect(byVendor.json()).toMatchObject({ success: false, code: 'vendor_not_found' });
  });
});
