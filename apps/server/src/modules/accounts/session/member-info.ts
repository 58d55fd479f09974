import { AGENT_TYPES, type MemberInfo } from '@app/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import { onTableWrite } from '../../../db/table-writes.ts';
import { AppError } from '../../../http/errors.ts';
import { createLiveCache } from '../../../shared/live-cache.ts';
import { loadSwitches } from '../../platform/index.ts';
import { accountsSettings } from '../settings.ts';

/** Where the site shows an avatar: a drawn static one by name, or the member's upload by its version. */
export function avatarUrl(memberId: bigint, avatar: string, avatarType: 'STATIC' | 'CUSTOM'): string {
  return avatarType === 'CUSTOM'
    ? `/media/avatars/custom/${memberId}/${encodeURIComponent(avatar)}`
    : `/media/avatars/${encodeURIComponent(avatar)}.svg`;
}

/** The VIP label of a rank level (spec §3.5 clubLabel). */
export function rankLabel(rankLevel: number): string {
  return `VIP${rankLevel}`;
}

/** Whether a member's password is older than the configured age (SQL: false without a password). */
function passwordOld() {
  return sql<boolean>`password_hash is not null
    and coalesce(password_changed_at, created_at) < now() - make_interval(days => ${accountsSettings().passwordMaxAgeDays})`;
}

/**
 * Whether a member's password is past its age: only with the forcePasswordExpiry switch on, and only for a
 * member who has a password (its age counts from the last change, else from registration).
 */
export async function passwordExpiry(db: Executor, memberId: bigint): Promise<boolean> {
  const switches = await loadSwitches(db);
  if (!switches.forcePasswordExpiry) return false;
  const row = await db
    .selectFrom('members')
    .select(passwordOld().as('expired'))
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.expired ?? false;
}

/**
 * What the site knows about the logged-in member (spec §3.5). One query; the switches are read only for a
 * password old enough to be expired by them (most members' is not).
 */
export async function memberInfo(db: Executor, memberId: bigint): Promise<MemberInfo> {
  const row = await db
    .selectFrom('members')
    .select([
      'id',
      'username',
      'nickname',
      'type',
      'parent_id',
      'rank_level',
      'avatar',
      'avatar_type',
      'must_change_password',
      'language',
      passwordOld().as('password_old'),
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new AppError('please_login');
  const expired = row.password_old && (await loadSwitches(db)).forcePasswordExpiry;
  return {
    id: String(row.id),
    account: row.username,
    nickname: row.nickname,
    type: row.type,
    isAgent: row.type,
    toUpline: row.parent_id !== null,
    clubLabel: { labelName: rankLabel(row.rank_level), rankLevel: row.rank_level },
    memberLabel: (AGENT_TYPES as readonly number[]).includes(row.type) ? ['agent'] : [],
    avatar: {
      avatar: row.avatar,
      avatarType: row.avatar_type,
      url: avatarUrl(row.id, row.avatar, row.avatar_type),
    },
    mustChangePassword: row.must_change_password || expired,
    language: row.language,
  };
}

/**
 * Member info by member id, trusted for SESSION_CACHE_MS (like the session it is asked on) after it was read:
 * a change this process makes to the member's row is seen at once, one made elsewhere within that bound (so
 * is a change of the forcePasswordExpiry switch).
 */
const memberInfos = createLiveCache<MemberInfo>({
  ttlMs: () => accountsSettings().sessionCacheMs,
  maxEntries: 50_000,
});
onTableWrite('members', (rows) => {
  const ids = rows?.get('id')?.map(String);
  memberInfos.forget((info) => !ids || ids.includes(info.id));
});

/** Member info for the member-info call: `memberInfo`, from the cache above when fresh. */
export function cachedMemberInfo(db: Executor, memberId: bigint): Promise<MemberInfo> {
  return memberInfos.get(String(memberId), () => memberInfo(db, memberId));
}
