import { TRANSFER_TARGETS_CAP, WALLET_API } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../accounts/testing.ts';
import {
  type Ctx,
  dong,
  expectLedgerConsistent,
  fund,
  mainBalance,
  member,
  PAY,
  type TestMember,
  walletTestApp,
} from './testing.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await walletTestApp();
});
afterAll(() => ctx.close());

type Result = {
  transferId: string;
  balance: string;
  replayed: boolean;
  to: { id: string; direction: string };
};
type Records = {
  items: { kind: string; amount: string; descriptionKey: string; counterpart: string | null }[];
};

const send = (from: TestMember, to: string, amount: bigint, extra: Record<string, unknown> = {}) =>
  from.client.post<Result>(WALLET_API.transfers, {
    to,
    amount: String(amount),
    paymentPassword: PAY,
    ...extra,
  });

/** An agent with a direct downline member under it. */
async function team() {
  const agent = await member(ctx, { type: 1 });
  const player = await member(ctx, { parentId: agent.id });
  return { agent, player };
}

async function transferCount() {
  const row = await ctx.db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('kind', '=', 'transfer')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('transfer to the upline or a direct downline', () => {
  it('moves money to the upline; both see it in their records', async () => {
    const { agent, player } = await team();
    await fund(ctx.db, player.id, dong(1_000_000));
    const res = await send(player, 'upline', dong(200_000));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ balance: String(dong(800_000)), replayed: false });
    expect(res.body.value.to).toMatchObject({ id: String(agent.id), direction: 'upline' });
    // by the upline's id too
    expect((await send(player, String(agent.id), dong(100_000))).status).toBe(200);
    expect(await mainBalance(ctx.db, player.id)).toBe(dong(700_000));
    expect(await mainBalance(ctx.db, agent.id)).toBe(dong(300_000));
    const balance = await agent.client.get<{ sumBalance: string }>(WALLET_API.balance);
    expect(balance.body.value.sumBalance).toBe(String(dong(300_000)));

    const mine = await player.client.get<Records>(`${WALLET_API.transactionRecords}?kind=transfer`);
    expect(mine.body.value.items.map((i) => [i.descriptionKey, i.amount, i.counterpart])).toEqual([
      ['transfer_to_upline', String(-dong(100_000)), agent.username],
      ['transfer_to_upline', String(-dong(200_000)), agent.username],
    ]);
    const theirs = await agent.client.get<Records>(`${WALLET_API.transactionRecords}?kind=transfer`);
    expect(theirs.body.value.items.map((i) => [i.descriptionKey, i.amount, i.counterpart])).toEqual([
      ['transfer_from_downline', String(dong(100_000)), player.username],
      ['transfer_from_downline', String(dong(200_000)), player.username],
    ]);
    await expectLedgerConsistent(ctx.db, [agent.id, player.id]);
  });

  it('lets an agent transfer to a direct downline member', async () => {
    for (const type of [1, 2, 41, 42]) {
      const agent = await member(ctx, { type });
      const player = await member(ctx, { parentId: agent.id });
      await fund(ctx.db, agent.id, dong(500_000));
      const res = await send(agent, String(player.id), dong(150_000));
      expect(res.status, `type ${type}`).toBe(200);
      expect(res.body.value.to.direction).toBe('downline');
      expect(await mainBalance(ctx.db, player.id)).toBe(dong(150_000));
      const records = await player.client.get<Records>(WALLET_API.transactionRecords);
      expect(records.body.value.items[0]).toMatchObject({
        descriptionKey: 'transfer_from_upline',
        counterpart: agent.username,
      });
      await expectLedgerConsistent(ctx.db, [agent.id, player.id]);
    }
  });

  it('refuses anyone but the upline or a direct downline', async () => {
    const { agent, player } = await team();
    const grandchild = await member(ctx, { parentId: player.id });
    const otherAgent = await team();
    const sibling = await member(ctx, { parentId: agent.id });
    const demo = await createMember(ctx.db, { type: 4, parentId: agent.id });
    const disabled = await createMember(ctx.db, { parentId: agent.id });
    await ctx.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    const orphan = await member(ctx, { type: 1 });
    for (const who of [agent, player, grandchild, orphan]) await fund(ctx.db, who.id, dong(1_000_000));
    const before = await transferCount();

    const refused: [TestMember, string][] = [
      [player, String(grandchild.id)], // a plain member to its own downline
      [player, String(sibling.id)],
      [player, String(player.id)], // self
      [agent, String(agent.id)],
      [agent, String(grandchild.id)], // indirect downline
      [agent, String(otherAgent.player.id)], // another agent's member
      [agent, String(otherAgent.agent.id)],
      [agent, String(demo.id)], // demo accounts are never targets
      [agent, String(disabled.id)],
      [agent, '9999999999'], // unknown
      [orphan, 'upline'], // no upline
      [grandchild, String(agent.id)], // the upline's upline
    ];
    for (const [from, to] of refused) {
      const res = await send(from, to, dong(10_000));
      expect(res.status, `${from.username} → ${to}`).toBe(400);
      expect(res.body.code, `${from.username} → ${to}`).toBe('transfer_target_invalid');
    }
    for (const to of ['abc', '0', '-1', '1e5', '', ' 1', '99999999999999999999', 'UPLINE', '12.0']) {
      const res = await send(agent, to, dong(10_000));
      expect(res.status, to).toBe(400);
      expect(res.body.code, to).toBe('transfer_target_invalid');
    }
    expect(await transferCount()).toBe(before);
    await expectLedgerConsistent(ctx.db, [agent.id, player.id, grandchild.id, orphan.id]);
  });

  it('keeps demo members out, as senders and as targets', async () => {
    const agent = await member(ctx, { type: 1 });
    const demo = await member(ctx, { type: 4, parentId: agent.id });
    const res = await send(demo, 'upline', dong(10_000));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('in_need_true_account');
    expect((await demo.client.get(WALLET_API.transferTargets)).body.code).toBe('in_need_true_account');
    const anonymous = await ctx.app.inject({ method: 'GET', url: WALLET_API.transferTargets });
    expect(anonymous.statusCode).toBe(401);
    const targets = await agent.client.get<{ downline: unknown[] }>(WALLET_API.transferTargets);
    expect(targets.body.value.downline).toEqual([]);
  });

  it('checks the payment password: missing, wrong, not set, and locks after 5 misses', async () => {
    const { agent, player } = await team();
    await fund(ctx.db, player.id, dong(1_000_000));
    const missing = await player.client.post(WALLET_API.transfers, {
      to: 'upline',
      amount: String(dong(10_000)),
    });
    expect(missing.body.code).toBe('payment_password_required');
    const empty = await send(player, 'upline', dong(10_000), { paymentPassword: '' });
    expect(empty.body.code).toBe('payment_password_required');

    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await send(player, 'upline', dong(10_000), { paymentPassword: '111111' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('payment_password_wrong');
      expect(wrong.body.details).toEqual({ attemptsLeft: 5 - attempt });
    }
    // a correct one in between clears the count
    expect((await send(player, 'upline', dong(10_000))).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await send(player, 'upline', dong(10_000), { paymentPassword: 'x' })).body.code).toBe(
        'payment_password_wrong',
      );
    }
    const fifth = await send(player, 'upline', dong(10_000), { paymentPassword: 'x' });
    expect(fifth.status).toBe(423);
    expect(fifth.body.code).toBe('payment_password_locked');
    const locked = await send(player, 'upline', dong(10_000));
    expect(locked.body.code).toBe('payment_password_locked');
    expect(locked.body.details).toEqual({ lockedMinutes: 15 });
    expect(await mainBalance(ctx.db, player.id)).toBe(dong(990_000));

    // the lock expires
    await ctx.db
      .updateTable('payment_password_attempts')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('member_id', '=', player.id)
      .execute();
    expect((await send(player, 'upline', dong(10_000), { paymentPassword: 'x' })).body.details).toEqual({
      attemptsLeft: 4,
    });
    expect((await send(player, 'upline', dong(10_000))).status).toBe(200);

    const noPassword = await member(ctx, { parentId: agent.id, paymentPassword: null });
    await fund(ctx.db, noPassword.id, dong(100_000));
    const notSet = await send(noPassword, 'upline', dong(10_000));
    expect(notSet.status).toBe(400);
    expect(notSet.body.code).toBe('payment_password_not_set');
    await expectLedgerConsistent(ctx.db, [agent.id, player.id, noPassword.id]);
  });

  it('enforces the minimum, the maximum and the daily total', async () => {
    const { agent, player } = await team();
    await fund(ctx.db, player.id, dong(400_000_000));
    for (const amount of ['0', '-500', '12.5', 'abc', '1e9']) {
      const res = await player.client.post(WALLET_API.transfers, {
        to: 'upline',
        amount,
        paymentPassword: PAY,
      });
      expect(res.body.code, amount).toBe('invalid_amount');
    }
    for (const body of [
      undefined,
      [],
      'x',
      { to: 123, amount: '1000000', paymentPassword: PAY },
      { to: 'upline', amount: 1_000_000, paymentPassword: PAY },
    ]) {
      const res = await player.client.post(WALLET_API.transfers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await send(player, 'upline', dong(10_000) - 1n)).body.code).toBe('transfer_below_minimum');
    expect((await send(player, 'upline', dong(100_000_000) + 1n)).body.code).toBe('transfer_above_maximum');
    expect((await send(player, 'upline', dong(10_000))).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await send(player, 'upline', dong(100_000_000))).status).toBe(200);
    const targets = await player.client.get<{ limits: Record<string, string> }>(WALLET_API.transferTargets);
    expect(targets.body.value.limits).toEqual({
      minAmount: String(dong(10_000)),
      maxAmount: String(dong(100_000_000)),
      dailyLimit: String(dong(300_000_000)),
      usedToday: String(dong(200_010_000)),
    });
    const over = await send(player, 'upline', dong(100_000_000));
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('transfer_daily_limit');
    expect((await send(player, 'upline', dong(99_990_000))).status).toBe(200);
    expect((await send(player, 'upline', dong(10_000))).body.code).toBe('transfer_daily_limit');
    // money received does not count against the receiver's own limit
    expect(await mainBalance(ctx.db, agent.id)).toBe(dong(300_000_000));
    expect((await send(agent, String(player.id), dong(100_000_000))).status).toBe(200);
    await expectLedgerConsistent(ctx.db, [agent.id, player.id]);
  });

  it('refuses a transfer larger than the balance and writes nothing', async () => {
    const { agent, player } = await team();
    await fund(ctx.db, player.id, dong(50_000));
    const before = await transferCount();
    const res = await send(player, 'upline', dong(60_000));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('insufficient_funds');
    expect(await transferCount()).toBe(before);
    expect(await mainBalance(ctx.db, player.id)).toBe(dong(50_000));
    expect(await mainBalance(ctx.db, agent.id)).toBe(0n);
    await expectLedgerConsistent(ctx.db, [agent.id, player.id]);
  });

  it('moves money once for a repeated requestId, and refuses the id with another body', async () => {
    const { agent, player } = await team();
    await fund(ctx.db, player.id, dong(100_000));
    const requestId = 'form-3b1f0a9c';
    const first = await send(player, 'upline', dong(20_000), { requestId });
    const again = await send(player, 'upline', dong(20_000), { requestId });
    expect(again.body.value).toMatchObject({ transferId: first.body.value.transferId, replayed: true });
    expect(await mainBalance(ctx.db, player.id)).toBe(dong(80_000));
    const changed = await send(player, 'upline', dong(30_000), { requestId });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('idempotency_conflict');
    await expectLedgerConsistent(ctx.db, [agent.id, player.id]);
  });
});

describe('transfer targets', () => {
  it('lists the upline, and for agents the direct downline (searchable), capped', async () => {
    const { agent, player } = await team();
    const second = await member(ctx, { parentId: agent.id, username: `zz${Date.now() % 1_000_000}` });
    await createMember(ctx.db, { type: 4, parentId: agent.id });
    await member(ctx, { parentId: player.id });
    const asPlayer = await player.client.get<{ upline: unknown; downline: unknown[] }>(
      WALLET_API.transferTargets,
    );
    expect(asPlayer.body.value.upline).toEqual({ id: String(agent.id), nickname: agent.username });
    expect(asPlayer.body.value.downline).toEqual([]);

    type Targets = { upline: unknown; downline: { id: string }[]; downlineTotal: number };
    const asAgent = await agent.client.get<Targets>(WALLET_API.transferTargets);
    expect(asAgent.body.value.upline).toBeNull();
    expect(asAgent.body.value.downline.map((d) => d.id).sort()).toEqual(
      [String(player.id), String(second.id)].sort(),
    );
    expect(asAgent.body.value.downlineTotal).toBe(2);
    const found = await agent.client.get<Targets>(`${WALLET_API.transferTargets}?search=${second.username}`);
    expect(found.body.value.downline.map((d) => d.id)).toEqual([String(second.id)]);
    const none = await agent.client.get<Targets>(`${WALLET_API.transferTargets}?search=%25_`);
    expect(none.body.value.downlineTotal).toBe(0);
    expect((await agent.client.get(`${WALLET_API.transferTargets}?search=${'x'.repeat(65)}`)).status).toBe(
      400,
    );

    await sql`
      INSERT INTO members (merchant, username, nickname, parent_id)
      SELECT merchant, 'cap' || ${agent.id}::text || 'x' || g, 'cap' || g, ${agent.id} FROM members, generate_series(1, 205) g
      WHERE id = ${agent.id}`.execute(ctx.db);
    const capped = await agent.client.get<Targets>(WALLET_API.transferTargets);
    expect(capped.body.value.downline).toHaveLength(TRANSFER_TARGETS_CAP);
    expect(capped.body.value.downlineTotal).toBe(207);
  });
});
