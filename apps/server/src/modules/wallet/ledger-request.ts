import { createHash } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import type { TransferKind } from './tables.ts';

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

/** A checked request as `ledger_post` / `ledger_post_batch` take it: net postings in account id order. */
export type PostingPlan = {
  request: TransferRequest;
  hash: Buffer;
  metadataJson: string;
  reverses: string | null;
  accounts: string[];
  amounts: string[];
};

/**
 * Checks a request before it reaches SQL: a 1–200 character key, positive amounts up to MAX_AMOUNT between two
 * different accounts, and something left to move once the moves are netted per account.
 */
export function planTransfer(request: TransferRequest): PostingPlan {
  if (request.key.length === 0 || request.key.length > 200)
    throw new Error('ledger: idempotency key must be 1–200 characters');
  if (request.moves.length === 0) throw new AppError('invalid_amount');
  for (const move of request.moves) {
    if (move.amount <= 0n || move.amount > MAX_AMOUNT) throw new AppError('invalid_amount');
    if (move.from === move.to) throw new Error('ledger: a move needs two different accounts');
  }
  const net = netPostings(request.moves);
  if (net.size === 0) throw new AppError('invalid_amount');
  const ids = [...net.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    request,
    hash: requestHash(request),
    metadataJson: JSON.stringify(request.metadata ?? {}),
    reverses: request.reversesId === undefined ? null : String(request.reversesId),
    accounts: ids.map(String),
    amounts: ids.map((id) => String(net.get(id))),
  };
}

/** One answer row of `ledger_post` / `ledger_post_batch` for one transfer. */
export type PostRow = {
  status: 'posted' | 'replayed' | 'conflict' | 'insufficient_funds' | 'unknown_account';
  transfer_id: bigint | null;
  account_id: bigint | null;
  balance_after: bigint | null;
};

/** The result the rows of one transfer stand for; a refusal throws the caller's error. */
export function resultOf(rows: readonly PostRow[]): TransferResult {
  const status = rows[0]?.status;
  if (status === 'insufficient_funds') throw new AppError('insufficient_funds');
  if (status === 'conflict') throw new AppError('idempotency_conflict');
  if (status === 'unknown_account') {
    // what ledger_post raises for it (foreign_key_violation)
    throw Object.assign(new Error('ledger: unknown account in transfer'), { code: '23503' });
  }
  const transferId = rows[0]?.transfer_id;
  if (!status || transferId == null) throw new Error('ledger: the ledger answered nothing');
  return {
    transferId,
    replayed: status === 'replayed',
    balances: new Map(rows.map((r) => [r.account_id as bigint, r.balance_after as bigint])),
  };
}
