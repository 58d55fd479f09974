import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { revokeSessions } from './session/session.ts';

export type MemberStatus = 'active' | 'disabled';

/**
 * An operator's decision on a member of a merchant, by username. Disabling refuses their logins and ends every
 * session of theirs — and with each, the game sessions opened from it (migration 0043), whose open rounds settle as
 * on a disconnect — so enabling again brings no old session back. Answers the member and whether the status changed;
 * an unknown username is `not_found`.
 */
export async function setMemberStatus(
  db: Db,
  merchant: string,
  username: string,
  status: MemberStatus,
): Promise<{ id: bigint; username: string; changed: boolean }> {
  return db.transaction().execute(async (tx) => {
    const member = await tx
      .selectFrom('members')
      .select(['id', 'username', 'status'])
      .where('merchant', '=', merchant)
      .where('username', '=', username.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('not_found');
    if (member.status === status) return { id: member.id, username: member.username, changed: false };
    // sessions before the member: the order a session's own writes take (sessions, then game sessions)
    if (status === 'disabled') await revokeSessions(tx, member.id);
    await tx.updateTable('members').set({ status }).where('id', '=', member.id).execute();
    return { id: member.id, username: member.username, changed: true };
  });
}
