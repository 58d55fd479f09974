import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { batcherOf } from './ledger-batch.ts';
import { postOne } from './ledger-post.ts';
import { planTransfer, type TransferRequest, type TransferResult } from './ledger-request.ts';
import type { LedgerPurpose } from './tables.ts';

export {
  MAX_AMOUNT,
  type Move,
  netPostings,
  requestHash,
  type TransferRequest,
  type TransferResult,
} from './ledger-request.ts';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * Posts one balanced transfer inside the caller's transaction, in one round trip (`ledger_post` in SQL): the
 * touched accounts are locked members first, then shared ones, each by id; a replayed key answers the first result (even if the money has gone
 * since), the same key with another body is refused, no account goes below zero unless it may, balance caches
 * and postings are written together. Cannot be batched with other callers' transfers (it commits with the
 * caller's rows); with `transferAlone`, the only writer of balances.
 */
export async function transfer(tx: Transaction<Database>, request: TransferRequest): Promise<TransferResult> {
  if (!tx.isTransaction) throw new Error('ledger: transfer must run inside a database transaction');
  return postOne(tx, planTransfer(request));
}

/**
 * A transfer that is the whole business event (a deposit credit, a wallet transfer, a bet), posted in a
 * transaction of its own. Transfers that arrive together are group-committed (ledger-batch.ts): those arriving
 * while a batch is being posted go together in the next one — one statement, one commit — each with its own
 * key, its own funds check against what the earlier ones left, and its own answer or refusal; a batch held up
 * behind a lock does not hold back the next ones (a few batches may be in flight at once). The account locks
 * are held for that statement and its commit only, never across client round trips. Anything that must commit
 * together with other rows uses `transfer`.
 */
export async function transferAlone(db: Kysely<Database>, request: TransferRequest): Promise<TransferResult> {
  if (db.isTransaction) throw new Error('ledger: transferAlone runs outside a transaction; use transfer(tx)');
  return batcherOf(db).post(planTransfer(request));
}

export type AccountSpec = {
  code: string;
  purpose: LedgerPurpose;
  memberId?: bigint;
  allowNegative?: boolean;
};

/**
 * The account with this code, created on first use: one round trip when it exists (the usual case on a bet's
 * path), without spending a sequence value; a racing creation is found by the second look.
 */
export async function ensureAccount(db: Q, spec: AccountSpec): Promise<bigint> {
  const { rows } = await sql<{ id: bigint }>`
    WITH found AS (SELECT id FROM ledger_accounts WHERE code = ${spec.code}),
    created AS (
      INSERT INTO ledger_accounts (code, purpose, member_id, allow_negative)
      SELECT ${spec.code}, ${spec.purpose}, ${spec.memberId ?? null}::bigint, ${spec.allowNegative ?? false}
      WHERE NOT EXISTS (SELECT 1 FROM found)
      ON CONFLICT (code) DO NOTHING
      RETURNING id
    )
    SELECT id FROM found UNION ALL SELECT id FROM created`.execute(db);
  if (rows[0]) return rows[0].id;
  const found = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', spec.code)
    .executeTakeFirstOrThrow();
  return found.id;
}

export async function balanceOf(db: Q, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}
