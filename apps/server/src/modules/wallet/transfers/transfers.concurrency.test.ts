import { WALLET_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  // one member's requests at once, as several server processes would send them (each process lets one through)
  ctx = await walletTestApp({ memberRequestGuard: false });
});
afterAll(() => ctx.close());

const send = (from: TestMember, to: string, amount: bigint) =>
  from.client.post(WALLET_API.transfers, { to, amount: String(amount), paymentPassword: PAY });

async function team() {
  const agent = await member(ctx, { type: 1 });
  const player = await member(ctx, { parentId: agent.id });
  return { agent, player };
}

describe('concurrent transfers', () => {
  it('20 concurrent transfers beyond the balance: exactly the ones that fit go through', async () => {
    const { agent, player } = await team();
    await fund(ctx.db, player.id, dong(1_000_000));
    const results = await Promise.all(Array.from({ length: 20 }, () => send(player, 'upline', dong(70_000))));
    const codes = results.map((r) => (r.status === 200 ? 'ok' : r.body.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(14);
    expect(codes.filter((c) => c === 'insufficient_funds')).toHaveLength(6);
    expect(await mainBalance(ctx.db, player.id)).toBe(dong(20_000));
    expect(await mainBalance(ctx.db, agent.id)).toBe(dong(980_000));
    await expectLedgerConsistent(ctx.db, [agent.id, player.id]);
  });

  it('parallel transfers agent → downline and downline → agent never deadlock', async () => {
    const { agent, player } = await team();
    await fund(ctx.db, agent.id, dong(1_000_000));
    await fund(ctx.db, player.id, dong(1_000_000));
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0
          ? send(agent, String(player.id), dong(10_000 + i))
          : send(player, 'upline', dong(10_000 + i)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const [a, p] = [await mainBalance(ctx.db, agent.id), await mainBalance(ctx.db, player.id)];
    expect(a + p).toBe(dong(2_000_000));
    // each side sent 10,000 ₫ × 12 plus its own offsets: agent the even i (0+2+…+22 = 132), player the odd (144)
    expect(a).toBe(dong(1_000_000 + 12));
    await expectLedgerConsistent(ctx.db, [agent.id, player.id]);
  });
});
