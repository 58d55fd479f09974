import { bank, bankCard, bankCards, bindCardBody, failure, ok, WALLET_API } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { currentMember, requireRealMember } from '../../accounts/index.ts';
import { bindCard, deleteCard, listBanks, listCards } from './service.ts';

const tags = ['wallet: bank cards'];
const cardId = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'card_not_found' }) });

/** The banks, and the member's bank cards: list, bind, delete. Real members only. */
export const cardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    WALLET_API.banks,
    {
      preValidation: requireRealMember,
      schema: { tags, summary: 'Banks a card can be bound at', response: { 200: ok(z.array(bank)) } },
    },
    async () => ({ success: true as const, value: await listBanks(db) }),
  );

  app.get(
    WALLET_API.cards,
    {
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: "The member's bank cards (account numbers masked) and the card limit",
        response: { 200: ok(bankCards) },
      },
    },
    async (request) => ({ success: true as const, value: await listCards(db, currentMember(request)) }),
  );

  app.post(
    WALLET_API.cards,
    {
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: 'Bind a bank card',
        body: bindCardBody,
        response: { 200: ok(bankCard), 400: failure, 409: failure },
      },
    },
    async (request) => ({
      success: true as const,
      value: await bindCard(db, currentMember(request), request.body),
    }),
  );

  app.delete(
    '/api/wallet/cards/:id',
    {
      preValidation: requireRealMember,
      schema: {
        tags,
        summary: 'Delete a bank card (not while a withdrawal to it is under way)',
        params: cardId,
        response: { 200: ok(z.literal(true)), 404: failure, 409: failure },
      },
    },
    async (request) => {
      await deleteCard(db, currentMember(request).id, BigInt(request.params.id));
      return { success: true as const, value: true as const };
    },
  );
};
