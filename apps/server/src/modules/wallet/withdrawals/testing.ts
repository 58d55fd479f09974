import { CSRF_COOKIE, CSRF_HEADER, OPERATOR_API, type OperatorSession } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createTestDatabase, testConfig } from '../../../../test/test-db.ts';
import { buildApp } from '../../../app.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { hashPassword } from '../../accounts/index.ts';
import { createMember, freshIp, TestClient } from '../../accounts/testing.ts';
import { createOperator } from '../../operator/index.ts';
import { ACCOUNT, memberMainAccount, worldAccount } from '../accounts.ts';
import { transferAlone } from '../ledger.ts';

/**
 * Test helpers for cards, withdrawals and the operator API: the whole app on a fresh database with cheap argon2, members with money and a payment password,
 * operators with a token, and the ledger invariants.
 */

export const PAYMENT_PASSWORD = '246810';
export const OPERATOR_PASSWORD = 'operator-password-1';
/** 1 ₫ = 100 minor units. */
export const VND = (dong: number | bigint) => BigInt(dong) * 100n;

export type TestContext = Awaited<ReturnType<typeof createWithdrawalTestApp>>;

export async function createWithdrawalTestApp(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase({ maxConnections: 10 });
  const config = testConfig({
    ...overrides,
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    trustProxy: true,
    rateLimitPerMinute: 0,
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app: app as unknown as FastifyInstance,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

let fundCounter = 0;

/** Credits a member's main wallet from the sandbox world account (as an approved deposit would). */
export async function fund(db: Db, memberId: bigint, amount: bigint): Promise<void> {
  fundCounter += 1;
  const main = await memberMainAccount(db, memberId);
  const world = await worldAccount(db, 'sandbox');
  await transferAlone(db, {
    key: `test-fund:${memberId}:${fundCounter}:${Date.now()}`,
    kind: 'deposit',
    moves: [{ from: world, to: main, amount }],
  });
}

export type TestMember = Awaited<ReturnType<typeof memberWithMoney>>;

/** A real member, logged in, with a payment password (unless `paymentPassword: null`) and a balance. */
export async function memberWithMoney(
  ctx: { app: FastifyInstance; db: Db },
  options: { balance?: bigint; payeeName?: string | null; paymentPassword?: string | null } = {},
) {
  const member = await createMember(ctx.db, {
    payeeName: options.payeeName === undefined ? 'NGUYEN VAN AN' : options.payeeName,
  });
  const paymentPassword = options.paymentPassword === undefined ? PAYMENT_PASSWORD : options.paymentPassword;
  if (paymentPassword !== null) {
    await ctx.db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword(paymentPassword) })
      .where('id', '=', member.id)
      .execute();
  }
  if (options.balance) await fund(ctx.db, member.id, options.balance);
  const client = new TestClient(ctx.app, freshIp());
  const login = await client.login(member.username, 'Test1234');
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { ...member, client };
}

export async function bindTestCard(
  client: TestClient,
  card: { bankCode?: string; accountNumber?: string; payeeName?: string } = {},
) {
  const res = await client.post<{ id: string }>('/api/wallet/cards', {
    bankCode: card.bankCode ?? 'VCB',
    accountNumber: card.accountNumber ?? `0${Math.floor(Math.random() * 1e12)}`.padEnd(12, '7'),
    payeeName: card.payeeName ?? 'Nguyen Van An',
  });
  if (res.status !== 200) throw new Error(`bind failed: ${JSON.stringify(res.body)}`);
  return res.body.value.id;
}

/** Main and held balances of a member, in minor units. */
export async function balances(db: Db, memberId: bigint) {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('code', 'in', [ACCOUNT.memberMain(memberId), ACCOUNT.memberHold(memberId)])
    .execute();
  const of = (code: string) => rows.find((r) => r.code === code)?.balance ?? 0n;
  return { main: of(ACCOUNT.memberMain(memberId)), held: of(ACCOUNT.memberHold(memberId)) };
}

/**
 * The ledger invariants: every account's balance equals the sum of its postings, every transfer's postings
 * sum to zero, and no member account is negative.
 */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  const drift = await sql<{ code: string; balance: string; posted: string }>`
    SELECT a.code, a.balance::text, coalesce(sum(p.amount), 0)::text AS posted
    FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`.execute(db);
  expect(drift.rows).toEqual([]);
  const unbalanced = await sql<{ transfer_id: string }>`
    SELECT transfer_id::text FROM ledger_postings GROUP BY transfer_id HAVING sum(amount) <> 0`.execute(db);
  expect(unbalanced.rows).toEqual([]);
  const negative = await sql<{ code: string }>`
    SELECT code FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0`.execute(db);
  expect(negative.rows).toEqual([]);
}

/** Changes the demo merchant's withdrawal settings (the row is created with defaults first). */
export async function setWithdrawalSettings(
  db: Db,
  patch: Partial<{
    min_amount: bigint;
    max_amount: bigint;
    daily_count: number;
    daily_amount: bigint;
    card_limit: number;
    turnover_multiplier: string;
    auto_receive_minutes: number;
  }>,
): Promise<void> {
  const merchant = await db.selectFrom('merchants').select('code').executeTakeFirstOrThrow();
  const w = db;
  await w
    .insertInto('withdrawal_settings')
    .values({ merchant: merchant.code })
    .onConflict((oc) => oc.column('merchant').doNothing())
    .execute();
  await w.updateTable('withdrawal_settings').set(patch).where('merchant', '=', merchant.code).execute();
}

export async function resetWithdrawalSettings(db: Db): Promise<void> {
  await db.deleteFrom('withdrawal_settings').execute();
}

let operatorCounter = 0;

/** A new operator account and a client carrying its bearer token. */
export async function loggedInOperator(ctx: { app: FastifyInstance; db: Db }) {
  operatorCounter += 1;
  const username = `op${process.pid % 10000}x${operatorCounter}`;
  await createOperator(ctx.db, username, OPERATOR_PASSWORD);
  const client = new TestClient(ctx.app, freshIp());
  const login = await client.post<OperatorSession>(OPERATOR_API.login, {
    username,
    password: OPERATOR_PASSWORD,
  });
  if (login.status !== 200) throw new Error(`operator login failed: ${JSON.stringify(login.body)}`);
  const headers = { authorization: `Bearer ${login.body.value.token}` };
  return {
    username,
    token: login.body.value.token,
    get: <T>(url: string) => client.get<T>(url, { headers }),
    post: <T>(url: string, body?: unknown) => client.post<T>(url, body, { headers }),
  };
}

/** A multipart body: text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType: string; bytes: Buffer },
) {
  const boundary = `----withdrawal${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'proof'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart body with the client's cookies and CSRF header. */
export async function postMultipart(
  app: FastifyInstance,
  client: TestClient,
  url: string,
  body: { payload: Buffer; contentType: string },
) {
  const cookies = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': body.contentType,
      cookie: cookies,
      [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? '',
      'x-lang': 'en',
      ...(client.ip ? { 'x-forwarded-for': client.ip } : {}),
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; value?: unknown } };
}
