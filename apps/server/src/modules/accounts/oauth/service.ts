import { createHash, randomBytes } from 'node:crypto';
import { type LoginResult, OAUTH_PROVIDERS } from '@app/contracts';
import {
  OAuthExchangeError,
  type OAuthIdentity,
  type OAuthProvider,
  type OAuthProviderId,
  type OAuthProviders,
} from '../../../adapters/oauth/index.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { loadMerchant } from '../../platform/index.ts';
import { fieldProblem, loadRules, mandatory } from '../field-rules.ts';
import { completeLogin } from '../login/login-result.ts';
import { insertMember } from '../member-store.ts';
import type { OnRegistered } from '../options.ts';
import { selectTaken } from '../queries.ts';
import type { RequestContext } from '../session/context.ts';
import { verifyPasswordAttempt } from './password-check.ts';
import * as q from './queries.ts';
import { TICKET_MINUTES } from './state.ts';

/**
 * Third-party sign-in (spec §1, §4): the provider's callback logs a bound identity straight in; an identity
 * not bound yet gets a ticket, with which the person binds an existing account (its password) or registers
 * a new one. A binding is final: there is no way to change or remove it.
 */

type LoggedIn = Extract<LoginResult, { status: 'ok' }>;
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest();
const TICKET_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Where the callback sends the browser: logged in, a ticket to decide on, or an error code for the web. */
export type CallbackOutcome =
  | { kind: 'loggedIn' }
  | { kind: 'ticket'; ticket: string }
  | { kind: 'error'; code: 'oauth_failed' | 'account_disabled' | 'popup_closed' | 'operation_not_enabled' };

export type OAuthService = ReturnType<typeof createOAuthService>;

export function createOAuthService(
  db: Db,
  providers: OAuthProviders,
  onRegistered: OnRegistered = async () => {},
) {
  /** The provider, or `operation_not_enabled` when third-party sign-in with it is switched off. */
  function provider(id: OAuthProviderId): OAuthProvider {
    const found = providers[id];
    if (!found) throw new AppError('operation_not_enabled');
    return found;
  }

  async function liveTicket(ticket: string) {
    if (!TICKET_FORMAT.test(ticket)) throw new AppError('oauth_failed');
    const row = await q.selectLiveTicket(db, hashTicket(ticket));
    if (!row) throw new AppError('oauth_failed');
    return row;
  }

  return {
    enabled(): OAuthProviderId[] {
      return OAUTH_PROVIDERS.filter((id) => providers[id] !== undefined);
    },

    authorizeUrl(id: OAuthProviderId, state: string, redirectUri: string, language: string) {
      return provider(id).authorizeUrl(state, redirectUri, { language });
    },

    /** The provider sent the browser back with a code: log in, or hand out a ticket. */
    async callback(
      id: OAuthProviderId,
      code: string,
      redirectUri: string,
      ctx: RequestContext,
    ): Promise<CallbackOutcome> {
      const source = provider(id);
      let identity: OAuthIdentity;
      try {
        identity = await source.exchange(code, redirectUri);
      } catch (error) {
        if (error instanceof OAuthExchangeError) return { kind: 'error', code: 'oauth_failed' };
        throw error;
      }
      const bound = await q.selectIdentity(db, id, identity.subject);
      if (bound) {
        if (bound.status !== 'active') return { kind: 'error', code: 'account_disabled' };
        await completeLogin(db, bound, 'oauth', ctx);
        return { kind: 'loggedIn' };
      }
      const ticket = randomBytes(32).toString('base64url');
      await q.insertTicket(db, {
        hash: hashTicket(ticket),
        provider: id,
        subject: identity.subject,
        email: identity.email,
        displayName: identity.displayName.slice(0, 200),
        minutes: TICKET_MINUTES,
      });
      return { kind: 'ticket', ticket };
    },

    async ticketInfo(ticket: string) {
      const row = await liveTicket(ticket);
      return {
        ticket,
        provider: row.provider as OAuthProviderId,
        email: row.email,
        displayName: row.display_name,
      };
    },

    /** Binds the identity to an existing account proven by its password, then logs in. */
    async bind(
      body: { ticket: string; username: string; password: string },
      ctx: RequestContext,
    ): Promise<LoggedIn> {
      await liveTicket(body.ticket);
      const merchant = (await loadMerchant(db)).code;
      const member = await verifyPasswordAttempt(db, merchant, body.username, body.password, ctx, 'oauth');
      await db.transaction().execute(async (tx) => {
        const ticket = await q.selectLiveTicket(tx, hashTicket(body.ticket), true);
        if (!ticket) throw new AppError('oauth_failed');
        const provider = ticket.provider as OAuthProviderId;
        if (await q.selectIdentity(tx, provider, ticket.subject)) throw new AppError('oauth_failed');
        if (await q.memberHasProvider(tx, member.id, provider)) throw new AppError('oauth_already_bound');
        await q.insertIdentity(tx, {
          provider,
          subject: ticket.subject,
          memberId: member.id,
          email: ticket.email,
        });
        await q.useTicket(tx, hashTicket(body.ticket));
      });
      return completeLogin(db, member, 'oauth', ctx);
    },

    /** Registers a new account bound to the identity (no password: it signs in through the provider). */
    async register(body: { ticket: string; username: string }, ctx: RequestContext): Promise<LoggedIn> {
      const ticketRow = await liveTicket(body.ticket);
      const merchant = (await loadMerchant(db)).code;
      const rule = mandatory((await loadRules(db, merchant)).get('username'));
      const problem = fieldProblem(rule, body.username);
      if (problem) throw new AppError('field_invalid', { username: problem });
      const username = body.username.trim().toLowerCase();
      if ((await selectTaken(db, merchant, { username })).username) {
        throw new AppError('username_taken', { username: 'username_taken' });
      }
      const created = await db.transaction().execute(async (tx) => {
        const ticket = await q.selectLiveTicket(tx, hashTicket(body.ticket), true);
        if (!ticket) throw new AppError('oauth_failed');
        const provider = ticket.provider as OAuthProviderId;
        if (await q.selectIdentity(tx, provider, ticket.subject)) throw new AppError('oauth_failed');
        const member = await insertMember(tx, {
          merchant,
          username,
          passwordHash: null,
          paymentPasswordHash: null,
          phone: null,
          email: null,
          payeeName: null,
          birthday: null,
          profile: { signUp: provider },
          parentId: null,
          referredByCode: null,
          registerIp: ctx.ip,
        });
        const nickname = nicknameFrom(ticketRow.display_name);
        if (nickname) await q.setNickname(tx, member.id, nickname);
        await q.insertIdentity(tx, {
          provider,
          subject: ticket.subject,
          memberId: member.id,
          email: ticket.email,
        });
        await q.useTicket(tx, hashTicket(body.ticket));
        return member;
      });
      await onRegistered(created.id);
      return completeLogin(
        db,
        { id: created.id, last_login_at: null, must_change_password: false },
        'oauth',
        ctx,
      );
    },
  };
}

/** The provider's display name as a nickname: trimmed, at most 64 characters, none when empty. */
export function nicknameFrom(displayName: string): string | null {
  const clean = displayName.replace(/\s+/g, ' ').replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, '');
  const name = [...clean.trim()].slice(0, 64).join('').trim();
  return name.length > 0 ? name : null;
}
