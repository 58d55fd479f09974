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
}

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
