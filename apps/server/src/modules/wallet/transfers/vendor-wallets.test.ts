import { WALLET_API, type Wallets } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount, transferAlone } from '../ledger.ts';
import {
  type Ctx,
  dong,
  expectLedgerConsistent,
  fund,
  mainBalance,
  member,
  type TestMember,
  walletTestApp,
} from './testing.ts';
import { vendorWalletCode } from './vendor-wallets.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await walletTestApp();
});
afterAll(() => ctx.close());

const setSingle = (isSingle: boolean) =>
  ctx.db.updateTable('wallet_settings').set({ is_single: isSingle }).execute();

const move = (
  who: TestMember,
  from: string,
  to: string,
  amount: bigint,
  extra: Record<string, unknown> = {},
) => who.client.post<Wallets>(WALLET_API.walletTransfer, { from, to, amount: String(amount), ...extra });

const walletOf = (w: Wallets, vassalage: string) => w.wallets.find((x) => x.vassalage === vassalage);

describe('my wallet: main and vendor transfer wallets', () => {
  it('single-wallet mode: only the main wallet, and no transfers between wallets', async () => {
    await setSingle(true);
    const player = await member(ctx);
    await fund(ctx.db, player.id, dong(100_000));
    const res = await player.client.get<Wallets>(WALLET_API.wallets);
    expect(res.body.value).toEqual({
      isSingle: true,
      currency: 'VND',
      sumBalance: String(dong(100_000)),
      main: String(dong(100_000)),
      wallets: [],
    });
    const refused = await move(player, 'main', 'SABA_SPORTS', dong(10_000));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('single_wallet_mode');
    expect(await mainBalance(ctx.db, player.id)).toBe(dong(100_000));
  });

  it('multi-wallet mode: lists active vendors and moves money both ways; sumBalance counts vendor wallets', async () => {
    await setSingle(false);
    const player = await member(ctx);
    await fund(ctx.db, player.id, dong(1_000_000));
    const listed = (await player.client.get<Wallets>(WALLET_API.wallets)).body.value;
    expect(listed.isSingle).toBe(false);
    expect(listed.wallets.length).toBeGreaterThan(3);
    expect(walletOf(listed, 'RETRO_REELS')).toBeUndefined(); // inactive, holding nothing
    expect(walletOf(listed, 'SABA_SPORTS')).toMatchObject({
      balance: '0',
      canTransferIn: true,
      category: 'SPORTS',
    });

    const inward = await move(player, 'main', 'SABA_SPORTS', dong(300_000));
    expect(inward.status, JSON.stringify(inward.body)).toBe(200);
    expect(inward.body.value.main).toBe(String(dong(700_000)));
    expect(walletOf(inward.body.value, 'SABA_SPORTS')?.balance).toBe(String(dong(300_000)));
    expect(inward.body.value.sumBalance).toBe(String(dong(1_000_000)));
    const back = await move(player, 'SABA_SPORTS', 'main', dong(100_000));
    expect(back.status).toBe(200);
    expect(walletOf(back.body.value, 'SABA_SPORTS')?.balance).toBe(String(dong(200_000)));
    await move(player, 'main', 'JADE_SLOTS', dong(50_000));

    const balance = await player.client.get<{ sumBalance: string; main: string }>(WALLET_API.balance);
    expect(balance.body.value).toMatchObject({
      sumBalance: String(dong(1_000_000)),
      main: String(dong(750_000)),
    });

    const saba = await ctx.db
      .selectFrom('vendors')
      .select('name')
      .where('vassalage', '=', 'SABA_SPORTS')
      .executeTakeFirstOrThrow();
    const records = await player.client.get<{
      items: {
        transferId: string;
        wallet: string;
        amount: string;
        descriptionKey: string;
        counterpart: string;
      }[];
    }>(`${WALLET_API.transactionRecords}?kind=vendor_transfer`);
    const items = records.body.value.items;
    expect(items).toHaveLength(6);
    // newest transfer first; the two lines of one transfer in either order
    const ids = items.map((i) => BigInt(i.transferId));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    const lines = items.slice(2).map((i) => [i.wallet, i.amount, i.descriptionKey, i.counterpart].join(' '));
    expect(lines.sort()).toEqual(
      [
        ['main', String(dong(100_000)), 'vendor_transfer_in', saba.name],
        ['SABA_SPORTS', String(-dong(100_000)), 'vendor_transfer_out', 'main'],
        ['SABA_SPORTS', String(dong(300_000)), 'vendor_transfer_in', 'main'],
        ['main', String(-dong(300_000)), 'vendor_transfer_out', saba.name],
      ]
        .map((l) => l.join(' '))
        .sort(),
    );
    await expectLedgerConsistent(ctx.db, [player.id]);
  });

  it('refuses what is not a transfer between main and one vendor wallet, and overdrafts', async () => {
    await setSingle(false);
    const player = await member(ctx);
    await fund(ctx.db, player.id, dong(100_000));
    const cases: [string, string, string][] = [
      ['main', 'main', 'wallet_transfer_invalid'],
      ['SABA_SPORTS', 'JADE_SLOTS', 'wallet_transfer_invalid'],
      ['main', 'saba_sports', 'wallet_transfer_invalid'],
      ['main', '', 'wallet_transfer_invalid'],
      ['main', 'NOPE', 'vendor_not_found'],
      ['NOPE', 'main', 'vendor_not_found'],
      ['main', 'RETRO_REELS', 'vendor_not_found'],
    ];
    for (const [from, to, code] of cases) {
      const res = await move(player, from, to, dong(10_000));
      expect(res.status, `${from} → ${to}`).toBe(400);
      expect(res.body.code, `${from} → ${to}`).toBe(code);
    }
    expect((await move(player, 'main', 'SABA_SPORTS', 0n)).body.code).toBe('invalid_amount');
    const over = await move(player, 'main', 'SABA_SPORTS', dong(100_001));
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('insufficient_funds');
    expect((await move(player, 'JADE_SLOTS', 'main', 1n)).body.code).toBe('insufficient_funds');

    await ctx.db
      .updateTable('vendors')
      .set({ maintenance_until: new Date(Date.now() + 3_600_000) })
      .where('vassalage', '=', 'HALONG_LIVE')
      .execute();
    try {
      expect((await move(player, 'main', 'HALONG_LIVE', dong(10_000))).body.code).toBe('vendor_maintenance');
      const listed = (await player.client.get<Wallets>(WALLET_API.wallets)).body.value;
      expect(walletOf(listed, 'HALONG_LIVE')?.canTransferIn).toBe(false);
    } finally {
      await ctx.db
        .updateTable('vendors')
        .set({ maintenance_until: null })
        .where('vassalage', '=', 'HALONG_LIVE')
        .execute();
    }
    expect(await mainBalance(ctx.db, player.id)).toBe(dong(100_000));
    await expectLedgerConsistent(ctx.db, [player.id]);
  });

  it('shows an inactive vendor wallet that still holds money, and lets it come back', async () => {
    await setSingle(false);
    const player = await member(ctx);
    const world = await ensureAccount(ctx.db, { code: 'world:test', purpose: 'world', allowNegative: true });
    const stale = await ensureAccount(ctx.db, {
      code: vendorWalletCode(player.id, 'RETRO_REELS'),
      purpose: 'vendor',
      memberId: player.id,
    });
    await transferAlone(ctx.db, {
      key: `stale-${player.id}`,
      kind: 'adjustment',
      moves: [{ from: world, to: stale, amount: dong(5_000) }],
    });
    const listed = (await player.client.get<Wallets>(WALLET_API.wallets)).body.value;
    expect(walletOf(listed, 'RETRO_REELS')).toMatchObject({
      balance: String(dong(5_000)),
      canTransferIn: false,
    });
    expect(listed.sumBalance).toBe(String(dong(5_000)));
    expect((await move(player, 'RETRO_REELS', 'main', dong(5_000))).status).toBe(200);
    expect(await mainBalance(ctx.db, player.id)).toBe(dong(5_000));
    await expectLedgerConsistent(ctx.db, [player.id]);
  });

  it('demo members see their play money and cannot move it', async () => {
    await setSingle(false);
    const demo = await member(ctx, { type: 4, paymentPassword: null });
    const listed = await demo.client.get<Wallets>(WALLET_API.wallets);
    expect(listed.body.value).toMatchObject({ main: '200000000', sumBalance: '200000000', wallets: [] });
    const res = await move(demo, 'main', 'SABA_SPORTS', dong(10_000));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('in_need_true_account');
    const anonymous = await ctx.app.inject({ method: 'GET', url: WALLET_API.wallets });
    expect(anonymous.statusCode).toBe(401);
    await setSingle(true);
  });
});
