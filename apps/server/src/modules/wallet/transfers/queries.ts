import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { SITE_MIDNIGHT } from '../../../shared/site-time.ts';

type Q = Kysely<Database> | Transaction<Database>;

export type TransferSettings = { isSingle: boolean; min: bigint; max: bigint; daily: bigint };

/** Defaults of migration 0010, for a merchant without a wallet_settings row. */
const DEFAULT_SETTINGS: TransferSettings = {
  isSingle: true,
  min: 1_000_000n,
  max: 10_000_000_000n,
  daily: 30_000_000_000n,
};

export async function transferSettings(db: Q, merchant: string): Promise<TransferSettings> {
  const row = await db
    .selectFrom('wallet_settings')
    .select(['is_single', 'transfer_min_amount', 'transfer_max_amount', 'transfer_daily_limit'])
    .where('merchant', '=', merchant)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    isSingle: row.is_single,
    min: row.transfer_min_amount,
    max: row.transfer_max_amount,
    daily: row.transfer_daily_limit,
  };
}

/**
 * What this main account sent by upline/downline transfer since local midnight. Reads the account's postings
 * of today through ledger_postings_account_time (account_id, created_at DESC, id DESC), each posting's transfer
 * by primary key (records.explain.test.ts checks the plan).
 */
export function sentTodayQuery(db: Q, mainAccount: bigint) {
  return db
    .selectFrom('ledger_postings as p')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('ledger_transfers')
          .select(['id', 'kind'])
          .whereRef('ledger_transfers.id', '=', 'p.transfer_id')
          .offset(0) // a per-posting primary-key lookup, never a hash join over all transfers
          .as('t'),
      (join) => join.onTrue(),
    )
    .select(sql<bigint>`coalesce(sum(-p.amount), 0)::bigint`.as('total'))
    .where('p.account_id', '=', mainAccount)
    .where('p.created_at', '>=', SITE_MIDNIGHT)
    .where('p.amount', '<', 0n)
    .where('t.kind', '=', 'transfer');
}

export async function sentToday(db: Q, mainAccount: bigint): Promise<bigint> {
  const row = await sentTodayQuery(db, mainAccount).executeTakeFirstOrThrow();
  return BigInt(row.total);
}
