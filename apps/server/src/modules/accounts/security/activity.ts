import type { loginRecord, sessionRecord } from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { revokeSessions } from '../session/session.ts';
import { describeDevice } from './device.ts';
import * as q from './queries.ts';

/** The member's login history and live sessions (security centre). */

export async function loginHistory(db: Db, memberId: bigint, page: { pageNo: number; pageSize: number }) {
  const sdb = db;
  const total = await q.countLogins(sdb, memberId);
  const totalPages = Math.max(1, Math.ceil(total / page.pageSize));
  const rows = await q.selectLogins(sdb, memberId, (page.pageNo - 1) * page.pageSize, page.pageSize);
  const items: z.infer<typeof loginRecord>[] = rows.map((r) => ({
    at: r.at.toISOString(),
    ip: r.ip ?? '',
    device: describeDevice(r.user_agent),
    success: r.success,
  }));
  return { items, pageNum: page.pageNo, totalPages, total };
}

export async function liveSessions(
  db: Db,
  member: { id: bigint; sessionId: bigint },
  idleMinutes: number,
): Promise<z.infer<typeof sessionRecord>[]> {
  const rows = await q.selectLiveSessions(db, member.id, idleMinutes);
  return rows.map((r) => ({
    id: String(r.id),
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
    ip: r.ip ?? '',
    device: describeDevice(r.user_agent),
    current: r.id === member.sessionId,
  }));
}

/** Signs out everywhere else; answers how many sessions ended. */
export async function revokeOtherSessions(
  db: Db,
  member: { id: bigint; sessionId: bigint },
): Promise<number> {
  return revokeSessions(db, member.id, { exceptSessionId: member.sessionId });
}

/**
 * Ends one of the member's own sessions. An id that is not theirs (or unknown, or already ended) is
 * `not_found`, whoever's it is: nothing tells a member that another member's session exists.
 */
export async function revokeOwnSession(db: Db, memberId: bigint, sessionId: string): Promise<void> {
  if (!/^[1-9][0-9]{0,18}$/.test(sessionId)) throw new AppError('not_found');
  const id = BigInt(sessionId);
  if (id > 9_223_372_036_854_775_807n || !(await q.revokeOwnSession(db, memberId, id))) {
    throw new AppError('not_found');
  }
}
