import { ACCOUNTS_API, failure, ok, outboxMessage } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from '../../../adapters/outbox.ts';
import { AppError } from '../../../http/errors.ts';
import { OUTBOX_COOKIE } from '../session/context.ts';

export type DevRoutesOptions = { db: AccountsRoutesDb; mode: 'session' | 'open' };
type AccountsRoutesDb = Parameters<typeof readOutbox>[0];

/** Whether the TCP peer itself is this machine (X-Forwarded-For is not trusted for this). */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * GET /api/dev/outbox: what the local SMS/e-mail adapters "sent" (demo mode only). `session`: each browser session
 * sees only the messages it caused (its outbox cookie), so nobody can read another person's code; `open`: every
 * message, to callers on this machine only (the browser tests).
 */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, { db, mode }) => {
  app.get(
    ACCOUNTS_API.devOutbox,
    {
      schema: {
        tags: ['dev'],
        summary:
          'Demo only: the latest 50 SMS and e-mails of the local adapters caused by this browser session, newest first',
        querystring: z.object({ to: z.string().trim().min(1).max(255).optional() }),
        response: { 200: ok(z.array(outboxMessage)), 403: failure },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (mode === 'open') {
        if (!fromLoopback(request)) throw new AppError('access_restricted');
        return { success: true as const, value: await readOutbox(db, request.query.to) };
      }
      const viewer = request.cookies[OUTBOX_COOKIE];
      const value = viewer ? await readOutbox(db, request.query.to, { viewer }) : [];
      return { success: true as const, value };
    },
  );
};
