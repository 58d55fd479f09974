import {
  DEMO_TYPE,
  failure,
  ok,
  transferBody,
  transferResult,
  transferTargetsQuery,
  transferTargets as transferTargetsSchema,
  WALLET_API,
  wallets,
  walletTransferBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.ts';
import { onePerMember, onePerMemberHooks } from '../../../http/one-per-member.ts';
import { currentMember, requireMember, requireRealMember } from '../../accounts/index.ts';
import type { WalletGames } from '../game-facts.ts';
import { transferTargets, transferToMember } from './service.ts';
import { listWallets, moveBetweenWallets } from './vendor-wallets.ts';

const tags = ['wallet'];
const errors = { 400: failure, 401: failure, 403: failure, 409: failure, 423: failure };

/** Transfers to the upline or a direct downline (transferUpline) and between wallets (transferFund). */
export const transferRoutes: FastifyPluginAsyncZod<{ db: Db; games: WalletGames }> = async (
  app,
  { db, games },
) => {
  app.get(
    WALLET_API.transferTargets,
    {
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: 'Who the member may transfer to, and the transfer limits',
        querystring: transferTargetsQuery,
        response: { 200: ok(transferTargetsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transferTargets(db, currentMember(request), request.query.search || undefined),
    }),
  );

  app.post(
    WALLET_API.transfers,
    {
      ...onePerMemberHooks,
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: 'Transfer to the upline or a direct downline member (payment password)',
        body: transferBody,
        response: { 200: ok(transferResult), ...errors },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return {
        success: true as const,
        value: await onePerMember(request, member.id, () => transferToMember(db, member, request.body)),
      };
    },
  );

  app.get(
    WALLET_API.wallets,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Main wallet and per-vendor transfer wallets',
        response: { 200: ok(wallets), ...errors },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return {
        success: true as const,
        value: await listWallets(db, games, member, member.type === DEMO_TYPE),
      };
    },
  );

  app.post(
    WALLET_API.walletTransfer,
    {
      ...onePerMemberHooks,
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: 'Move money between the main wallet and a vendor wallet',
        body: walletTransferBody,
        response: { 200: ok(wallets), ...errors },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return {
        success: true as const,
        value: await onePerMember(request, member.id, () =>
          moveBetweenWallets(db, games, member, request.body),
        ),
      };
    },
  );
};
