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

/** The provider account that takes this member's bets and pays their wins at a game provider. */
export function providerAccount(db: Q, provider: string, memberId: bigint, isDemo: boolean) {
  const shard = Number(memberId % BigInt(HOUSE_SHARDS));
  return ensureAccount(db, {
    code: ACCOUNT.provider(provider, shard, isDemo),
    purpose: 'provider',
    allowNegative: true,
  });
}

/** The member's playing wallet: the demo account for free-play members, else the main wallet. */
export function playingAccount(db: Q, memberId: bigint, isDemo: boolean) {
  return isDemo
    ? ensureAccount(db, { code: ACCOUNT.memberDemo(memberId), purpose: 'demo', memberId })
    : memberMainAccount(db, memberId);
}
