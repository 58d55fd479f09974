import {
  createWithdrawalBody,
  failure,
  ok,
  WALLET_API,
  WITHDRAWAL_PROOF_MAX_BYTES,
  withdrawal,
  withdrawalLimits,
  withdrawalPage,
  withdrawalsQuery,
} from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { onePerMember, onePerMemberHooks } from '../../../http/one-per-member.ts';
import { currentMember, requireRealMember } from '../../accounts/index.ts';
import type { WalletGames } from '../game-facts.ts';
import { confirmWithdrawal, withdrawalProof } from './confirm.ts';
import {
  cancelWithdrawal,
  createWithdrawal,
  findWithdrawal,
  withdrawalLimits as limitsOf,
  listWithdrawals,
} from './request.ts';
import { readConfirmation } from './upload.ts';

const tags = ['wallet: withdrawals'];
const params = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'not_found' }) });
const BASE = '/api/wallet/withdrawals';

/** The member's withdrawals: limits, request, list, one, cancel, confirm receipt, proof image. Real members only. */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ db: Db; games: WalletGames }> = async (
  app,
  { db, games },
) => {
  // Parsers are scoped to this plugin; skip when the app already parses multipart for everyone.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: WITHDRAWAL_PROOF_MAX_BYTES, files: 1 } });
  }

  app.get(
    WALLET_API.withdrawalLimits,
    {
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: "Withdrawal rules and what today's requests used",
        response: { 200: ok(withdrawalLimits) },
      },
    },
    async (request) => ({ success: true as const, value: await limitsOf(db, currentMember(request)) }),
  );

  app.post(
    WALLET_API.withdrawals,
    {
      ...onePerMemberHooks,
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: 'Request a withdrawal to a bound card (the money is held until reviewed)',
        body: createWithdrawalBody,
        response: { 200: ok(withdrawal), 400: failure, 404: failure, 409: failure, 423: failure },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return {
        success: true as const,
        value: await onePerMember(request, member.id, () =>
          createWithdrawal(db, games, member, request.body),
        ),
      };
    },
  );

  app.get(
    WALLET_API.withdrawals,
    {
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: "The member's withdrawals, newest first",
        querystring: withdrawalsQuery,
        response: { 200: ok(withdrawalPage) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await listWithdrawals(db, currentMember(request).id, request.query),
    }),
  );

  app.get(
    `${BASE}/:id`,
    {
      preValidation: requireRealMember,
      schema: { tags, summary: 'One of the member’s withdrawals', params, response: { 200: ok(withdrawal) } },
    },
    async (request) => {
      const found = await findWithdrawal(db, currentMember(request).id, BigInt(request.params.id));
      if (!found) throw new AppError('not_found');
      return { success: true as const, value: found };
    },
  );

  app.post(
    `${BASE}/:id/cancel`,
    {
      ...onePerMemberHooks,
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: 'Cancel a withdrawal still pending review (the money goes back to the wallet)',
        params,
        response: { 200: ok(withdrawal), 404: failure, 409: failure },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      return {
        success: true as const,
        value: await onePerMember(request, memberId, () =>
          cancelWithdrawal(db, memberId, BigInt(request.params.id)),
        ),
      };
    },
  );

  app.post(
    `${BASE}/:id/confirm`,
    {
      preValidation: requireRealMember,
      schema: {
        tags,
        summary:
          'Confirm a paid withdrawal: JSON {received: true}, or multipart received=false, amountReceived, file proof (png/jpg ≤ 5 MiB)',
        params,
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: ok(withdrawal),
          400: failure,
          404: failure,
          409: failure,
          413: failure,
          415: failure,
        },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const input = await readConfirmation(request);
      return {
        success: true as const,
        value: await confirmWithdrawal(db, member.id, BigInt(request.params.id), input),
      };
    },
  );

  app.get(
    `${BASE}/:id/proof`,
    {
      preValidation: requireRealMember,
      schema: { tags, summary: 'The proof image the member sent (to its owner only)', params },
    },
    async (request, reply) => {
      const proof = await withdrawalProof(db, currentMember(request).id, BigInt(request.params.id));
      if (!proof) throw new AppError('not_found');
      return reply
        .type(proof.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(proof.bytes);
    },
  );
};
