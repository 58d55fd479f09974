import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { messageRoutes } from './routes.ts';

export { type NewMessage, sendMessage } from './service.ts';
export type { MessagesTables } from './tables.ts';

/** The members' inbox (spec §2.5 messageV2): messages from the operator, read marks, the unread count. */
export const messagesModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(messageRoutes, { db });
};
