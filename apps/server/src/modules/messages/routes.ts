import { failure, MESSAGES_API, messagePage, messageParams, messagesQuery, ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requestLanguage } from '../../http/language.ts';
import { currentMember, requireMember } from '../accounts/index.ts';
import * as inbox from './service.ts';

const tags = ['messages'];
const errors = { 400: failure, 401: failure, 404: failure };

/** The member's inbox: their messages and those to every member, never another member's. */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    MESSAGES_API.list,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'My messages (platform information), newest first, with the count not read yet',
        querystring: messagesQuery,
        response: { 200: ok(messagePage), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await inbox.listMessages(db, currentMember(request), request.query, requestLanguage(request)),
    }),
  );

  app.get(
    MESSAGES_API.unread,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'How many of my messages are not read yet',
        response: { 200: ok(z.number().int()), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await inbox.unreadMessages(db, currentMember(request)),
    }),
  );

  app.post(
    '/api/messages/:id/read',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Mark one of my messages read',
        params: messageParams,
        response: { 200: ok(z.null()), ...errors },
      },
    },
    async (request) => {
      await inbox.markMessageRead(db, currentMember(request), BigInt(request.params.id));
      return { success: true as const, value: null };
    },
  );

  app.post(
    MESSAGES_API.readAll,
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Mark all my messages read; answers how many were unread',
        response: { 200: ok(z.number().int()), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await inbox.markAllMessagesRead(db, currentMember(request)),
    }),
  );
};
