import {
  bonusRecordPage,
  bonusRecordsQuery,
  failure,
  ok,
  profitLoss,
  profitLossQuery,
  transactionRecordPage,
  transactionRecordsQuery,
  WALLET_API,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.ts';
import { requestLanguage } from '../../../http/language.ts';
import { currentMember, requireMember } from '../../accounts/index.ts';
import type { WalletGames } from '../game-facts.ts';
import { bonusRecords, profitAndLoss, transactionRecords } from './service.ts';

const tags = ['wallet'];
const errors = { 400: failure, 401: failure };

/**
 * The member's money records, each scoped to their own ledger accounts: account (transaction) record,
 * personal profit and loss, bonus details. Demo members see their play money's records.
 */
export const recordRoutes: FastifyPluginAsyncZod<{ db: Db; games: WalletGames }> = async (
  app,
  { db, games },
) => {
  app.get(
    WALLET_API.transactionRecords,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Account (transaction) record (transactionHistory)',
        querystring: transactionRecordsQuery,
        response: { 200: ok(transactionRecordPage), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transactionRecords(
        db,
        games,
        currentMember(request).id,
        request.query,
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    WALLET_API.profitLoss,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Personal profit and loss by day and game category (personalProfit)',
        querystring: profitLossQuery,
        response: { 200: ok(profitLoss), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await profitAndLoss(db, currentMember(request).id, request.query),
    }),
  );

  app.get(
    WALLET_API.bonusRecords,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Bonus details: bonuses and rebates credited (bonusDetails)',
        querystring: bonusRecordsQuery,
        response: { 200: ok(bonusRecordPage), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await bonusRecords(db, currentMember(request).id, request.query, requestLanguage(request)),
    }),
  );
};
