import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type PostingPlan, type PostRow, resultOf, type TransferResult } from './ledger-request.ts';

// Constant SQL text: no query builder on the hot path, and PostgreSQL sees the same statement every time.
const POST = 'SELECT * FROM ledger_post($1, $2, $3, $4::jsonb, $5::bigint, $6::bigint[], $7::bigint[])';
const POST_BATCH = `SELECT * FROM ledger_post_batch(
  $1::text[], $2::bytea[], $3::text[], $4::jsonb, $5::bigint[], $6::int[], $7::bigint[], $8::bigint[])`;

/**
 * Posts one checked transfer with `ledger_post` (wallet/sql/ledger_post.sql), one round trip, in the executor's transaction
 * (or as a statement of its own): accounts locked members first, then shared ones; a replayed key answers the first result, the same
 * key with another body is refused, no account goes below zero unless it may.
 */
export async function postOne(
  executor: Kysely<Database> | Transaction<Database>,
  plan: PostingPlan,
): Promise<TransferResult> {
  const { request } = plan;
  const { rows } = await executor.executeQuery<PostRow>(
    CompiledQuery.raw(POST, [
      request.key,
      plan.hash,
      request.kind,
      plan.metadataJson,
      plan.reverses,
      plan.accounts,
      plan.amounts,
    ]),
  );
  return resultOf(rows);
}

type BatchRow = PostRow & { idx: number };

/**
 * Posts checked transfers with `ledger_post_batch` as one statement, so one transaction and one commit: each
 * transfer is evaluated in the given order as if posted alone (its key, its funds after the earlier ones) and
 * answered by its own rows, returned here in the same order as `plans`. Must run outside a transaction: a
 * concurrent commit of a key between lookup and insert raises unique_violation and the batch is retried whole.
 */
export async function postBatch(db: Kysely<Database>, plans: readonly PostingPlan[]): Promise<PostRow[][]> {
  const accounts: string[] = [];
  const amounts: string[] = [];
  const ends: number[] = [];
  for (const plan of plans) {
    accounts.push(...plan.accounts);
    amounts.push(...plan.amounts);
    ends.push(accounts.length);
  }
  const { rows } = await db.executeQuery<BatchRow>(
    CompiledQuery.raw(POST_BATCH, [
      plans.map((p) => p.request.key),
      plans.map((p) => p.hash),
      plans.map((p) => p.request.kind),
      `[${plans.map((p) => p.metadataJson).join(',')}]`,
      plans.map((p) => p.reverses),
      ends,
      accounts,
      amounts,
    ]),
  );
  const answers: PostRow[][] = plans.map(() => []);
  for (const row of rows) answers[row.idx - 1]?.push(row);
  return answers;
}
