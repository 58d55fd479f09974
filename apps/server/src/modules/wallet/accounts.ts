import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ensureAccount } from './ledger.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** Readable ledger addresses (Formance style). Only `world:*`, `house:*` and promotion accounts may go negative. */
export const ACCOUNT = {
  memberMain: (memberId: bigint) => `member:${memberId}:main`,
  memberHold: (memberId: bigint) => `member:${memberId}:withdrawal_hold`,
  memberDemo: (memberId: bigint) => `member:${memberId}:demo`,
  /** Money entering or leaving the platform through a payment channel. */
  world: (channel: string) => `world:${channel}`,
  house: 'house:games',
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

export function houseAccount(db: Q) {
  return ensureAccount(db, { code: ACCOUNT.house, purpose: 'house', allowNegative: true });
}
