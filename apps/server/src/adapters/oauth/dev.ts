import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { OAuthAdapterTables } from './tables.ts';
import { OAuthExchangeError, type OAuthIdentity, type OAuthProvider, type OAuthProviderId } from './types.ts';

/**
 * The local development provider, standing in for Google and Facebook when OAUTH_MODE=dev (the default):
 * its "sign-in page" is our own GET /api/accounts/oauth/dev/authorize, where a developer types an e-mail and
 * a name; the page then redirects to the callback with a code kept here (hashed, single use, 5 minutes).
 * The identity's subject is derived from the e-mail, so the same e-mail is the same person next time.
 */

export const DEV_AUTHORIZE_PATH = '/api/accounts/oauth/dev/authorize';
export const DEV_APPROVE_PATH = '/api/accounts/oauth/dev/approve';
const CODE_MINUTES = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export type DevOAuthProvider = OAuthProvider & {
  /** Called by the dev page's Continue button: a code for this identity, redeemable once at `redirectUri`. */
  issueCode(identity: { email: string; displayName: string }, redirectUri: string): Promise<string>;
};

export function devSubject(email: string): string {
  return `dev:${email.trim().toLowerCase()}`;
}

export function createDevOAuthProvider(id: OAuthProviderId, database: Db): DevOAuthProvider {
  const db = database.withTables<OAuthAdapterTables>();
  return {
    id,
    authorizeUrl(state, redirectUri, options) {
      const query = new URLSearchParams({ provider: id, state, redirect_uri: redirectUri });
      if (options?.language) query.set('lang', options.language);
      return `${DEV_AUTHORIZE_PATH}?${query}`;
    },
    async issueCode(identity, redirectUri) {
      const code = randomBytes(32).toString('base64url');
      const email = identity.email.trim().toLowerCase();
      // Housekeeping: codes are worthless a few minutes after their expiry.
      await db
        .deleteFrom('oauth_dev_codes')
        .where('expires_at', '<', new Date(Date.now() - 3_600_000))
        .execute();
      await db
        .insertInto('oauth_dev_codes')
        .values({
          code_hash: sha256(code),
          provider: id,
          subject: devSubject(email),
          email,
          display_name: identity.displayName.trim() || email.split('@')[0] || email,
          redirect_uri: redirectUri,
          expires_at: new Date(Date.now() + CODE_MINUTES * 60_000),
        })
        .execute();
      return code;
    },
    async exchange(code, redirectUri): Promise<OAuthIdentity> {
      const row = await db
        .updateTable('oauth_dev_codes')
        .set({ used_at: new Date() })
        .where('code_hash', '=', sha256(code))
        .where('provider', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning(['subject', 'email', 'display_name', 'redirect_uri'])
        .executeTakeFirst();
      if (!row) throw new OAuthExchangeError('unknown, used or expired code');
      if (row.redirect_uri !== redirectUri) throw new OAuthExchangeError('redirect address mismatch');
      return { subject: row.subject, email: row.email, displayName: row.display_name };
    },
  };
}
