import {
  ACCOUNTS_API,
  language,
  loginResult,
  OAUTH_PROVIDERS,
  oauthBindBody,
  oauthProviderList,
  oauthRegisterBody,
  oauthTicket,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OAuthProviderId } from '../../../adapters/oauth/index.ts';
import { AppError } from '../../../http/errors.ts';
import { requestLanguage } from '../../../http/language.ts';
import type { RouteRateLimit } from '../../../http/rate-limit.ts';
import { requestContext } from '../session/context.ts';
import type { CallbackOutcome, OAuthService } from './service.ts';
import { forgetTicket, newState, rememberTicket, takeState, ticketMatchesBrowser } from './state.ts';

export type OAuthRoutesOptions = {
  service: OAuthService;
  /** The address the provider returns to, per provider (see index.ts). */
  callbackUri: (provider: OAuthProviderId) => string;
  cookieSecure: boolean;
  /** The providers are the local stand-in (OAUTH_MODE=dev). */
  development: boolean;
  rateLimit: RouteRateLimit;
};

const tags = ['accounts: third-party sign-in'];
const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS, { error: 'not_found' }) });

/** Where the web app picks the flow up: `/`, `/?oauthTicket=…` or `/?oauthError=<code>`. */
function landing(outcome: CallbackOutcome) {
  if (outcome.kind === 'loggedIn') return '/';
  if (outcome.kind === 'ticket') return `/?oauthTicket=${encodeURIComponent(outcome.ticket)}`;
  return `/?oauthError=${encodeURIComponent(outcome.code)}`;
}

export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, options) => {
  const { service, callbackUri, cookieSecure } = options;
  const off = landing({ kind: 'error', code: 'operation_not_enabled' });

  app.get(
    ACCOUNTS_API.oauthProviders,
    {
      schema: {
        tags,
        summary: 'The sign-in providers that are on (the web shows their buttons)',
        response: { 200: ok(oauthProviderList) },
      },
    },
    async () => ({
      success: true as const,
      value: { providers: service.enabled(), development: options.development },
    }),
  );

  app.get(
    ACCOUNTS_API.oauthStart(':provider'),
    {
      schema: {
        tags,
        summary: 'Start signing in with Google or Facebook: redirects to the provider',
        params: providerParams,
        querystring: z.object({ lang: language.optional() }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!service.enabled().includes(provider)) return reply.redirect(off, 302);
      const state = newState(reply, provider, cookieSecure);
      const lang = request.query.lang ?? requestLanguage(request);
      return reply
        .header('cache-control', 'no-store')
        .redirect(service.authorizeUrl(provider, state, callbackUri(provider), lang), 302);
    },
  );

  app.get(
    ACCOUNTS_API.oauthCallback(':provider'),
    {
      schema: {
        tags,
        summary: 'The provider returns here; redirects to /, /?oauthTicket=… or /?oauthError=…',
        params: providerParams,
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { code, state, error } = request.query;
      reply.header('cache-control', 'no-store');
      const stateOk = takeState(request, reply, provider, state, cookieSecure);
      if (!service.enabled().includes(provider)) return reply.redirect(off, 302);
      if (error) {
        // The person cancelled on the provider's page (spec §8 "popup closed, login failed").
        return reply.redirect(
          landing({ kind: 'error', code: error === 'access_denied' ? 'popup_closed' : 'oauth_failed' }),
          302,
        );
      }
      if (!stateOk || !code) return reply.redirect(landing({ kind: 'error', code: 'oauth_failed' }), 302);
      const outcome = await service.callback(
        provider,
        code,
        callbackUri(provider),
        requestContext(request, reply),
      );
      if (outcome.kind === 'ticket') rememberTicket(reply, outcome.ticket, cookieSecure);
      return reply.redirect(landing(outcome), 302);
    },
  );

  app.get(
    `${ACCOUNTS_API.oauthTicket('')}:ticket`,
    {
      schema: {
        tags,
        summary: 'Who the ticket is for (provider, e-mail, name): shown while choosing bind or register',
        params: z.object({ ticket: z.string().max(128) }),
        response: { 200: ok(oauthTicket) },
      },
    },
    async (request, reply) => {
      if (!ticketMatchesBrowser(request, request.params.ticket)) throw new AppError('oauth_failed');
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: await service.ticketInfo(request.params.ticket) };
    },
  );

  app.post(
    ACCOUNTS_API.oauthBind,
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags,
        summary: 'Bind the identity to an existing account (its password), for good, and log in',
        body: oauthBindBody,
        response: { 200: ok(loginResult) },
      },
    },
    async (request, reply) => {
      if (!ticketMatchesBrowser(request, request.body.ticket)) throw new AppError('oauth_failed');
      const value = await service.bind(request.body, requestContext(request, reply));
      forgetTicket(reply, cookieSecure);
      return { success: true as const, value };
    },
  );

  app.post(
    ACCOUNTS_API.oauthRegister,
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags,
        summary: 'Register a new account bound to the identity, and log in',
        body: oauthRegisterBody,
        response: { 200: ok(loginResult) },
      },
    },
    async (request, reply) => {
      if (!ticketMatchesBrowser(request, request.body.ticket)) throw new AppError('oauth_failed');
      const value = await service.register(request.body, requestContext(request, reply));
      forgetTicket(reply, cookieSecure);
      return { success: true as const, value };
    },
  );
};
