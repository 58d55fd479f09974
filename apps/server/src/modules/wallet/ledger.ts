import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { LedgerPurpose, TransferKind } from './tables.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** Money moves between ledger accounts (by id); amounts are positive integer minor units. */
export type Move = { from: bigint; to: bigint; amount: bigint };

export type TransferRequest = {
  /** Unique per business event; a replay with the same key and body returns the first result. */
  key: string;
  kind: TransferKind;
  moves: readonly Move[];
  metadata?: Record<string, unknown>;
  reversesId?: bigint;
};

export type TransferResult = {
  transferId: bigint;
  /** True when this key had already been posted: nothing moved now. */
  replayed: boolean;
  /** Balance of each touched account after the transfer. */
  balances: Map<bigint, bigint>;
};

/** Far below bigint's limit, far above any real amount: refuses garbage before it reaches SQL. */
export const MAX_AMOUNT = 10n ** 15n;

/** Net signed amount per account; accounts whose moves cancel out are left out. */
export function netPostings(moves: readonly Move[]): Map<bigint, bigint> {
  const net = new Map<bigint, bigint>();
  for (const { from, to, amount } of moves) {
    net.set(from, (net.get(from) ?? 0n) - amount);
    net.set(to, (net.get(to) ?? 0n) + amount);
  }
  for (const [account, amount] of net) if (amount === 0n) net.delete(account);
  return net;
}

function canonical(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** SHA-256 of what the request asks for, so a reused key with another body is recognised. */
export function requestHash(request: TransferRequest): Buffer {
  const { kind, moves, metadata = {}, reversesId = null } = request;
  return createHash('sha256').update(canonical({ kind, moves, metadata, reversesId })).digest();
}

function validate(request: TransferRequest): Map<bigint, bigint> {
  if (request.key.length === 0 || request.key.length > 200)
    throw new Error('ledger: idempotency key must be 1–200 characters');
  if (request.moves.length === 0) throw new AppError('invalid_amount');
  for (const move of request.moves) {
    if (move.amount <= 0n || move.amount > MAX_AMOUNT) throw new AppError('invalid_amount');
    if (move.from === move.to) throw new Error('ledger: a move needs two different accounts');
  }
  const net = netPostings(request.moves);
  if (net.size === 0) throw new AppError('invalid_amount');
  return net;
}

type PostRow = {
  status: 'posted' | 'replayed' | 'conflict' | 'insufficient_funds';
  transfer_id: bigint | null;
  account_id: bigint | null;
  balance_after: bigint | null;
};

async function post(executor: Q, request: TransferRequest): Promise<TransferResult> {
  const net = validate(request);
  const ids = [...net.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const { rows } = await sql<PostRow>`
    SELECT * FROM ledger_post(
      ${request.key}, ${requestHash(request)}, ${request.kind}, ${JSON.stringify(request.metadata ?? {})}::jsonb,
      ${request.reversesId === undefined ? null : String(request.reversesId)}::bigint,
      ${ids.map(String)}::bigint[], ${ids.map((id) => String(net.get(id)))}::bigint[])`.execute(executor);
  const status = rows[0]?.status;
  if (status === 'insufficient_funds') throw new AppError('insufficient_funds');
  if (status === 'conflict') throw new AppError('idempotency_conflict');
  if (!status || rows[0]?.transfer_id == null) throw new Error('ledger: ledger_post answered nothing');
  return {
    transferId: rows[0].transfer_id,
    replayed: status === 'replayed',
    balances: new Map(rows.map((r) => [r.account_id as bigint, r.balance_after as bigint])),
  };
}

/**
 * Posts one balanced transfer inside the caller's transaction, in one round trip (`ledger_post` in SQL): a
 * replayed key answers the first result, the same key with another body is refused, the touched accounts are
 * locked in id order, no account goes below zero unless it may, balance caches and postings are written
 * together. With `transferAlone`, the only writer of balances.
 */
export async function transfer(tx: Transaction<Database>, request: TransferRequest): Promise<TransferResult> {
  if (!tx.isTransaction) throw new Error('ledger: transfer must run inside a database transaction');
  return post(tx, request);
}

/**
 * A transfer that is the whole business event (a deposit credit, a wallet transfer): one statement, which
 * PostgreSQL runs as its own transaction, so the account locks are held for that statement and its commit
 * only — not across client round trips. Anything that must commit together with other rows uses `transfer`.
 */
export function transferAlone(db: Kysely<Database>, request: TransferRequest): Promise<TransferResult> {
  if (db.isTransaction) throw new Error('ledger: transferAlone runs outside a transaction; use transfer(tx)');
  return post(db, request);
}

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `work` in a new transaction, retrying a few times when PostgreSQL aborts it for a deadlock or a
 * serialization failure (possible when one transaction posts several transfers in different orders).
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 4 || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.floor(Math.random() * 10)));
    }
  }
}

export type AccountSpec = {
  code: string;
  purpose: LedgerPurpose;
  memberId?: bigint;
  allowNegative?: boolean;
};

/** The account with this code, created on first use. */
export async function ensureAccount(db: Q, spec: AccountSpec): Promise<bigint> {
  const created = await db
    .insertInto('ledger_accounts')
    .values({
      code: spec.code,
      purpose: spec.purpose,
      member_id: spec.memberId ?? null,
      allow_negative: spec.allowNegative ?? false,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return created.id;
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
