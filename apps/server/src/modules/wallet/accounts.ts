import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ensureAccount } from './ledger.ts';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * The house side of game play is spread over this many accounts, picked by member: every bet and win credits
 * or debits a house account, and one shared row would make each wallet's transfers queue on its lock. The
 * house's position is the sum of its shards.
 */
export const HOUSE_SHARDS = 16;

/** Readable ledger addresses (Formance style). Only `world:*`, `house:*` and promotion accounts may go negative. */
export const ACCOUNT = {
  memberMain: (memberId: bigint) => `member:${memberId}:main`,
  memberHold: (memberId: bigint) => `member:${memberId}:withdrawal_hold`,
  memberDemo: (memberId: bigint) => `member:${memberId}:demo`,
  /** Money entering or leaving the platform through a payment channel. */
  world: (channel: string) => `world:${channel}`,
  house: (shard: number) => `house:games:${shard}`,
  promotions: 'house:promotions',
} as const;

export function memberMainAccount(db: Q, memberId: bigint) {
  return ensureAccount(db, { code: ACCOUNT.memberMain(memberId), purpose: 'main', memberId });
}

export function memberHoldAccount(db: Q, memberId: bigint) {
  return ensureAccount(db, { code: ACCOUNT.memberHold(memberId), purpose: 'withdrawal_hold', memberId });
}

export function worldAccount(db: Q, channel: string) {
  return ensureAccount(db, { code: ACCOUNT.world(channel), purpose: 'world', allowNegative: true });
}

/** The house account that takes this member's bets and pays their wins. */
export function houseAccount(db: Q, memberId: bigint) {
  const shard = Number(memberId % BigInt(HOUSE_SHARDS));
  return ensureAccount(db, { code: ACCOUNT.house(shard), purpose: 'house', allowNegative: true });
}
