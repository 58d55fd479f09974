import type { Db, Executor } from '../../db/database.ts';

/**
 * What other modules may read about members, and how. Each read is a function here, so the accounts module
 * keeps its tables to itself; `memberIdentities` is the one for joins (a subquery PostgreSQL flattens).
 */

export type MemberSummary = {
  id: bigint;
  merchant: string;
  type: number;
  status: string;
  parent_id: bigint | null;
  nickname: string;
  username: string;
};

export function findMemberSummary(db: Executor, id: bigint): Promise<MemberSummary | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'merchant', 'type', 'status', 'parent_id', 'nickname', 'username'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Nicknames by member id (as strings), for the members a page refers to. */
export async function memberNicknames(db: Db, ids: readonly bigint[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'nickname']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [String(r.id), r.nickname]));
}

/** Member identity columns (id, merchant, username, type) as a subquery other modules may join. */
export function memberIdentities(db: Executor) {
  return db.selectFrom('members').select(['id', 'merchant', 'username', 'type']);
}

/** The payee name on the member's profile, if set. */
export async function memberPayeeName(db: Executor, id: bigint): Promise<string | undefined> {
  const row = await db.selectFrom('members').select('payee_name').where('id', '=', id).executeTakeFirst();
  return row?.payee_name?.trim() || undefined;
}

/** The member's payment-password hash (null when none is set; undefined for no such member). */
export async function paymentPasswordHash(db: Executor, id: bigint): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row.payment_password_hash : undefined;
}

/** An agent's direct downline that may receive transfers (real, active), matching a username/nickname search. */
export function downlineOf(db: Executor, agentId: bigint, search: string | undefined) {
  let q = db
    .selectFrom('members')
    .where('parent_id', '=', agentId)
    .where('type', '<>', 4)
    .where('status', '=', 'active');
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb('username', 'like', like), eb(eb.fn('lower', ['nickname']), 'like', like)]),
    );
  }
  return q;
}
