import { ACCOUNTS_API, ok, outboxMessage } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from '../../adapters/outbox.ts';
import type { AccountsRoutesOptions } from './index.ts';

/** GET /api/dev/outbox: what the local SMS/e-mail adapters "sent" (registered only when DEV_OUTBOX is on). */
export const devRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { db }) => {
  app.get(
    ACCOUNTS_API.devOutbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: the latest 50 SMS and e-mails of the local adapters, newest first',
        querystring: z.object({ to: z.string().trim().min(1).max(255).optional() }),
        response: { 200: ok(z.array(outboxMessage)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: await readOutbox(db, request.query.to) };
    },
  );
};
