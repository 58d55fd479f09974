import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { type GatewayEvent, InvalidCallback, type PaymentGateway } from '../gateway.ts';
import { sign, verify } from '../signature.ts';
import { decide, findByReference, findPayout, openPayment, payOnce, statement } from './book.ts';

export const SANDBOX_GATEWAY = 'sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_PAGE = '/sandbox-gateway/pay';

const callbackBody = z.object({
  eventId: z.string().min(1).max(100),
  type: z.enum(['deposit.approved', 'deposit.declined']),
  reference: z.string().min(1).max(40),
  gatewayRef: z.string().min(1).max(60),
  amount: z.string().regex(/^[0-9]{1,18}$/),
});

/** The secret the sandbox signs with: configured, or one kept in the database so every process shares it. */
export async function sandboxSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('sandbox_settings')
    .values({ secret: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('sandbox_settings').select('secret').executeTakeFirstOrThrow();
  return row.secret;
}

/** The signed notification body of a decided order, as the sandbox delivers it (and redelivers it). */
export function callbackFor(
  secret: string,
  payment: { gatewayRef: string; reference: string; amount: bigint; status: 'APPROVED' | 'DECLINED' },
) {
  const body = JSON.stringify({
    eventId: `${payment.gatewayRef}:${payment.status}`,
    type: payment.status === 'APPROVED' ? 'deposit.approved' : 'deposit.declined',
    reference: payment.reference,
    gatewayRef: payment.gatewayRef,
    amount: String(payment.amount),
  });
  return { body, signature: sign(secret, body) };
}

/**
 * The local payment gateway: its own books (book.ts), a hosted payment page where the paying member approves
 * or declines (pages.ts), HMAC-signed callbacks delivered and retried with back-off (delivery.ts), the
 * order-status, close-order and statement calls real gateways offer, and payouts paid at once.
 */
export function createSandboxGateway(db: Db, secret: string): PaymentGateway {
  return {
    id: SANDBOX_GATEWAY,
    async startDeposit(input) {
      const { gatewayRef } = await openPayment(db, input);
      return { gatewayRef, paymentUrl: `${SANDBOX_PAGE}/${gatewayRef}` };
    },
    verifyCallback(headers, rawBody) {
      const header = headers[SIGNATURE_HEADER];
      if (!verify(secret, Array.isArray(header) ? header[0] : header, rawBody))
        throw new InvalidCallback('bad signature');
      let parsed: z.infer<typeof callbackBody>;
      try {
        parsed = callbackBody.parse(JSON.parse(rawBody));
      } catch {
        throw new InvalidCallback('malformed body');
      }
      const event: GatewayEvent = { ...parsed, amount: BigInt(parsed.amount) };
      return event;
    },
    queryDeposit: (reference) => findByReference(db, reference),
    async cancelDeposit(reference) {
      const result = await decide(db, { reference }, 'EXPIRED');
      return result?.payment ?? null;
    },
    async payout(input) {
      const payout = await payOnce(db, input);
      return { payoutRef: payout.payoutRef, status: payout.status };
    },
    queryPayout: (key) => findPayout(db, key),
    settlements: (from, to) => statement(db, from, to),
  };
}
