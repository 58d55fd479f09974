import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AccountSpec, ensureAccount } from './ledger.ts';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * The house side of game play is spread over this many accounts, picked by member: every bet and win credits
 * or debits a house account, and one shared row would make each wallet's transfers queue on its lock. The
 * house's position is the sum of its shards.
 */
export const HOUSE_SHARDS = 16;

/** Readable ledger addresses (Formance style). Only `world:*`, `house:*`, `provider:*` and promotion accounts may go negative. */
export const ACCOUNT = {
  memberMain: (memberId: bigint) => `member:${memberId}:main`,
  memberHold: (memberId: bigint) => `member:${memberId}:withdrawal_hold`,
  memberDemo: (memberId: bigint) => `member:${memberId}:demo`,
  /** Money entering or leaving the platform through a payment channel. */
  world: (channel: string) => `world:${channel}`,
  house: (shard: number) => `house:games:${shard}`,
  /** A game provider's side of bets and wins, sharded like the house; demo play has shards of its own. */
  provider: (code: string, shard: number, demo: boolean) => `provider:${code}:${demo ? 'demo:' : ''}${shard}`,
  promotions: 'house:promotions',
} as const;

/** The house's promotion expense (gifts, cashback, points rewards): it may go negative. */
export function promotionsAccount(db: Q) {
  return ensureAccount(db, { code: ACCOUNT.promotions, purpose: 'promotions', allowNegative: true });
}

export function memberMainAccount(db: Q, memberId: bigint) {
  return ensureAccount(db, { code: ACCOUNT.memberMain(memberId), purpose: 'main', memberId });
}

export function memberHoldAccount(db: Q, memberId: bigint) {
  return ensureAccount(db, { code: ACCOUNT.memberHold(memberId), purpose: 'withdrawal_hold', memberId });
}

export function worldAccount(db: Q, channel: string) {
  return ensureAccount(db, { code: ACCOUNT.world(channel), purpose: 'world', allowNegative: true });
}

/** The house shard of a member: which house and provider accounts face them (the one place the rule is written). */
export function houseShardOf(memberId: bigint): number {
  return Number(memberId % BigInt(HOUSE_SHARDS));
}

/** The house account that takes this member's bets and pays their wins. */
export function houseAccount(db: Q, memberId: bigint) {
  const shard = houseShardOf(memberId);
  return ensureAccount(db, { code: ACCOUNT.house(shard), purpose: 'house', allowNegative: true });
}

/**
 * The provider account that takes this member's bets and pays their wins at a game provider (on every bet and
 * win: its id is remembered, see `knownAccount`).
 */
export function providerAccount(db: Q, provider: string, memberId: bigint, isDemo: boolean) {
  const shard = houseShardOf(memberId);
  return knownAccount(db, {
    code: ACCOUNT.provider(provider, shard, isDemo),
    purpose: 'provider',
    allowNegative: true,
  });
}

/**
 * The member's playing wallet: the demo account for free-play members, else the main wallet (on every bet and
 * win: its id is remembered, see `knownAccount`).
 */
export function playingAccount(db: Q, memberId: bigint, isDemo: boolean) {
  return knownAccount(
    db,
    isDemo
      ? { code: ACCOUNT.memberDemo(memberId), purpose: 'demo', memberId }
      : { code: ACCOUNT.memberMain(memberId), purpose: 'main', memberId },
  );
}

/**
 * Account ids by code, per database (keyed by its Kysely adapter, which a database handle shares with its
 * transactions; test suites clone databases whose ids differ). An account keeps its id once created and is
 * never deleted, so a remembered id never goes stale — as long as its creation has committed: only accounts
 * committed before the asking transaction began are remembered, never one created by a transaction that may
 * yet roll back. Cleared whole when full.
 */
const KNOWN_MAX = 50_000;
const knownIds = new WeakMap<object, Map<string, bigint>>();

function knownIdsOf(db: Q): Map<string, bigint> {
  const adapter: object = db.getExecutor().adapter;
  let ids = knownIds.get(adapter);
  if (!ids) {
    ids = new Map();
    knownIds.set(adapter, ids);
  }
  return ids;
}

// ensureAccount's statement, telling also whether the account found was committed before this transaction
// began (created_at is its creating transaction's start; the asking transaction's own rows have now()).
const ENSURE_KNOWN = `
  WITH found AS (SELECT id, created_at < now() AS settled FROM ledger_accounts WHERE code = $1),
  created AS (
    INSERT INTO ledger_accounts (code, purpose, member_id, allow_negative)
    SELECT $1, $2, $3::bigint, $4::boolean
    WHERE NOT EXISTS (SELECT 1 FROM found)
    ON CONFLICT (code) DO NOTHING
    RETURNING id
  )
  SELECT id, settled FROM found UNION ALL SELECT id, false FROM created`;

/**
 * `ensureAccount` (the account with this code, created on first use), without a round trip once its id is
 * known here.
 */
export async function knownAccount(db: Q, spec: AccountSpec): Promise<bigint> {
  const known = knownIdsOf(db);
  const id = known.get(spec.code);
  if (id !== undefined) return id;
  const { rows } = await db.executeQuery<{ id: bigint; settled: boolean }>(
    CompiledQuery.raw(ENSURE_KNOWN, [
      spec.code,
      spec.purpose,
      spec.memberId === undefined ? null : String(spec.memberId),
      spec.allowNegative ?? false,
    ]),
  );
  const row = rows[0];
  // a racing creation: ensureAccount's second look
  if (!row) return ensureAccount(db, spec);
  if (row.settled) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(spec.code, row.id);
  }
  return row.id;
}
