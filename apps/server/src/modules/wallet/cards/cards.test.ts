import { type BankCard, type BankCards, WALLET_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TestClient } from '../../accounts/testing.ts';
import {
  bindTestCard,
  createWithdrawalTestApp,
  memberWithMoney,
  PAYMENT_PASSWORD,
  resetWithdrawalSettings,
  setWithdrawalSettings,
  type TestContext,
  VND,
} from '../withdrawals/testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createWithdrawalTestApp();
});
afterAll(() => ctx?.close());

const bind = (client: TestClient, body: Record<string, unknown>) =>
  client.post<BankCard>(WALLET_API.cards, body);

describe('banks', () => {
  it('lists the Vietnamese banks by code', async () => {
    const m = await memberWithMoney(ctx);
    const res = await m.client.get<{ code: string; name: string }[]>(WALLET_API.banks);
    expect(res.status).toBe(200);
    expect(res.body.value.map((b) => b.code)).toEqual([
      'VCB',
      'TCB',
      'BIDV',
      'VTB',
      'ACB',
      'MB',
      'VPB',
      'TPB',
      'STB',
      'AGR',
      'SHB',
      'HDB',
    ]);
    expect(res.body.value[0]).toMatchObject({ code: 'VCB', name: 'Vietcombank' });
  });
});

describe('binding cards', () => {
  it('binds a card matching the registered payee name (diacritics, case and spaces aside) and masks it', async () => {
    const m = await memberWithMoney(ctx, { payeeName: 'Nguyễn Văn An' });
    // the form is filled in with the name the card must carry, written as a card writes it
    const before = await m.client.get<BankCards>(WALLET_API.cards);
    expect(before.body.value).toEqual({ items: [], limit: 3, payeeName: 'NGUYEN VAN AN' });
    const res = await bind(m.client, {
      bankCode: 'tcb',
      accountNumber: '1903 4567 8901',
      payeeName: ' nguyen  van AN ',
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      bankCode: 'TCB',
      bankName: 'Techcombank',
      accountNumber: '********8901',
      payeeName: 'NGUYEN VAN AN',
    });
    const list = await m.client.get<BankCards>(WALLET_API.cards);
    expect(list.body.value).toEqual({ items: [res.body.value], limit: 3, payeeName: 'NGUYEN VAN AN' });
    expect(JSON.stringify(list.body)).not.toContain('190345678901');
  });

  it('refuses another name than the registered one', async () => {
    const m = await memberWithMoney(ctx, { payeeName: 'NGUYEN VAN AN' });
    const res = await bind(m.client, {
      bankCode: 'VCB',
      accountNumber: '0123456789',
      payeeName: 'Tran Thi Binh',
    });
    expect([res.status, res.body.code]).toEqual([400, 'payee_name_mismatch']);
    expect(res.body.fields).toEqual({ payeeName: 'payee_name_mismatch' });
  });

  it('without a registered name, every card must carry the name of the first one', async () => {
    const m = await memberWithMoney(ctx, { payeeName: null });
    const name = async () => (await m.client.get<BankCards>(WALLET_API.cards)).body.value.payeeName;
    expect(await name()).toBeNull(); // the first card names it
    expect(
      (await bind(m.client, { bankCode: 'VCB', accountNumber: '0123456789', payeeName: 'Le Van Cuong' }))
        .status,
    ).toBe(200);
    const other = await bind(m.client, {
      bankCode: 'ACB',
      accountNumber: '0123456789',
      payeeName: 'Pham Thi Dung',
    });
    expect(other.body.code).toBe('payee_name_mismatch');
    expect(await name()).toBe('LE VAN CUONG');
    expect(
      (await bind(m.client, { bankCode: 'ACB', accountNumber: '0123456789', payeeName: 'LE VAN CUONG' }))
        .status,
    ).toBe(200);
  });

  it('refuses diacritics and other characters in the payee name (pattern payeeName)', async () => {
    const m = await memberWithMoney(ctx);
    for (const payeeName of ['Nguyễn Văn An', 'Nguyen Van An 2', 'A', 'Nguyen-Van', '', 'x'.repeat(51)]) {
      const res = await bind(m.client, { bankCode: 'VCB', accountNumber: '0123456789', payeeName });
      expect([res.status, res.body.code], payeeName).toEqual([400, 'field_invalid']);
      expect(res.body.fields, payeeName).toEqual({ payeeName: 'pattern:payeeName:2:50' });
    }
  });

  it('refuses bad account numbers and unknown banks', async () => {
    const m = await memberWithMoney(ctx);
    for (const accountNumber of ['12345', '1'.repeat(21), '01234abc89', '-123456789', '12.3456789', '']) {
      const res = await bind(m.client, { bankCode: 'VCB', accountNumber, payeeName: 'Nguyen Van An' });
      expect([res.status, res.body.code], accountNumber).toEqual([400, 'field_invalid']);
      expect(res.body.fields, accountNumber).toEqual({ accountNumber: 'pattern:digits:6:20' });
    }
    const bank = await bind(m.client, {
      bankCode: 'XYZ',
      accountNumber: '0123456789',
      payeeName: 'Nguyen Van An',
    });
    expect([bank.status, bank.body.code]).toEqual([400, 'bank_not_supported']);
    const missing = await bind(m.client, { bankCode: 'VCB' });
    expect(missing.status).toBe(400);
    const wrongType = await bind(m.client, {
      bankCode: 'VCB',
      accountNumber: 123456789,
      payeeName: 'Nguyen Van An',
    });
    expect(wrongType.status).toBe(400);
  });

  it('refuses the same card twice', async () => {
    const m = await memberWithMoney(ctx);
    const body = { bankCode: 'BIDV', accountNumber: '11112222333', payeeName: 'Nguyen Van An' };
    expect((await bind(m.client, body)).status).toBe(200);
    const again = await bind(m.client, { ...body, accountNumber: '1111 2222 333' });
    expect([again.status, again.body.code]).toEqual([409, 'card_duplicate']);
    // the same number at another bank is another card
    expect((await bind(m.client, { ...body, bankCode: 'MB' })).status).toBe(200);
  });

  it('stops at the card limit (default 3, a setting), also when binds race', async () => {
    const m = await memberWithMoney(ctx);
    const results = await Promise.all(
      ['100000001', '100000002', '100000003', '100000004', '100000005'].map((accountNumber) =>
        bind(m.client, { bankCode: 'VCB', accountNumber, payeeName: 'Nguyen Van An' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'card_limit_reached'],
      [400, 'card_limit_reached'],
    ]);
    expect(refused[0]?.body.details).toEqual({ limit: 3 });

    await setWithdrawalSettings(ctx.db, { card_limit: 4 });
    try {
      expect(
        (await bind(m.client, { bankCode: 'VCB', accountNumber: '100000009', payeeName: 'Nguyen Van An' }))
          .status,
      ).toBe(200);
      expect((await m.client.get<BankCards>(WALLET_API.cards)).body.value.limit).toBe(4);
    } finally {
      await resetWithdrawalSettings(ctx.db);
    }
  });

  it('a deleted card frees its place and can be bound again', async () => {
    const m = await memberWithMoney(ctx);
    const ids = [];
    for (const n of ['200000001', '200000002', '200000003'])
      ids.push(await bindTestCard(m.client, { accountNumber: n }));
    expect((await m.client.delete(WALLET_API.card(ids[0]!))).status).toBe(200);
    expect((await bindTestCard(m.client, { accountNumber: '200000001' })).length).toBeGreaterThan(0);
    expect((await m.client.get<BankCards>(WALLET_API.cards)).body.value.items).toHaveLength(3);
  });
});

describe("other members' cards", () => {
  it('are not found: not listed, not deletable, not usable for a withdrawal', async () => {
    const owner = await memberWithMoney(ctx);
    const other = await memberWithMoney(ctx, { balance: VND(1_000_000) });
    const cardId = await bindTestCard(owner.client);
    expect((await other.client.get<BankCards>(WALLET_API.cards)).body.value.items).toEqual([]);
    const del = await other.client.delete(WALLET_API.card(cardId));
    expect([del.status, del.body.code]).toEqual([404, 'card_not_found']);
    const use = await other.client.post(WALLET_API.withdrawals, {
      cardId,
      amount: String(VND(200_000)),
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect([use.status, use.body.code]).toEqual([404, 'card_not_found']);
    expect((await owner.client.get<BankCards>(WALLET_API.cards)).body.value.items).toHaveLength(1);
    expect((await other.client.delete(WALLET_API.card('abc'))).status).toBe(404);
  });
});

describe('deleting a card', () => {
  it('is refused while a withdrawal to it is pending, allowed once it is settled', async () => {
    const m = await memberWithMoney(ctx, { balance: VND(1_000_000) });
    const cardId = await bindTestCard(m.client);
    const w = await m.client.post<{ id: string }>(WALLET_API.withdrawals, {
      cardId,
      amount: String(VND(200_000)),
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(w.status).toBe(200);
    const refused = await m.client.delete(WALLET_API.card(cardId));
    expect([refused.status, refused.body.code]).toEqual([409, 'card_in_use']);
    expect((await m.client.post(WALLET_API.withdrawalCancel(w.body.value.id))).status).toBe(200);
    expect((await m.client.delete(WALLET_API.card(cardId))).status).toBe(200);
    expect((await m.client.get<BankCards>(WALLET_API.cards)).body.value.items).toEqual([]);
    // the withdrawal still shows where it was going
    const after = await m.client.get<{ bankCode: string; status: string }>(
      WALLET_API.withdrawal(w.body.value.id),
    );
    expect(after.body.value).toMatchObject({ bankCode: 'VCB', status: 'CANCELLED' });
  });
});

describe('demo members and visitors', () => {
  it('are refused', async () => {
    const demo = await createMember(ctx.db, { type: 4 });
    const client = new TestClient(ctx.app, '10.200.0.1');
    expect((await client.login(demo.username, 'Test1234')).status).toBe(200);
    for (const res of [
      await client.get(WALLET_API.banks),
      await client.get(WALLET_API.cards),
      await bind(client, { bankCode: 'VCB', accountNumber: '0123456789', payeeName: 'Nguyen Van An' }),
      await client.delete(WALLET_API.card('1')),
    ]) {
      expect([res.status, res.body.code]).toEqual([403, 'in_need_true_account']);
    }
    expect((await new TestClient(ctx.app).get(WALLET_API.cards)).status).toBe(401);
  });
});
