/**
 * A payment gateway as the wallet sees it. The local implementation is the sandbox (sandbox.ts); a real
 * provider (a Vietnamese bank-transfer or e-wallet aggregator) implements the same interface: `startDeposit`
 * calls its create-order API and answers its hosted payment page, `verifyCallback` checks its signature
 * scheme and maps its notification to a `GatewayEvent`.
 */
export interface PaymentGateway {
  readonly id: string;
  startDeposit(input: StartDeposit): Promise<{ paymentUrl: string; gatewayRef: string }>;
  /** Verifies a callback's signature and parses it; throws `InvalidCallback` when it cannot be trusted. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayEvent;
  /**
   * Sends a withdrawal to the member's bank account. The same `idempotencyKey` (one per withdrawal) asked again
   * answers the first payout and pays nothing more, so a retry after a timeout cannot pay twice. Answers PAID
   * when the money has left (the sandbox, at once) or PENDING when the provider confirms later. A real
   * provider's payout (disbursement) API plugs in here; its later confirmation would arrive as a signed
   * callback (a `payout.paid` event, not modelled yet) and mark the withdrawal PAID. Throws when the payout
   * could not be sent or was refused: the withdrawal stays APPROVED with the error and can be retried.
   */
  payout(input: PayoutRequest): Promise<PayoutResult>;
}

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

export type StartDeposit = {
  reference: string;
  amount: bigint;
  kind: 'BANK_TRANSFER' | 'EWALLET_QR';
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
