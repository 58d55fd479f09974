import type { Db } from '../../db/database.ts';
import { createDevOAuthProvider, type DevOAuthProvider } from './dev.ts';
import type { OAuthProvider, OAuthProviderId } from './types.ts';

export { DEV_APPROVE_PATH, DEV_AUTHORIZE_PATH, type DevOAuthProvider, devSubject } from './dev.ts';
export { DEV_IDENTITIES, devAuthorizePage, escapeHtml, withQuery } from './dev-page.ts';
export type { OAuthAdapterTables } from './tables.ts';
export { OAuthExchangeError, type OAuthIdentity, type OAuthProvider, type OAuthProviderId } from './types.ts';

/**
 * Third-party sign-in providers by id.
 *
 * OAUTH_MODE=dev (the default outside production): both Google and Facebook are the local development
 * provider (./dev.ts) — no client ids, no internet. OAUTH_MODE=off: no provider; the sign-in buttons answer
 * `operation_not_enabled`. Never run `dev` in production: anyone could claim any e-mail there.
 *
 * Where the real clients plug in (a new mode, say OAUTH_MODE=live): one OAuthProvider per id, configured from
 *   GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET and FACEBOOK_APP_ID / FACEBOOK_APP_SECRET; the redirect address
 *   registered with the provider is PUBLIC_URL + /api/accounts/oauth/<id>/callback (the OAuth module
 *   builds it so when the providers are not the dev ones).
 * - Google (OpenID Connect): authorizeUrl → https://accounts.google.com/o/oauth2/v2/auth with
 *   response_type=code, client_id, redirect_uri, scope "openid email profile", state (and PKCE
 *   code_challenge; the verifier can ride in the state cookie), hl=<language>.
 *   exchange → POST https://oauth2.googleapis.com/token (code, client_id, client_secret, redirect_uri,
 *   grant_type=authorization_code), then verify the id_token (issuer accounts.google.com, audience = client
 *   id, Google's JWKS https://www.googleapis.com/oauth2/v3/certs) or call
 *   https://openidconnect.googleapis.com/v1/userinfo; subject = `sub`, email only when `email_verified`.
 * - Facebook: authorizeUrl → https://www.facebook.com/v19.0/dialog/oauth (client_id, redirect_uri, state,
 *   scope "public_profile,email", locale); exchange → GET https://graph.facebook.com/v19.0/oauth/access_token
 *   (client_id, client_secret, redirect_uri, code), then GET https://graph.facebook.com/me?fields=id,name,email
 *   with the token; subject = `id` (app-scoped).
 * Both must map "the person cancelled" to a redirect with error=access_denied, which the callback already
 * handles, and throw OAuthExchangeError for a refused code.
 */
export type OAuthProviders = Partial<Record<OAuthProviderId, OAuthProvider>> & {
  /** Present in dev mode: the stand-in providers, whose sign-in page the server itself serves. */
  dev?: Record<OAuthProviderId, DevOAuthProvider>;
};

/** `dev`: the local stand-in for both providers; `off`: third-party sign-in is switched off. */
export const OAUTH_MODES = ['dev', 'off'] as const;
export type OAuthMode = (typeof OAUTH_MODES)[number];

export function createOAuthProviders(options: { mode?: OAuthMode; db: Db }): OAuthProviders {
  switch (options.mode ?? 'dev') {
    case 'off':
      return {};
    case 'dev': {
      const dev = {
        google: createDevOAuthProvider('google', options.db),
        facebook: createDevOAuthProvider('facebook', options.db),
      };
      return { ...dev, dev };
    }
  }
}
