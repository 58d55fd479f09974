import type { OAUTH_PROVIDERS } from '@app/contracts';

export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/** Who the provider says signed in. `subject` is the provider's stable user id (OIDC `sub`, Facebook `id`). */
export type OAuthIdentity = { subject: string; email: string | null; displayName: string };

/**
 * A third-party sign-in provider speaking the OAuth 2.0 authorization-code flow.
 * `authorizeUrl` is where the browser goes to sign in; the provider then sends it back to `redirectUri`
 * with `?code=…&state=…` (or `?error=access_denied&state=…` when the person cancels), and `exchange`
 * turns that code into the identity.
 */
export interface OAuthProvider {
  readonly id: OAuthProviderId;
  authorizeUrl(state: string, redirectUri: string, options?: { language?: string }): string;
  exchange(code: string, redirectUri: string): Promise<OAuthIdentity>;
}

/** The code was unknown, used, expired, for another provider or redirect address, or the provider refused it. */
export class OAuthExchangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthExchangeError';
  }
}
