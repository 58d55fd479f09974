import { z } from 'zod';
import { money, paged, pageQuery } from './envelope.ts';

/** An amount the member types, sent as integer minor units (1/100 of the currency unit) in a string. */
export const amountInput = z
  .string({ error: 'invalid_amount' })
  .trim()
  // a positive integer of at most 15 digits (leading zeros allowed): no sign, no decimals, no exponent
  .regex(/^0*[1-9][0-9]{0,14}$/, { error: 'invalid_amount' });

export const balance = z.object({
  /** The main wallet plus vendor wallets (spec: value.sumBalance). */
  sumBalance: money,
  main: money,
  /** Money held for withdrawals under review. */
  held: money,
  currency: z.string(),
  /** Merchant wallet mode: one seamless wallet, or a main wallet plus transfer wallets per vendor. */
  isSingle: z.boolean(),
});
export type Balance = z.infer<typeof balance>;

export const DEPOSIT_KINDS = ['BANK_TRANSFER', 'EWALLET_QR'] as const;
export const depositChannel = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  name: z.string(),
  minAmount: money,
  maxAmount: money,
  dailyLimit: money,
  presets: z.array(money),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const createDepositBody = z.object({
  channel: z.string().trim().min(1).max(40),
  amount: amountInput,
});

export const DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'EXPIRED'] as const;
export const deposit = z.object({
  id: z.string(),
  channel: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  amount: money,
  status: z.enum(DEPOSIT_STATUSES),
  /** The code the member quotes in the bank transfer description. */
  reference: z.string(),
  /** The payment page of the gateway (sandbox: our own hosted page). */
  paymentUrl: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof deposit>;

export const depositsQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  ...pageQuery(10),
});
export const depositPage = paged(deposit);
