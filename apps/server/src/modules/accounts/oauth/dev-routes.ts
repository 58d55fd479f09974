import { language, OAUTH_PROVIDERS, PATTERN_CATALOGUE } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEV_APPROVE_PATH,
  DEV_AUTHORIZE_PATH,
  DEV_IDENTITIES,
  type DevOAuthProvider,
  devAuthorizePage,
  type OAuthProviderId,
  withQuery,
} from '../../../adapters/oauth/index.ts';
import { AppError } from '../../../http/errors.ts';
import { requestLanguage } from '../../../http/language.ts';

/**
 * The development provider's pages (OAUTH_MODE=dev only): the sign-in page standing in for Google's or
 * Facebook's, and its Continue action, which issues a code and returns to the callback. The return address
 * must be our own callback for that provider, so these pages cannot redirect anywhere else.
 */
export type DevRoutesOptions = {
  providers: Record<OAuthProviderId, DevOAuthProvider>;
  callbackUri: (provider: OAuthProviderId) => string;
};

const flow = {
  provider: z.enum(OAUTH_PROVIDERS, { error: 'oauth_failed' }),
  state: z
    .string({ error: 'oauth_failed' })
    .min(1, { error: 'oauth_failed' })
    .max(512, { error: 'oauth_failed' }),
  redirect_uri: z.string({ error: 'oauth_failed' }).max(2048, { error: 'oauth_failed' }),
  lang: language.optional().catch(undefined),
};
const EMAIL = new RegExp(PATTERN_CATALOGUE.email.source, 'u');
const HTML = 'text/html; charset=utf-8';

export const oauthDevRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (
  app,
  { providers, callbackUri },
) => {
  const checkReturn = (provider: OAuthProviderId, redirectUri: string) => {
    if (redirectUri !== callbackUri(provider)) throw new AppError('oauth_failed');
  };

  app.get(
    DEV_AUTHORIZE_PATH,
    {
      schema: {
        tags: ['accounts: third-party sign-in'],
        summary: 'Development sign-in page standing in for Google/Facebook (OAUTH_MODE=dev)',
        querystring: z.object(flow),
      },
    },
    async (request, reply) => {
      const { provider, state, redirect_uri: redirectUri, lang } = request.query;
      checkReturn(provider, redirectUri);
      const page = devAuthorizePage({
        provider,
        state,
        redirectUri,
        language: lang ?? requestLanguage(request),
      });
      return reply.type(HTML).header('cache-control', 'no-store').send(page);
    },
  );

  app.get(
    DEV_APPROVE_PATH,
    {
      schema: {
        tags: ['accounts: third-party sign-in'],
        summary: 'Continue on the development sign-in page: issues a code and returns to the callback',
        querystring: z.object({
          ...flow,
          email: z.string().max(200).optional(),
          displayName: z.string().max(200).optional(),
          identity: z.coerce
            .number()
            .int()
            .min(0)
            .max(DEV_IDENTITIES.length - 1)
            .optional()
            .catch(undefined),
        }),
      },
    },
    async (request, reply) => {
      const { provider, state, redirect_uri: redirectUri, identity } = request.query;
      checkReturn(provider, redirectUri);
      const preset = identity === undefined ? undefined : DEV_IDENTITIES[identity];
      const email = (preset?.email ?? request.query.email ?? '').trim().toLowerCase();
      if (!EMAIL.test(email)) throw new AppError('incorrect_email');
      const displayName = preset?.displayName ?? request.query.displayName ?? '';
      const code = await providers[provider].issueCode({ email, displayName }, redirectUri);
      return reply.header('cache-control', 'no-store').redirect(withQuery(redirectUri, { code, state }), 302);
    },
  );
};
