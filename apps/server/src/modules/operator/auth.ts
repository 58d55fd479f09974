import { createHash, randomBytes } from 'node:crypto';
import type { OperatorInfo, OperatorSession } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../accounts/index.ts';

/**
 * Operator accounts (created from the command line) and their sessions: an opaque random bearer token,
 * stored as its SHA-256, valid 12 hours from login. Five wrong passwords in a row lock the account for
 * 15 minutes (`account_locked`, details.lockedMinutes).
 */

export const OPERATOR_SESSION_HOURS = 12;
export const OPERATOR_LIMITS = { failuresBeforeLock: 5, lockMinutes: 15 } as const;
export const OPERATOR_USERNAME = /^[a-z][a-z0-9_.-]{2,31}$/;
export const OPERATOR_PASSWORD_LENGTH = { min: 10, max: 256 } as const;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type AuthOperator = { id: bigint; username: string; sessionId: bigint };

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of the request's bearer token (set by `requireOperator`). */
    operator: AuthOperator | null;
  }
}

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Why an operator account cannot be created with these, or null. */
export function operatorProblem(username: string, password: string): string | null {
  if (!OPERATOR_USERNAME.test(username)) {
    return 'the username must be 3–32 lower-case letters, digits, ".", "_" or "-", starting with a letter';
  }
  const { min, max } = OPERATOR_PASSWORD_LENGTH;
  if (password.length < min || password.length > max) return `the password must be ${min}–${max} characters`;
  return null;
}

/** Creates an operator account (`Error` when the name is taken or the inputs are not acceptable). */
export async function createOperator(db: Db, username: string, password: string): Promise<OperatorInfo> {
  const problem = operatorProblem(username, password);
  if (problem) throw new Error(problem);
  const row = await db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword(password) })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning(['id', 'username'])
    .executeTakeFirst();
  if (!row) throw new Error(`the operator "${username}" already exists`);
  return { id: String(row.id), username: row.username };
}

/**
 * Logs an operator in. The attempt is counted BEFORE the password is checked, by one conditional UPDATE that
 * refuses a locked account and sets the lock on the 5th failure in a row: concurrent guesses are counted one by
 * one, so a burst gets no more tries than guesses sent one after another. A right password gives the attempt
 * back (the count and any lock it set are cleared).
 */
export async function loginOperator(
  db: Db,
  input: { username: string; password: string; ip: string | null },
): Promise<OperatorSession> {
  const o = db;
  const username = input.username.trim().toLowerCase();
  const { failuresBeforeLock, lockMinutes } = OPERATOR_LIMITS;
  const reserved = await sql<{ id: bigint; username: string; password_hash: string; status: string }>`
    UPDATE operators SET
      failed_logins = CASE WHEN failed_logins + 1 >= ${failuresBeforeLock} THEN 0 ELSE failed_logins + 1 END,
      locked_until = CASE WHEN failed_logins + 1 >= ${failuresBeforeLock}
                     THEN now() + make_interval(mins => ${lockMinutes}) ELSE locked_until END
    WHERE username = ${username} AND (locked_until IS NULL OR locked_until <= now())
    RETURNING id, username, password_hash, status`.execute(db);
  const found = reserved.rows[0];
  if (!found) {
    const locked = await o
      .selectFrom('operators')
      .select(sql<number>`ceil(extract(epoch FROM locked_until - now()) / 60)::int`.as('minutes'))
      .where('username', '=', username)
      .where('locked_until', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (locked)
      throw new AppError('account_locked', undefined, { lockedMinutes: Math.max(1, locked.minutes) });
  }
  // an unknown name spends the time of a real check too
  const valid = await verifyPassword(found?.password_hash, input.password);
  if (!found || !valid || found.status !== 'active') throw new AppError('operator_login_failed');
  const token = randomBytes(32).toString('base64url');
  const session = await o
    .insertInto('operator_sessions')
    .values({
      operator_id: found.id,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(hours => ${OPERATOR_SESSION_HOURS})`,
      ip: input.ip,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  await o
    .updateTable('operators')
    .set({ failed_logins: 0, locked_until: null, last_login_at: new Date() })
    .where('id', '=', found.id)
    .execute();
  return {
    token,
    expiresAt: new Date(session.expires_at).toISOString(),
    operator: { id: String(found.id), username: found.username },
  };
}

/** The live session of a bearer token: not revoked, not expired, operator active. */
export async function lookupOperator(db: Db, token: string): Promise<AuthOperator | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.id as session_id', 'o.id', 'o.username'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('o.status', '=', 'active')
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username, sessionId: row.session_id } : undefined;
}

export async function logoutOperator(db: Db, sessionId: bigint): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([^\s]+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** preHandler factory: a live operator session in `authorization: Bearer <token>` (401 `operator_unauthorized`). */
export function operatorGuard(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearer(request);
    const operator = token ? await lookupOperator(db, token) : undefined;
    if (!operator) throw new AppError('operator_unauthorized');
    request.operator = operator;
  };
}

export function currentOperator(request: FastifyRequest): AuthOperator {
  if (!request.operator) throw new AppError('operator_unauthorized');
  return request.operator;
}
