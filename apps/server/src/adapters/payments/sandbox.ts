import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ColumnType } from 'kysely';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { type GatewayEvent, InvalidCallback, type PaymentGateway } from './gateway.ts';
import { sign, verify } from './signature.ts';

export const SANDBOX_GATEWAY = 'sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
const PAGE = '/sandbox-gateway/pay';

/** The sandbox's book of payouts (migration 0009): paid at once, one per idempotency key. */
export type SandboxPayoutsTable = {
  payout_ref: string;
  idempotency_key: string;
  amount: bigint;
  bank_code: string;
  account_number: string;
  payee_name: string;
  status: ColumnType<'PAID', 'PAID' | undefined, 'PAID'>;
  created_at: ColumnType<Date, Date | undefined, Date>;
};

const callbackBody = z.object({
  eventId: z.string().min(1).max(100),
  type: z.enum(['deposit.approved', 'deposit.declined']),
  reference: z.string().min(1).max(40),
  gatewayRef: z.string().min(1).max(60),
  amount: z.string().regex(/^[0-9]{1,18}$/),
});

/**
 * The local payment gateway: it keeps its own book (sandbox_payments), shows a hosted payment page where a
 * person approves or declines, and notifies the merchant with an HMAC-signed callback — delivered through the
 * server's own HTTP pipeline, exactly as a remote gateway's POST would arrive. Payouts (withdrawals) are
 * recorded in sandbox_payouts and count as paid at once.
 */
export function createSandboxGateway(
  db: Db,
  secret: string,
): { gateway: PaymentGateway; routes: FastifyPluginAsync } {
  const gateway: PaymentGateway = {
    id: SANDBOX_GATEWAY,
    async startDeposit(input) {
      const gatewayRef = `SBX${randomBytes(9).toString('hex').toUpperCase()}`;
      await db
        .insertInto('sandbox_payments')
        .values({
          gateway_ref: gatewayRef,
          merchant_reference: input.reference,
          amount: input.amount,
          kind: input.kind,
          callback_url: input.callbackUrl,
          return_url: input.returnUrl,
        })
        .execute();
      return { gatewayRef, paymentUrl: `${PAGE}/${gatewayRef}` };
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
    async payout(input) {
      // the sandbox's book has one payout per key: asking again answers the first one and pays nothing more
      const book = db.withTables<{ sandbox_payouts: SandboxPayoutsTable }>();
      const inserted = await book
        .insertInto('sandbox_payouts')
        .values({
          payout_ref: `SBXP${randomBytes(9).toString('hex').toUpperCase()}`,
          idempotency_key: input.idempotencyKey,
          amount: input.amount,
          bank_code: input.bankCode,
          account_number: input.accountNumber,
          payee_name: input.payeeName,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning(['payout_ref', 'amount'])
        .executeTakeFirst();
      const payout =
        inserted ??
        (await book
          .selectFrom('sandbox_payouts')
          .select(['payout_ref', 'amount'])
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirstOrThrow());
      if (payout.amount !== input.amount) throw new Error('sandbox payout: key reused with another amount');
      return { payoutRef: payout.payout_ref, status: 'PAID' };
    },
  };

  const routes: FastifyPluginAsync = async (app) => {
    app.get<{ Params: { ref: string }; Querystring: { lang?: string } }>(
      `${PAGE}/:ref`,
      { schema: { hide: true } },
      async (request, reply) => {
        const payment = await findPayment(db, request.params.ref);
        const lang = request.query.lang === 'en' ? 'en' : 'vi';
        if (!payment)
          return reply
            .status(404)
            .type('text/html')
            .send(page(lang, TEXT[lang].unknown, ''));
        return reply.type('text/html; charset=utf-8').send(await paymentPage(lang, payment));
      },
    );

    app.post<{ Params: { ref: string; decision: string } }>(
      `${PAGE}/:ref/:decision`,
      { schema: { hide: true } },
      async (request, reply) => {
        const decision =
          request.params.decision === 'approve'
            ? 'APPROVED'
            : request.params.decision === 'decline'
              ? 'DECLINED'
              : null;
        const payment = await findPayment(db, request.params.ref);
        if (!payment || !decision) return reply.status(404).send();
        if (payment.status === 'OPEN') {
          await db
            .updateTable('sandbox_payments')
            .set({ status: decision, decided_at: new Date() })
            .where('gateway_ref', '=', payment.gateway_ref)
            .where('status', '=', 'OPEN')
            .execute();
        }
        const status = payment.status === 'OPEN' ? decision : payment.status;
        const body = JSON.stringify({
          eventId: `${payment.gateway_ref}:${status}`,
          type: status === 'APPROVED' ? 'deposit.approved' : 'deposit.declined',
          reference: payment.merchant_reference,
          gatewayRef: payment.gateway_ref,
          amount: String(payment.amount),
        });
        const delivered = await app.inject({
          method: 'POST',
          url: new URL(payment.callback_url, 'http://sandbox.invalid').pathname,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, body) },
          payload: body,
        });
        if (delivered.statusCode >= 300)
          request.log.warn({ status: delivered.statusCode }, 'sandbox callback refused');
        return reply.redirect(payment.return_url, 303);
      },
    );
  };

  return { gateway, routes };
}

function findPayment(db: Db, ref: string) {
  if (!/^SBX[0-9A-F]{18}$/.test(ref)) return Promise.resolve(undefined);
  return db.selectFrom('sandbox_payments').selectAll().where('gateway_ref', '=', ref).executeTakeFirst();
}

const TEXT = {
  vi: {
    title: 'Cổng thanh toán thử nghiệm',
    note: 'Trang này thay cho cổng thanh toán thật khi chạy thử: không có tiền thật được chuyển.',
    amount: 'Số tiền',
    reference: 'Nội dung chuyển khoản',
    bank: 'Ngân hàng thử nghiệm · STK 0123456789 · HANOIBET SANDBOX',
    scan: 'Quét mã QR bằng ví điện tử',
    approve: 'Xác nhận đã thanh toán',
    decline: 'Từ chối / Hủy',
    done: 'Giao dịch đã được xử lý',
    unknown: 'Không tìm thấy giao dịch',
  },
  en: {
    title: 'Sandbox payment gateway',
    note: 'This page stands in for a real payment gateway in testing: no real money moves.',
    amount: 'Amount',
    reference: 'Transfer description',
    bank: 'Sandbox Bank · Account 0123456789 · HANOIBET SANDBOX',
    scan: 'Scan the QR code with your e-wallet',
    approve: 'Confirm payment',
    decline: 'Decline / Cancel',
    done: 'This payment has been processed',
    unknown: 'Payment not found',
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function formatAmount(minor: bigint): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(minor % 100n).toString().padStart(2, '0')} ₫`;
}

async function paymentPage(
  lang: 'vi' | 'en',
  p: { gateway_ref: string; merchant_reference: string; amount: bigint; kind: string; status: string },
) {
  const t = TEXT[lang];
  const qr =
    p.kind === 'EWALLET_QR'
      ? `<p>${t.scan}</p>${await QRCode.toString(`SANDBOXPAY|${p.gateway_ref}|${p.amount}`, { type: 'svg', width: 180 })}`
      : `<p>${t.bank}</p>`;
  const actions =
    p.status === 'OPEN'
      ? `<form method="post" action="${PAGE}/${p.gateway_ref}/approve"><button data-testid="sandbox-approve" class="ok">${t.approve}</button></form>
         <form method="post" action="${PAGE}/${p.gateway_ref}/decline"><button data-testid="sandbox-decline">${t.decline}</button></form>`
      : `<p data-testid="sandbox-done">${t.done} (${p.status})</p>`;
  const body = `<dl><dt>${t.amount}</dt><dd data-testid="sandbox-amount">${formatAmount(p.amount)}</dd>
    <dt>${t.reference}</dt><dd data-testid="sandbox-reference">${escapeHtml(p.merchant_reference)}</dd></dl>${qr}${actions}`;
  return page(lang, t.title, body);
}

function page(lang: 'vi' | 'en', title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f3f4f8;color:#1d1b2c;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:28px;max-width:420px;box-shadow:0 8px 30px #0002}h1{font-size:20px;margin:0 0 6px}
.note{color:#666;font-size:13px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#666}dd{margin:0;font-weight:600}
form{display:inline-block;margin:12px 8px 0 0}button{font:inherit;padding:10px 16px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button.ok{background:#6142bf;border-color:#6142bf;color:#fff}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p class="note">${TEXT[lang].note}</p>${body}</main></body></html>`;
}
