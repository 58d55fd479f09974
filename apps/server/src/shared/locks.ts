import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Every advisory-lock namespace of the server, in one list so no two uses collide. Two-key locks are
 * `(namespace, per-member key)`; one-key locks are whole-site. Add new ones here, never as literals.
 */
export const LOCKS = {
  /** Whole site: one migration run at a time (session lock, held across statements). */
  migrations: 727_001,
  /** Whole site: one seeding at a time. */
  seed: 727_002,
  /** Per member: deposit requests (daily count and open-deposit checks). */
  depositRequest: 727_100,
  /** Per member: outgoing transfers (the daily transfer limit). */
  transfer: 727_110,
  /** Per member: payment-password checks (a burst of guesses gets no more tries than the limit). */
  paymentPassword: 727_200,
  /** Per member: binding bank cards (the card limit). */
  cardBind: 727_300,
  /** Per member: withdrawal requests (daily count and amount). */
  withdrawalRequest: 727_310,
  /** Whole site, session lock: the one process that drives the crash games' clocks. */
  crashClock: 727_400,
  /** Whole site, session lock: the one process that drives the live tables' rounds. */
  tableClock: 727_410,
  /** Whole site, session lock: the one process that drives the PVP rooms' hands. */
  pvpClock: 727_420,
  /** Whole site, session lock: the one process that runs the local sports feed and applies it. */
  sportsFeed: 727_430,
} as const;

export type MemberLock = 'depositRequest' | 'transfer' | 'paymentPassword' | 'cardBind' | 'withdrawalRequest';

/** The second key of a per-member lock (an int4): member ids fold into it without crossing its range. */
export function memberLockKey(memberId: bigint): number {
  return Number(memberId % 2_000_000_000n);
}

/** Serialises one member's callers of `namespace` until the transaction ends. */
export async function lockMember(tx: Transaction<Database>, namespace: MemberLock, memberId: bigint) {
  await sql`SELECT pg_advisory_xact_lock(${LOCKS[namespace]}::int, ${memberLockKey(memberId)}::int)`.execute(
    tx,
  );
}

/**
 * Serialises the callers of a free-form key (an IP, a phone number) until the transaction ends; the key is
 * hashed into the one-key lock space, kept apart from the namespaces above by its 64-bit hash.
 */
export async function lockText(tx: Transaction<Database>, key: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
}
