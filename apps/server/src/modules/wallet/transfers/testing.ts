import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { hashPassword } from '../../accounts/index.ts';
import { createMember, type MemberSeed, TestClient } from '../../accounts/testing.ts';
import { memberMainAccount, worldAccount } from '../accounts.ts';
import { type TransferRequest, transferAlone } from '../ledger.ts';

/** Test helpers of the transfers and records suites. */

export type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/** The app on its own database, with cheap password hashing and no login throttle (many logins per suite). */
export function walletTestApp(overrides: Partial<Config> = {}): Promise<Ctx> {
  return createTestApp({
    ...overrides,
    accountsRateLimitPerMinute: 1_000_000,
    rateLimitPerMinute: 0,
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  });
}

/** ₫ in minor units. */
export const dong = (n: number) => BigInt(n) * 100n;
export const PAY = '246810';

export type TestMember = { id: bigint; username: string; client: TestClient };

/** A member (createMember's seed) with payment password PAY unless `paymentPassword: null`, logged in. */
export async function member(
  ctx: Ctx,
  seed: MemberSeed & { paymentPassword?: string | null } = {},
): Promise<TestMember> {
  const { paymentPassword, ...rest } = seed;
  const created = await createMember(ctx.db, rest);
  if (paymentPassword !== null) {
    await ctx.db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword(paymentPassword ?? PAY) })
      .where('id', '=', created.id)
      .execute();
  }
  const client = new TestClient(ctx.app);
  const login = await client.login(created.username, 'Test1234');
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { ...created, client };
}

/** Puts money in a member's main wallet from `world:test`. */
export async function fund(db: Db, memberId: bigint, amount: bigint): Promise<void> {
  const [world, wallet] = [await worldAccount(db, 'test'), await memberMainAccount(db, memberId)];
  await transferAlone(db, {
    key: `fund:${randomUUID()}`,
    kind: 'deposit',
    moves: [{ from: world, to: wallet, amount }],
  });
}

/** Posts a transfer from `world:test` to the member's main wallet (or back, for a negative amount). */
export async function post(
  db: Db,
  memberId: bigint,
  kind: TransferRequest['kind'],
  amount: bigint,
  metadata: Record<string, unknown> = {},
) {
  const [world, wallet] = [await worldAccount(db, 'test'), await memberMainAccount(db, memberId)];
  const move =
    amount > 0n ? { from: world, to: wallet, amount } : { from: wallet, to: world, amount: -amount };
  return transferAlone(db, { key: `${kind}:${randomUUID()}`, kind, moves: [move], metadata });
}

/**
 * Test-only: moves a transfer and its postings back in time. The ledger is append-only, so the triggers are
 * bypassed for this one transaction (session_replication_role = replica; the test user is a superuser).
 */
export async function backdate(db: Db, transferId: bigint, days: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(tx);
    const by = sql`make_interval(days => ${days})`;
    await sql`UPDATE ledger_transfers SET created_at = created_at - ${by} WHERE id = ${transferId}`.execute(
      tx,
    );
    await sql`UPDATE ledger_postings SET created_at = created_at - ${by} WHERE transfer_id = ${transferId}`.execute(
      tx,
    );
  });
}

export async function mainBalance(db: Db, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', `member:${memberId}:main`)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * The ledger invariants for these members' accounts: each balance equals the sum of its postings, and every
 * transfer touching them sums to zero.
 */
export async function expectLedgerConsistent(db: Db, memberIds: bigint[]): Promise<void> {
  const drift = await sql<{ code: string; balance: bigint; posted: bigint }>`
    SELECT a.code, a.balance, coalesce((SELECT sum(p.amount) FROM ledger_postings p WHERE p.account_id = a.id), 0)::bigint AS posted
    FROM ledger_accounts a
    WHERE a.member_id = ANY (${memberIds.map(String)}::bigint[])`.execute(db);
  for (const row of drift.rows) expect(row.balance, row.code).toBe(row.posted);
  const unbalanced = await sql<{ transfer_id: bigint }>`
    SELECT p.transfer_id FROM ledger_postings p
    WHERE p.transfer_id IN (
      SELECT q.transfer_id FROM ledger_postings q JOIN ledger_accounts a ON a.id = q.account_id
      WHERE a.member_id = ANY (${memberIds.map(String)}::bigint[]))
    GROUP BY p.transfer_id HAVING sum(p.amount) <> 0`.execute(db);
  expect(unbalanced.rows).toEqual([]);
}
