import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { type MemberStatus, setMemberStatus } from '../modules/accounts/index.ts';
import { accessRules } from '../modules/platform/index.ts';

/** `member disable <username>` / `member enable <username>`: an operator's decision on a member's account. */
export type MemberCommand = { name: 'member-status'; status: MemberStatus; username: string };

/** Reads the words after `member`; answers the command or a problem to show the operator. */
export function parseMember(rest: string[]): MemberCommand | string {
  const [action, ...args] = rest;
  if (action !== 'disable' && action !== 'enable')
    return 'expected "member disable <username>" or "member enable <username>"';
  const username = z.string().trim().toLowerCase().min(1).safeParse(args[0]);
  if (args.length !== 1 || !username.success) return `expected exactly one username, got ${args.length}`;
  return {
    name: 'member-status',
    status: action === 'disable' ? 'disabled' : 'active',
    username: username.data,
  };
}

/** Carries out a member command at the site's merchant; answers what to print. */
export async function memberCommand(db: Db, command: MemberCommand): Promise<string> {
  const { merchant } = await accessRules(db);
  try {
    const member = await setMemberStatus(db, merchant, command.username, command.status);
    const what =
      command.status === 'disabled' ? 'disabled (every session and game session ended)' : 'enabled';
    return member.changed
      ? `Member ${member.username} ${what}.`
      : `Member ${member.username} was already ${command.status}.`;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found')
      throw new Error(`no member "${command.username}" at merchant ${merchant}`);
    throw error;
  }
}
