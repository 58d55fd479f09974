import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { JobDefinition } from '../../../jobs/queue.ts';
import { callbackFor, SIGNATURE_HEADER } from './gateway.ts';

/** Sends a request through the server's own HTTP pipeline (Fastify's inject), as a remote gateway's POST arrives. */
export type Inject = (request: {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number }>;

export type DeliveryOutcome = 'delivered' | 'already_delivered' | 'nothing_to_deliver';

/**
 * Notifies the merchant of a decided order, as a real gateway does: a signed POST to the order's callback
 * address, counted in `callback_attempts`; a 2xx answer marks it delivered, anything else throws so the
 * delivery job tries again later (with back-off). Delivering twice is harmless: the event id is the same.
 */
export async function deliverCallback(
  db: Db,
  secret: string,
  inject: Inject,
  gatewayRef: string,
): Promise<DeliveryOutcome> {
  const payment = await db
    .selectFrom('sandbox_payments')
    .select([
      'gateway_ref',
      'merchant_reference',
      'amount',
      'status',
      'callback_url',
      'callback_delivered_at',
    ])
    .where('gateway_ref', '=', gatewayRef)
    .executeTakeFirst();
  if (!payment || (payment.status !== 'APPROVED' && payment.status !== 'DECLINED'))
    return 'nothing_to_deliver';
  if (payment.callback_delivered_at) return 'already_delivered';
  const { body, signature } = callbackFor(secret, {
    gatewayRef: payment.gateway_ref,
    reference: payment.merchant_reference,
    amount: payment.amount,
    status: payment.status,
  });
  await db
    .updateTable('sandbox_payments')
    .set((eb) => ({ callback_attempts: eb('callback_attempts', '+', 1) }))
    .where('gateway_ref', '=', gatewayRef)
    .execute();
  const answer = await inject({
    method: 'POST',
    url: new URL(payment.callback_url, 'http://sandbox.invalid').pathname,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
  if (answer.statusCode >= 300) throw new Error(`the merchant answered ${answer.statusCode}`);
  await db
    .updateTable('sandbox_payments')
    .set({ callback_delivered_at: sql`now()` })
    .where('gateway_ref', '=', gatewayRef)
    .execute();
  return 'delivered';
}

/** The sandbox's retrying delivery: one job per decided order (sent with the decision, in its transaction). */
export function sandboxJobs(deps: {
  db: Db;
  secret: string;
  inject: Inject;
}): JobDefinition<{ gatewayRef: string }>[] {
  return [
    {
      queue: 'sandbox.deliver-callback',
      run: ({ gatewayRef }) => deliverCallback(deps.db, deps.secret, deps.inject, gatewayRef),
    },
  ];
}
