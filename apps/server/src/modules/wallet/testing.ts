import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What other modules' tests use of the wallet's test helpers (a module's tests reach it only through here). */
export { bindCard } from './cards/service.ts';
export { postCallback } from './deposits/testing.ts';
export { createWithdrawal } from './withdrawals/request.ts';
export {
  balances,
  createWithdrawalTestApp,
  expectLedgerConsistent,
  fund,
  multipart,
  OPERATOR_PASSWORD,
  setWithdrawalSettings,
  type TestContext,
  VND,
} from './withdrawals/testing.ts';

let counter = 0;

/** A bare member row for ledger tests (the accounts module owns real registration). */
export async function insertTestMember(db: Db): Promise<bigint> {
  counter += 1;
  const username = `ledger${process.pid}x${counter}x${Date.now() % 100000}`;
  const row = await sql<{ id: bigint }>`
    INSERT INTO members (merchant, username, nickname)
    VALUES ((SELECT code FROM merchants LIMIT 1), ${username}, ${username})
    RETURNING id`.execute(db);
  return row.rows[0]!.id;
}

/** Every ledger account of these members with its balance, by member then purpose (what a test compares). */
export function accountBalancesOf(db: Db, memberIds: readonly bigint[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'purpose', 'balance'])
    .where('member_id', 'in', memberIds as bigint[])
    .orderBy('member_id')
    .orderBy('purpose')
    .execute();
}
