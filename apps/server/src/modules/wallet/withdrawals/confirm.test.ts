import { OPERATOR_API, WALLET_API, type Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoReceiveWithdrawals } from './confirm.ts';
import { approveWithdrawal } from './review.ts';
import {
  balances,
  bindTestCard,
  createWithdrawalTestApp,
  expectLedgerConsistent,
  loggedInOperator,
  memberWithMoney,
  multipart,
  PAYMENT_PASSWORD,
  postMultipart,
  resetWithdrawalSettings,
  setWithdrawalSettings,
  type TestContext,
  VND,
} from './testing.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createWithdrawalTestApp();
});
afterAll(() => ctx?.close());

/** A member with a withdrawal the sandbox has paid (status PAID). */
async function paid(amount = VND(300_000)) {
  const member = await memberWithMoney(ctx, { balance: VND(1_000_000) });
  const cardId = await bindTestCard(member.client);
  const res = await member.client.post<Withdrawal>(WALLET_API.withdrawals, {
    cardId,
    amount: String(amount),
    paymentPassword: PAYMENT_PASSWORD,
  });
  const id = res.body.value.id;
  const approved = await approveWithdrawal(ctx.db, ctx.app.payments.gateways, BigInt(id), {
    operatorId: null,
    via: 'cli',
  });
  expect(approved.status).toBe('PAID');
  return { member, id };
}

const confirmForm = (
  member: Awaited<ReturnType<typeof paid>>['member'],
  id: string,
  body: ReturnType<typeof multipart>,
) => postMultipart(ctx.app, member.client, WALLET_API.withdrawalConfirm(id), body);

describe('confirming a paid withdrawal as not (fully) received', () => {
  it('stores the png proof, opens a dispute with the amount received, serves the proof to the owner only', async () => {
    const { member, id } = await paid(VND(300_000));
    const res = await confirmForm(
      member,
      id,
      multipart(
        { received: 'false', amountReceived: String(VND(100_000)) },
        { filename: 'bank-statement.png', contentType: 'image/png', bytes: PNG },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'DISPUTED',
      confirmation: 'member',
      amountReceived: String(VND(100_000)),
      amountRemainder: String(VND(200_000)),
      proofUrl: WALLET_API.withdrawalProof(id),
    });
    const image = await ctx.app.inject({
      url: WALLET_API.withdrawalProof(id),
      headers: { cookie: [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const stranger = await memberWithMoney(ctx);
    expect((await stranger.client.get(WALLET_API.withdrawalProof(id))).status).toBe(404);
    expect((await ctx.app.inject({ url: WALLET_API.withdrawalProof(id) })).statusCode).toBe(401);
    const op = await loggedInOperator(ctx);
    const opImage = await ctx.app.inject({
      url: OPERATOR_API.withdrawalProof(id),
      headers: { authorization: `Bearer ${op.token}` },
    });
    expect([opImage.statusCode, opImage.headers['content-type']]).toEqual([200, 'image/png']);
    const disputed = await op.get<{ items: { id: string }[] }>(`${OPERATOR_API.withdrawals}?status=DISPUTED`);
    expect(disputed.body.value.items.map((w) => w.id)).toContain(id);

    // no money moves on a dispute; settling it is the operators' (a later issue)
    expect(await balances(ctx.db, member.id)).toEqual({ main: VND(700_000), held: 0n });
    const again = await confirmForm(member, id, multipart({ received: 'true' }));
    expect([again.status, again.body.code]).toEqual([409, 'withdrawal_not_paid']);
    await expectLedgerConsistent(ctx.db);
  });

  it('takes a jpeg, and nothing received at all (amountReceived 0 or left out)', async () => {
    const { member, id } = await paid();
    const res = await confirmForm(
      member,
      id,
      multipart({ received: 'false' }, { filename: 'x.jpg', contentType: 'image/jpeg', bytes: JPEG }),
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'DISPUTED', amountReceived: '0' });
  });

  it('refuses a .png that is really text (415), a file over 5 MiB (413), no proof, a bad amount', async () => {
    const { member, id } = await paid(VND(300_000));
    const text = await confirmForm(
      member,
      id,
      multipart(
        { received: 'false', amountReceived: '0' },
        {
          filename: 'proof.png',
          contentType: 'image/png',
          bytes: Buffer.from('not an image at all, just text\n'),
        },
      ),
    );
    expect([text.status, text.body.code]).toEqual([415, 'proof_invalid']);

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const tooBig = await confirmForm(
      member,
      id,
      multipart({ received: 'false' }, { filename: 'big.png', contentType: 'image/png', bytes: big }),
    );
    expect([tooBig.status, tooBig.body.code]).toEqual([413, 'upload_too_large']);

    const noProof = await confirmForm(member, id, multipart({ received: 'false', amountReceived: '0' }));
    expect([noProof.status, noProof.body.code]).toEqual([400, 'proof_required']);
    const jsonNoProof = await member.client.post(WALLET_API.withdrawalConfirm(id), { received: false });
    expect([jsonNoProof.status, jsonNoProof.body.code]).toEqual([400, 'proof_required']);

    for (const amountReceived of [String(VND(300_000) + 1n), '-1', '1.5', 'abc']) {
      const bad = await confirmForm(
        member,
        id,
        multipart(
          { received: 'false', amountReceived },
          { filename: 'p.png', contentType: 'image/png', bytes: PNG },
        ),
      );
      expect([bad.status, bad.body.code], amountReceived).toEqual([400, 'amount_received_invalid']);
    }
    const badFlag = await member.client.post(WALLET_API.withdrawalConfirm(id), { received: 'maybe' });
    expect(badFlag.status).toBe(400);
    const wrongField = await confirmForm(
      member,
      id,
      multipart(
        { received: 'false' },
        { field: 'file', filename: 'p.png', contentType: 'image/png', bytes: PNG },
      ),
    );
    expect(wrongField.status).toBe(400);

    // a proof just under the limit is fine (the app's 1 MiB JSON body limit does not apply to uploads)
    const large = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024, 0)]);
    const ok = await confirmForm(
      member,
      id,
      multipart(
        { received: 'false', amountReceived: String(VND(300_000)) },
        {
          filename: 'large.png',
          contentType: 'image/png',
          bytes: large,
        },
      ),
    );
    expect(ok.status).toBe(200);
    expect((ok.body.value as Withdrawal).amountRemainder).toBe('0');
  });

  it('only a PAID withdrawal of the member can be confirmed', async () => {
    const member = await memberWithMoney(ctx, { balance: VND(1_000_000) });
    const cardId = await bindTestCard(member.client);
    const w = await member.client.post<Withdrawal>(WALLET_API.withdrawals, {
      cardId,
      amount: String(VND(200_000)),
      paymentPassword: PAYMENT_PASSWORD,
    });
    const early = await member.client.post(WALLET_API.withdrawalConfirm(w.body.value.id), { received: true });
    expect([early.status, early.body.code]).toEqual([409, 'withdrawal_not_paid']);
    const { id } = await paid();
    const notMine = await member.client.post(WALLET_API.withdrawalConfirm(id), { received: true });
    expect([notMine.status, notMine.body.code]).toEqual([404, 'not_found']);
  });
});

describe('auto-receive (the scheduled task)', () => {
  it('marks PAID withdrawals older than auto_receive_minutes as RECEIVED (auto), and nothing else', async () => {
    const old = await paid(VND(100_000));
    const fresh = await paid(VND(100_000));
    await ctx.db
      .withTables<{ withdrawals: { id: bigint; paid_at: Date } }>()
      .updateTable('withdrawals')
      .set({ paid_at: new Date(Date.now() - 61 * 60_000) })
      .where('id', '=', BigInt(old.id))
      .execute();
    const changed = await autoReceiveWithdrawals(ctx.db);
    expect(changed).toBeGreaterThanOrEqual(1);
    const oldNow = (await old.member.client.get<Withdrawal>(WALLET_API.withdrawal(old.id))).body.value;
    expect(oldNow).toMatchObject({
      status: 'RECEIVED',
      confirmation: 'auto',
      amountReceived: String(VND(100_000)),
    });
    expect(
      (await fresh.member.client.get<Withdrawal>(WALLET_API.withdrawal(fresh.id))).body.value.status,
    ).toBe('PAID');
    // running again changes nothing more
    expect(await autoReceiveWithdrawals(ctx.db)).toBe(0);
    // the member can no longer dispute it
    const late = await old.member.client.post(WALLET_API.withdrawalConfirm(old.id), { received: true });
    expect(late.body.code).toBe('withdrawal_not_paid');

    // an hour later (the `now` of the task), the fresh one goes too; a shorter setting applies at once
    expect(await autoReceiveWithdrawals(ctx.db, new Date(Date.now() + 61 * 60_000))).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      (await fresh.member.client.get<Withdrawal>(WALLET_API.withdrawal(fresh.id))).body.value.status,
    ).toBe('RECEIVED');
    await setWithdrawalSettings(ctx.db, { auto_receive_minutes: 1 });
    try {
      const quick = await paid(VND(100_000));
      expect(await autoReceiveWithdrawals(ctx.db, new Date(Date.now() + 61_000))).toBe(1);
      expect(
        (await quick.member.client.get<Withdrawal>(WALLET_API.withdrawal(quick.id))).body.value.status,
      ).toBe('RECEIVED');
    } finally {
      await resetWithdrawalSettings(ctx.db);
    }
  });
});
