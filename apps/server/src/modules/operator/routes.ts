import {
  failure,
  OPERATOR_API,
  ok,
  operatorInfo,
  operatorLoginBody,
  operatorSession,
  operatorWithdrawal,
  operatorWithdrawalPage,
  operatorWithdrawalsQuery,
  rejectWithdrawalBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteRateLimit } from '../../http/rate-limit.ts';
import {
  approveWithdrawal,
  findWithdrawalForOperator,
  listWithdrawalsForOperator,
  type Reviewer,
  rejectWithdrawal,
  sendPayout,
  withdrawalProof,
} from '../wallet/index.ts';
import { currentOperator, loginOperator, logoutOperator, operatorGuard } from './auth.ts';

/** Every route but login needs `authorization: Bearer <token>` from POST /api/operator/login. */
const tags = ['operator'];
const params = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'not_found' }) });
const BASE = '/api/operator/withdrawals';

export type OperatorRoutesOptions = {
  db: Db;
  gateways: readonly PaymentGateway[];
  loginRateLimit: RouteRateLimit;
};

/** The operator API: login/logout, and the review of withdrawals (list, one, approve, reject, payout, proof). */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, options) => {
  const { db, gateways } = options;
  const requireOperator = operatorGuard(db);
  app.decorateRequest('operator', null);
  const reviewer = (id: bigint): Reviewer => ({ operatorId: id, via: 'operator' });

  app.post(
    OPERATOR_API.login,
    {
      config: { rateLimit: options.loginRateLimit },
      schema: {
        tags,
        summary: 'Operator login: answers a bearer token valid for 12 hours',
        body: operatorLoginBody,
        response: { 200: ok(operatorSession), 401: failure, 423: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await loginOperator(db, { ...request.body, ip: request.ip ?? null }),
    }),
  );

  app.delete(
    OPERATOR_API.session,
    { preValidation: requireOperator, schema: { tags, summary: 'Operator logout (revokes the token)' } },
    async (request) => {
      await logoutOperator(db, currentOperator(request).sessionId);
      return { success: true as const, value: true };
    },
  );

  app.get(
    OPERATOR_API.me,
    {
      preValidation: requireOperator,
      schema: { tags, summary: 'The operator of the token', response: { 200: ok(operatorInfo) } },
    },
    async (request) => {
      const { id, username } = currentOperator(request);
      return { success: true as const, value: { id: String(id), username } };
    },
  );

  app.get(
    OPERATOR_API.withdrawals,
    {
      preValidation: requireOperator,
      schema: {
        tags,
        summary: 'Withdrawals, newest first, optionally of one status',
        querystring: operatorWithdrawalsQuery,
        response: { 200: ok(operatorWithdrawalPage) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await listWithdrawalsForOperator(db, request.query),
    }),
  );

  app.get(
    `${BASE}/:id`,
    {
      preValidation: requireOperator,
      schema: { tags, summary: 'One withdrawal', params, response: { 200: ok(operatorWithdrawal) } },
    },
    async (request) => {
      const found = await findWithdrawalForOperator(db, BigInt(request.params.id));
      if (!found) throw new AppError('not_found');
      return { success: true as const, value: found };
    },
  );

  app.post(
    `${BASE}/:id/approve`,
    {
      preValidation: requireOperator,
      schema: {
        tags,
        summary: 'Approve: the held money is paid out; a payout error is kept for a retry (status APPROVED)',
        params,
        response: { 200: ok(operatorWithdrawal), 404: failure, 409: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await approveWithdrawal(
        db,
        gateways,
        BigInt(request.params.id),
        reviewer(currentOperator(request).id),
      ),
    }),
  );

  app.post(
    `${BASE}/:id/reject`,
    {
      preValidation: requireOperator,
      schema: {
        tags,
        summary: 'Reject with a reason: the held money goes back to the member',
        params,
        body: rejectWithdrawalBody,
        response: { 200: ok(operatorWithdrawal), 404: failure, 409: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await rejectWithdrawal(
        db,
        BigInt(request.params.id),
        request.body.reason,
        reviewer(currentOperator(request).id),
      ),
    }),
  );

  app.post(
    `${BASE}/:id/payout`,
    {
      preValidation: requireOperator,
      schema: {
        tags,
        summary: 'Retry the payout of an APPROVED withdrawal (same idempotency key: never pays twice)',
        params,
        response: { 200: ok(operatorWithdrawal), 404: failure, 409: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await sendPayout(db, gateways, BigInt(request.params.id)),
    }),
  );

  app.get(
    `${BASE}/:id/proof`,
    { preValidation: requireOperator, schema: { tags, summary: "The member's proof image", params } },
    async (request, reply) => {
      const proof = await withdrawalProof(db, null, BigInt(request.params.id));
      if (!proof) throw new AppError('not_found');
      return reply
        .type(proof.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(proof.bytes);
    },
  );
};
