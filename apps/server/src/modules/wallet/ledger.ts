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

async function replay(
  tx: Transaction<Database>,
  request: TransferRequest,
  hash: Buffer,
): Promise<TransferResult> {
  const existing = await tx
    .selectFrom('ledger_transfers')
    .select(['id', 'request_hash'])
    .where('idempotency_key', '=', request.key)
    .executeTakeFirstOrThrow();
  if (!Buffer.from(existing.request_hash).equals(hash)) throw new AppError('idempotency_conflict');
  const postings = await tx
    .selectFrom('ledger_postings')
    .select(['account_id', 'balance_after'])
    .where('transfer_id', '=', existing.id)
    .execute();
  return {
    transferId: existing.id,
    replayed: true,
    balances: new Map(postings.map((p) => [p.account_id, p.balance_after])),
  };
}

/**
 * Posts one balanced transfer inside the caller's transaction: records the transfer under its idempotency key,
 * locks the touched accounts in id order, refuses to take an account below zero unless it may go negative,
 * updates the balance caches and appends the postings. The only writer of balances.
 */
export async function transfer(tx: Transaction<Database>, request: TransferRequest): Promise<TransferResult> {
  if (!tx.isTransaction) throw new Error('ledger: transfer must run inside a database transaction');
  const net = validate(request);
  const hash = requestHash(request);

  const inserted = await tx
    .insertInto('ledger_transfers')
    .values({
      idempotency_key: request.key,
      request_hash: hash,
      kind: request.kind,
      metadata: JSON.stringify(request.metadata ?? {}),
      reverses_id: request.reversesId ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return replay(tx, request, hash);

  const ids = [...net.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const locked = await sql<{ id: bigint; balance: bigint; allow_negative: boolean }>`
    SELECT id, balance, allow_negative FROM ledger_accounts
    WHERE id = ANY(${ids.map(String)}::bigint[]) ORDER BY id FOR UPDATE`.execute(tx);
  if (locked.rows.length !== ids.length) throw new Error('ledger: unknown account in transfer');

  const balances = new Map<bigint, bigint>();
  for (const account of locked.rows) {
    const after = account.balance + (net.get(account.id) ?? 0n);
    if (after < 0n && !account.allow_negative) throw new AppError('insufficient_funds');
    balances.set(account.id, after);
  }

  const idList = ids.map(String);
  const amountList = ids.map((id) => String(net.get(id)));
  const balanceList = ids.map((id) => String(balances.get(id)));
  await sql`
    UPDATE ledger_accounts a SET balance = v.balance
    FROM unnest(${idList}::bigint[], ${balanceList}::bigint[]) AS v(id, balance)
    WHERE a.id = v.id`.execute(tx);
  await sql`
    INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after)
    SELECT ${String(inserted.id)}::bigint, v.account_id, v.amount, v.balance_after
    FROM unnest(${idList}::bigint[], ${amountList}::bigint[], ${balanceList}::bigint[]) AS v(account_id, amount, balance_after)`.execute(
    tx,
  );
  return { transferId: inserted.id, replayed: false, balances };
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
