import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { decide } from './book.ts';
import { deliverCallback } from './delivery.ts';
import { SANDBOX_PAGE } from './gateway.ts';
import { messagePage, type PageLanguage, paymentPage } from './page-html.ts';

export type SandboxPagesOptions = {
  db: Db;
  secret: string;
  queue: JobQueue;
  /** Who the request's live session belongs to (the member id), or null. */
  payerOf: (request: FastifyRequest) => Promise<string | null>;
};

const REF = /^SBX[0-9A-F]{18}$/;

/** Binds a form to one order and one payer, so another site cannot post a decision with the payer's cookies. */
function formToken(secret: string, gatewayRef: string, payer: string): string {
  return createHmac('sha256', secret).update(`page:${gatewayRef}:${payer}`).digest('hex');
}

function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

function findPayment(db: Db, ref: string) {
  if (!REF.test(ref)) return Promise.resolve(undefined);
  return db.selectFrom('sandbox_payments').selectAll().where('gateway_ref', '=', ref).executeTakeFirst();
}

/**
 * The sandbox's hosted payment page (demo mode only). It acts only for the member who started the order, in
 * that member's session: anyone else sees a message and can decide nothing. A decision is taken once (the
 * conditional update in book.ts) and its callback is queued in the same transaction, then delivered at once;
 * the queued job redelivers if that failed or the process died.
 */
export const sandboxPages: FastifyPluginAsync<SandboxPagesOptions> = async (
  app,
  { db, secret, queue, payerOf },
) => {
  const languageOf = (request: FastifyRequest): PageLanguage =>
    (request.query as { lang?: string }).lang === 'en' ? 'en' : 'vi';

  type Payment = NonNullable<Awaited<ReturnType<typeof findPayment>>>;
  type Authorised = { payment: Payment; payer: string } | { refusal: { status: number; html: string } };

  /** The order and its payer's session, or the page to answer instead. */
  async function authorise(request: FastifyRequest, ref: string): Promise<Authorised> {
    const lang = languageOf(request);
    const payment = await findPayment(db, ref);
    if (!payment) return { refusal: { status: 404, html: messagePage(lang, 'unknown') } };
    const payer = await payerOf(request);
    if (!payer) return { refusal: { status: 401, html: messagePage(lang, 'login') } };
    if (payer !== payment.payer) return { refusal: { status: 403, html: messagePage(lang, 'notYours') } };
    return { payment, payer };
  }

  app.get<{ Params: { ref: string } }>(
    `${SANDBOX_PAGE}/:ref`,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const found = await authorise(request, request.params.ref);
      if ('refusal' in found) return reply.status(found.refusal.status).send(found.refusal.html);
      const { payment, payer } = found;
      const token = formToken(secret, payment.gateway_ref, payer);
      return reply.send(await paymentPage(languageOf(request), payment, token, payment.return_url));
    },
  );

  app.post<{ Params: { ref: string; decision: string }; Body: { token?: unknown } }>(
    `${SANDBOX_PAGE}/:ref/:decision`,
    { schema: { hide: true } },
    async (request, reply) => {
      const decision =
        request.params.decision === 'approve'
          ? 'APPROVED'
          : request.params.decision === 'decline'
            ? 'DECLINED'
            : null;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const found = await authorise(request, request.params.ref);
      if ('refusal' in found) return reply.status(found.refusal.status).send(found.refusal.html);
      const { payment, payer } = found;
      const lang = languageOf(request);
      if (!decision) return reply.status(404).send(messagePage(lang, 'unknown'));
      if (!sameToken(formToken(secret, payment.gateway_ref, payer), request.body?.token))
        return reply.status(403).send(messagePage(lang, 'notYours'));

      const notify = await db.transaction().execute(async (tx) => {
        const result = await decide(tx, { gatewayRef: payment.gateway_ref }, decision);
        if (!result?.decided || result.payment.status === 'EXPIRED') return false;
        await queue.send(
          'sandbox.deliver-callback',
          { gatewayRef: payment.gateway_ref },
          { key: payment.gateway_ref, afterSeconds: 10, tx },
        );
        return true;
      });
      crashPoint('sandbox.after-decision');
      // the press that decided notifies at once; a second press (or a lost race) only goes back to the site
      if (notify) {
        try {
          await deliverCallback(db, secret, (r) => app.inject(r), payment.gateway_ref);
        } catch (error) {
          request.log.warn({ err: error }, 'sandbox callback not delivered; the queued job will retry');
        }
      }
      return reply.redirect(payment.return_url, 303);
    },
  );
};
