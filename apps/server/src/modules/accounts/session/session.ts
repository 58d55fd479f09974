import { createHash, createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, SESSION_COOKIE } from '@app/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import { onTableWrite } from '../../../db/table-writes.ts';
import { createLiveCache } from '../../../shared/live-cache.ts';
import { accountsSettings } from '../settings.ts';
import type { LoginType } from '../tables.ts';

/** The member behind a live session, as routes see it on `request.member`. */
export type AuthMember = {
  id: bigint;
  username: string;
  type: number;
  sessionId: bigint;
  merchant: string;
  /** The VIP level (spec §3.5 clubLabel.rankLevel): some announcements are for a rank and up. */
  rankLevel: number;
};

/** 32 random bytes, base64url: what the session cookie carries. Only its SHA-256 is stored. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * The CSRF value that goes with a session: derived from its token, so a cookie planted by someone else
 * (a sibling subdomain, say) never matches a session they do not hold (OWASP "signed double-submit").
 */
export function csrfFor(token: string): string {
  return createHmac('sha256', token).update('csrf').digest('base64url');
}

export function csrfMatches(token: string, cookieValue: string | undefined, header: unknown): boolean {
  if (typeof header !== 'string' || cookieValue === undefined || header !== cookieValue) return false;
  const expected = Buffer.from(csrfFor(token));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function cookieOptions(httpOnly: boolean, sameSite: 'lax' | 'strict'): CookieSerializeOptions {
  const settings = accountsSettings();
  return {
    httpOnly,
    sameSite,
    secure: settings.cookieSecure,
    path: '/',
    maxAge: settings.sessionMaxAgeHours * 3600,
  };
}

export function setSessionCookies(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(true, 'lax'));
  reply.setCookie(CSRF_COOKIE, csrfFor(token), cookieOptions(false, 'strict'));
}

export function clearSessionCookies(reply: FastifyReply): void {
  const { cookieSecure } = accountsSettings();
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure });
  reply.clearCookie(CSRF_COOKIE, { path: '/', sameSite: 'strict', secure: cookieSecure });
}

export type SessionLookup =
  | { status: 'unknown' }
  | { status: 'expired' }
  | { status: 'valid'; member: AuthMember; token: string };

/** A live session as read, with the time (this process's clock) its expiry or idle timeout ends it. */
type SessionRead =
  | { status: 'unknown' }
  | { status: 'expired' }
  | { status: 'valid'; member: AuthMember; token: string; endsAt: number };

/**
 * Live sessions by token hash, each trusted for SESSION_CACHE_MS (2 s by default) after it was read. Ended or
 * changed by this process (logout, password change, revocation, a member's row changed), a session is
 * forgotten at once; by another process or by hand in the database, it is honoured here for at most that long.
 */
const liveSessions = createLiveCache<SessionRead>({
  ttlMs: () => accountsSettings().sessionCacheMs,
  maxEntries: 50_000,
  keep: (session) => session.status === 'valid',
});

function isIn(rows: readonly unknown[], id: bigint): boolean {
  return rows.some((row) => row === id || (typeof row !== 'object' && String(row) === String(id)));
}

onTableWrite('sessions', (rows) => {
  const ids = rows?.get('id');
  const members = rows?.get('member_id');
  liveSessions.forget((session) => {
    if (session.status !== 'valid') return true;
    if (ids) return isIn(ids, session.member.sessionId);
    if (members) return isIn(members, session.member.id);
    return true;
  });
});
onTableWrite('members', (rows) => {
  const ids = rows?.get('id');
  liveSessions.forget((session) => session.status !== 'valid' || !ids || isIn(ids, session.member.id));
});

/**
 * Finds the session of a cookie value: valid (not revoked, before its absolute expiry and its idle timeout,
 * member active), expired (any of those failed) or unknown. A live session is read from the database at most
 * once per SESSION_CACHE_MS (ended in this process, it is forgotten at once; its expiry and idle timeout are
 * checked on every use), and its last_seen_at moves forward at most once a minute.
 */
export async function lookupSession(db: Executor, token: string): Promise<SessionLookup> {
  if (!TOKEN_FORMAT.test(token)) return { status: 'unknown' };
  // the one-shot hash: this runs on every request that carries a session (the cache is keyed by it)
  const key = hash('sha256', token, 'base64');
  const found = await liveSessions.get(key, () => readSession(db, Buffer.from(key, 'base64'), token));
  if (found.status !== 'valid') return found;
  if (found.endsAt <= Date.now()) return { status: 'expired' };
  return { status: 'valid', member: found.member, token: found.token };
}

async function readSession(db: Executor, hash: Buffer, token: string): Promise<SessionRead> {
  const { sessionIdleMinutes } = accountsSettings();
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.id',
      's.member_id',
      'm.username',
      'm.type',
      'm.merchant',
      'm.rank_level',
      sql<boolean>`s.revoked_at is null and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(mins => ${sessionIdleMinutes})
        and m.status = 'active'`.as('live'),
      sql<boolean>`s.last_seen_at < now() - interval '1 minute'`.as('stale'),
      // how long until the absolute expiry and until the idle timeout, by the database's clock
      sql<number>`(extract(epoch from s.expires_at - now()) * 1000)::float8`.as('ms_to_expiry'),
      sql<number>`(extract(epoch from s.last_seen_at - now()) * 1000)::float8 + ${sessionIdleMinutes * 60_000}`.as(
        'ms_to_idle',
      ),
    ])
    .where('s.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (!row.live) return { status: 'expired' };
  let msToIdle = row.ms_to_idle;
  if (row.stale) {
    await db.updateTable('sessions').set({ last_seen_at: sql`now()` }).where('id', '=', row.id).execute();
    msToIdle = sessionIdleMinutes * 60_000;
  }
  return {
    status: 'valid',
    token,
    endsAt: Date.now() + Math.min(row.ms_to_expiry, msToIdle),
    member: {
      id: row.member_id,
      username: row.username,
      type: row.type,
      sessionId: row.id,
      merchant: row.merchant,
      rankLevel: row.rank_level,
    },
  };
}

/** When a live site session ends at the latest: its absolute expiry, and the end of its idle timeout as of now. */
export type SessionEnds = { expiresAt: Date; idleEndsAt: Date };

/**
 * The ends of a live session (by the database's clock, rounded down to the millisecond), its row locked FOR SHARE
 * until the caller's transaction ends, so a revocation or a move of its idle end waits for what the caller writes
 * (a game session capped by these: games/seamless `authenticate`, migration 0043). Undefined when it is over.
 */
export async function lockSessionEnds(db: Executor, sessionId: bigint): Promise<SessionEnds | undefined> {
  const { sessionIdleMinutes } = accountsSettings();
  return db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      sql<Date>`date_trunc('milliseconds', s.expires_at)`.as('expiresAt'),
      sql<Date>`date_trunc('milliseconds', s.last_seen_at + make_interval(mins => ${sessionIdleMinutes}))`.as(
        'idleEndsAt',
      ),
    ])
    .where('s.id', '=', sessionId)
    .where(
      sql<boolean>`s.revoked_at is null and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(mins => ${sessionIdleMinutes})
        and m.status = 'active'`,
    )
    .forShare('s')
    .executeTakeFirst();
}

export type NewSession = { memberId: bigint; loginType: LoginType; ip: string | null; userAgent: string };

/**
 * Starts a session: a fresh random token (never one the client offered: no session fixation), its hash
 * stored with the absolute expiry, both cookies set. The session the request came with, if any, is revoked.
 */
export async function issueSession(
  db: Executor,
  session: NewSession,
  reply: FastifyReply,
): Promise<{ sessionId: bigint }> {
  const previous = reply.request.member?.sessionId;
  if (previous !== undefined) await revokeSession(db, previous);
  const token = randomBytes(32).toString('base64url');
  const { sessionMaxAgeHours } = accountsSettings();
  const row = await db
    .insertInto('sessions')
    .values({
      member_id: session.memberId,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(hours => ${sessionMaxAgeHours})`,
      ip: session.ip,
      user_agent: session.userAgent.slice(0, 512),
      login_type: session.loginType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  setSessionCookies(reply, token);
  return { sessionId: row.id };
}

export async function revokeSession(db: Executor, sessionId: bigint): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every live session of a member (but one, when given); answers how many. */
export async function revokeSessions(
  db: Executor,
  memberId: bigint,
  options: { exceptSessionId?: bigint } = {},
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (options.exceptSessionId !== undefined) query = query.where('id', '<>', options.exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
