import {
  failure,
  ok,
  PROVIDER_SIGNATURE_HEADER,
  providerAuthenticateBody,
  providerBalanceBody,
  providerCreditBody,
  providerDebitBody,
  providerRollbackBody,
  providerSession,
  walletAnswer,
} from '@app/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { onTableWrite } from '../../../db/table-writes.ts';
import { AppError } from '../../../http/errors.ts';
import { createLiveCache } from '../../../shared/live-cache.ts';
import { walletBatches } from './batches.ts';
import { findProviderKey } from './queries.ts';
import * as wallet from './service.ts';
import { signatureMatches } from './signing.ts';

const BODY_LIMIT = 16 * 1024;
const tags = ['seamless wallet'];
const params = z.object({
  provider: z.string().regex(/^[a-z][a-z0-9_]{1,31}$/, { error: 'provider_unknown' }),
});
const errors = { 400: failure, 401: failure, 404: failure, 409: failure };
/**
 * How long a provider's key and switch, once read, are trusted (every signed call needs them). A change made
 * by this process (a provider switched off, a new key) is seen at once; one made elsewhere (the admin CLI, by
 * hand), within this bound — like the live sessions of the site (SESSION_CACHE_MS).
 */
const PROVIDER_KEY_MS = 2_000;

/**
 * The seamless-wallet API over HTTP for external providers (docs/seamless-wallet.md): each body is JSON signed
 * with the provider's wallet key (HMAC-SHA256, PROVIDER_SIGNATURE_HEADER); nothing is read or stored before the
 * signature holds. Debits and credits arriving in one event-loop turn are taken together (batches.ts), each
 * answered as if alone. The in-house studio calls service.ts in-process instead.
 */
export const seamlessRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // this database's providers (only ones that exist are kept: a provider added elsewhere is seen at once)
  const providerKeys = createLiveCache<Awaited<ReturnType<typeof findProviderKey>>>({
    ttlMs: () => PROVIDER_KEY_MS,
    maxEntries: 1_000,
    keep: (key) => key !== undefined,
  });
  const stopForgetting = onTableWrite('game_providers', () => providerKeys.clear());
  app.addHook('onClose', async () => stopForgetting());
  const batches = walletBatches(db);

  // the raw body is what is signed, so this scope reads JSON as text
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  /** The provider from the path, its signature checked, and the body parsed by `schema`. */
  async function signedBody<T extends z.ZodType>(
    request: FastifyRequest,
    schema: T,
  ): Promise<[string, z.output<T>]> {
    const parsedParams = params.safeParse(request.params);
    if (!parsedParams.success) throw new AppError('provider_unknown');
    const provider = parsedParams.data.provider;
    const key = await providerKeys.get(provider, () => findProviderKey(db, provider));
    if (!key?.active) throw new AppError('provider_unknown');
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[PROVIDER_SIGNATURE_HEADER];
    if (!signatureMatches(key.wallet_key, raw, Array.isArray(header) ? header[0] : header)) {
      throw new AppError('signature_invalid');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('validation_error');
    }
    const body = schema.safeParse(json);
    if (!body.success) {
      const fields: Record<string, string> = {};
      for (const issue of body.error.issues) fields[issue.path.join('.') || 'body'] = issue.message;
      const amountProblem = body.error.issues.find((i) => i.message === 'invalid_amount');
      throw new AppError(amountProblem ? 'invalid_amount' : 'validation_error', fields);
    }
    return [provider, body.data];
  }

  // The schemas document the routes; the body is checked by signedBody once its signature holds.
  app.setValidatorCompiler(() => (value) => ({ value }));
  const route = (summary: string, body: z.ZodType, answer: z.ZodType) => ({
    config: { cookieSession: false },
    schema: { tags, summary, params, body, response: { 200: ok(answer), ...errors } },
  });

  app.post(
    '/api/provider/:provider/authenticate',
    route('Launch token → player session', providerAuthenticateBody, providerSession),
    async (request) => {
      const [provider, body] = await signedBody(request, providerAuthenticateBody);
      return { success: true, value: await wallet.authenticate(db, provider, body.launchToken) };
    },
  );
  app.post(
    '/api/provider/:provider/balance',
    route('The player’s balance', providerBalanceBody, walletAnswer),
    async (request) => {
      const [provider, body] = await signedBody(request, providerBalanceBody);
      return { success: true, value: await wallet.balance(db, provider, body.sessionToken) };
    },
  );
  app.post(
    '/api/provider/:provider/debit',
    route('Take a bet (idempotent by transactionId)', providerDebitBody, walletAnswer),
    async (request) => {
      const [provider, body] = await signedBody(request, providerDebitBody);
      return { success: true, value: await batches.debit(provider, body) };
    },
  );
  app.post(
    '/api/provider/:provider/credit',
    route('Pay a win, close the round (idempotent by transactionId)', providerCreditBody, walletAnswer),
    async (request) => {
      const [provider, body] = await signedBody(request, providerCreditBody);
      return { success: true, value: await batches.credit(provider, body) };
    },
  );
  app.post(
    '/api/provider/:provider/rollback',
    route('Cancel a debit of an unpaid round (idempotent)', providerRollbackBody, walletAnswer),
    async (request) => {
      const [provider, body] = await signedBody(request, providerRollbackBody);
      return {
        success: true,
        value: await wallet.walletCall(db, (tx) => wallet.rollback(tx, provider, body)),
      };
    },
  );
};
