/**
 * A payment gateway as the wallet sees it. The local implementation is the sandbox (sandbox/); a real provider
 * (a Vietnamese bank-transfer or e-wallet aggregator) implements the same interface against its API:
 * - `startDeposit` calls its create-order API and answers its hosted payment page;
 * - `verifyCallback` checks its signature scheme and maps its notification to a `GatewayEvent` (the provider
 *   retries a notification until it gets a 2xx, as real gateways do);
 * - `queryDeposit` / `cancelDeposit` are its order-status and close-order APIs (looked up by the merchant's
 *   reference, so an order whose creation answer was lost can still be found);
 * - `payout` / `queryPayout` its disbursement API, idempotent per merchant key;
 * - `settlements` its daily statement, which the reconciliation compares with the site's books.
 */
export interface PaymentGateway {
  readonly id: string;
  startDeposit(input: StartDeposit): Promise<{ paymentUrl: string; gatewayRef: string }>;
  /** Verifies a callback's signature and parses it; throws `InvalidCallback` when it cannot be trusted. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayEvent;
  /** The gateway's record of a deposit order by the merchant's reference; null when it never heard of it. */
  queryDeposit(reference: string): Promise<GatewayDeposit | null>;
  /**
   * Closes an order still open (it can no longer be paid) and answers its final state; one already decided
   * keeps its decision. Null when the gateway never heard of it.
   */
  cancelDeposit(reference: string): Promise<GatewayDeposit | null>;
  /**
   * Sends a withdrawal to the member's bank account. The same `idempotencyKey` (one per withdrawal) asked again
   * answers the first payout and pays nothing more, so a retry after a timeout cannot pay twice. Answers PAID
   * when the money has left (the sandbox, at once) or PENDING when the provider confirms later. Throws when the
   * payout could not be sent or was refused: the withdrawal stays APPROVED with the error and is retried.
   */
  payout(input: PayoutRequest): Promise<PayoutResult>;
  /** The payout made under this key, or null: asked before sending again when an earlier answer was lost. */
  queryPayout(idempotencyKey: string): Promise<GatewayPayout | null>;
  /** What the gateway decided in [from, to): deposits approved or declined, payouts made. */
  settlements(from: Date, to: Date): Promise<{ deposits: GatewayDeposit[]; payouts: GatewayPayout[] }>;
}

export type GatewayDepositStatus = 'OPEN' | 'APPROVED' | 'DECLINED' | 'EXPIRED';

export type GatewayDeposit = {
  reference: string;
  gatewayRef: string;
  amount: bigint;
  status: GatewayDepositStatus;
  decidedAt: Date | null;
};

export type PayoutRequest = {
  /** Unique per withdrawal (`withdrawal:<id>`): the provider's idempotency key / merchant order id. */
  idempotencyKey: string;
  amount: bigint;
  bankCode: string;
  accountNumber: string;
  payeeName: string;
  /** Shown on the member's bank statement. */
  description: string;
};

export type PayoutResult = { payoutRef: string; status: 'PAID' | 'PENDING' };

export type GatewayPayout = PayoutResult & { idempotencyKey: string; amount: bigint; paidAt: Date };

export type StartDeposit = {
  reference: string;
  amount: bigint;
  kind: 'BANK_TRANSFER' | 'EWALLET_QR';
  /** Who pays, as the merchant knows them (the member id): a hosted page may act only for that payer. */
  payer: string;
  /** After this the order can no longer be paid. */
  expiresAt: Date;
  callbackUrl: string;
  returnUrl: string;
};

export type GatewayEvent = {
  /** Unique per notification: a redelivery carries the same id. */
  eventId: string;
  type: 'deposit.approved' | 'deposit.declined';
  reference: string;
  gatewayRef: string;
  amount: bigint;
};

export class InvalidCallback extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidCallback';
  }
}
