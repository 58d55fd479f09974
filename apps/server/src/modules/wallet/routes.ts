import {
  balance as balanceSchema,
  createDepositBody,
  DEMO_TYPE,
  deposit,
  depositChannel,
  depositPage,
  depositsQuery,
  failure,
  ok,
  WALLET_API,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvalidCallback, type PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { onePerMember, onePerMemberHooks } from '../../http/one-per-member.ts';
import { currentMember, requireMember, requireRealMember } from '../accounts/index.ts';
import { memberBalance } from './balance.ts';
import { depositChannels, findDeposit, listDeposits, startDeposit } from './deposits/service.ts';
import { applyGatewayEvent } from './deposits/settle.ts';

const tags = ['wallet'];

/** Callback bodies are small JSON notifications; anything bigger is refused before it is read. */
const CALLBACK_BODY_LIMIT = 8 * 1024;

export type WalletRoutesOptions = {
  db: Db;
  gateways: readonly PaymentGateway[];
  /** Per IP on the gateway callback route, which anyone can reach before its signature is checked. */
  callbackRateLimit: { max: number; timeWindow: string };
};

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (
  app,
  { db, gateways, callbackRateLimit },
) => {
  app.get(
    WALLET_API.balance,
    {
      preHandler: requireMember,
      schema: { tags, summary: 'Wallet balance (sumBalance)', response: { 200: ok(balanceSchema) } },
    },
    async (request) => {
      const member = currentMember(request);
      return { success: true as const, value: await memberBalance(db, member, member.type === DEMO_TYPE) };
    },
  );

  app.get(
    WALLET_API.depositChannels,
    {
      preHandler: requireRealMember,
      schema: { tags, summary: 'Deposit channels', response: { 200: ok(z.array(depositChannel)) } },
    },
    async (request) => ({
      success: true as const,
      value: await depositChannels(
        db,
        requestLanguage(request),
        gateways.map((gateway) => gateway.id),
      ),
    }),
  );

  app.post(
    WALLET_API.deposits,
    {
      ...onePerMemberHooks,
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: 'Start a deposit',
        body: createDepositBody,
        response: { 200: ok(deposit), 400: failure, 409: failure },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const channel = await db
        .selectFrom('payment_channels')
        .select('gateway')
        .where('code', '=', request.body.channel)
        .executeTakeFirst();
      const gateway = gateways.find((g) => g.id === channel?.gateway);
      if (!gateway) throw new AppError('channel_unavailable');
      const value = await onePerMember(request, member.id, () =>
        startDeposit(db, gateway, {
          memberId: member.id,
          channel: request.body.channel,
          amount: BigInt(request.body.amount),
          language: requestLanguage(request),
          requestId: request.body.requestId,
        }),
      );
      return { success: true as const, value };
    },
  );

  app.get(
    WALLET_API.deposits,
    {
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: "The member's deposits",
        querystring: depositsQuery,
        response: { 200: ok(depositPage) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return {
        success: true as const,
        value: await listDeposits(db, member.id, request.query, requestLanguage(request)),
      };
    },
  );

  app.get(
    '/api/wallet/deposits/:id',
    {
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: 'One of the member’s deposits',
        params: z.object({ id: z.string().regex(/^[0-9]{1,18}$/, { error: 'not_found' }) }),
        response: { 200: ok(deposit), 404: failure },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const found = await findDeposit(db, member.id, BigInt(request.params.id), requestLanguage(request));
      if (!found) throw new AppError('not_found');
      return { success: true as const, value: found };
    },
  );

  // Gateway callbacks: the raw body is needed to check the signature, so this scope reads JSON as text. Nothing
  // is stored before the signature holds, and the route has its own rate limit.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: { gateway: string } }>(
      '/api/wallet/gateways/:gateway/callback',
      { schema: { hide: true }, config: { rateLimit: callbackRateLimit } },
      async (request, reply) => {
        const gateway = gateways.find((g) => g.id === request.params.gateway);
        if (!gateway) throw new AppError('not_found');
        const raw = typeof request.body === 'string' ? request.body : '';
        let event: ReturnType<PaymentGateway['verifyCallback']>;
        try {
          event = gateway.verifyCallback(request.headers, raw);
        } catch (error) {
          if (!(error instanceof InvalidCallback)) throw error;
          request.log.warn({ gateway: gateway.id, reason: error.message }, 'gateway callback refused');
          throw new AppError('callback_invalid');
        }
        const outcome = await applyGatewayEvent(db, gateway.id, event, raw);
        return reply.send({ success: true, value: outcome });
      },
    );
  });
};
