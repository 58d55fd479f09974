import { z } from 'zod';
import { RECORD_TYPES } from './constants.ts';
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

/**
 * The idempotency key of a member request that moves money (a UUID made by the client per submission): the same
 * key with the same body answers the first result; with another body, `idempotency_conflict`.
 */
export const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation_error' });

export const createDepositBody = z.object({
  channel: z.string().trim().min(1).max(40),
  amount: amountInput,
  requestId: requestId.optional(),
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

// --- bank cards and withdrawals -------------------------------------------------------------------------

export const bank = z.object({
  code: z.string(),
  /** The name people know it by (Vietcombank). */
  name: z.string(),
  /** The official Vietnamese name. */
  fullName: z.string(),
});
export type Bank = z.infer<typeof bank>;

/**
 * Binding a card. The account number and payee name are checked by the server against the pattern catalogue
 * (`field_invalid` with `fields.accountNumber = 'pattern:digits:6:20'`, `fields.payeeName =
 * 'pattern:payeeName:2:50'`), so the client can build the message with `patternMessage`.
 */
export const bindCardBody = z.object({
  bankCode: z.string().trim().min(1).max(10),
  accountNumber: z.string().trim().max(64),
  payeeName: z.string().trim().max(200),
});
export type BindCardBody = z.infer<typeof bindCardBody>;

export const bankCard = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked: every digit but the last four is `*`. */
  accountNumber: z.string(),
  payeeName: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCard>;

export const bankCards = z.object({
  items: z.array(bankCard),
  /** How many cards a member may bind. */
  limit: z.number().int(),
  /**
   * The payee name a new card must carry, as a card writes it (no diacritics, upper case): the name registered with
   * the account, else the first card's. Null while neither exists (the member's first card names it).
   */
  payeeName: z.string().nullable(),
});
export type BankCards = z.infer<typeof bankCards>;

/**
 * PENDING_REVIEW (money held) → APPROVED (paid out of the wallet, payout sent) → PAID (the gateway confirmed)
 * → RECEIVED (the member, or the auto-receive job, confirmed) or DISPUTED (the member says it did not fully
 * arrive); or REJECTED by an operator / CANCELLED by the member while pending (money released).
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING_REVIEW',
  'APPROVED',
  'PAID',
  'RECEIVED',
  'DISPUTED',
  'REJECTED',
  'CANCELLED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A proof image: png or jpeg (by content), at most 5 MiB (spec §5). */
export const WITHDRAWAL_PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const createWithdrawalBody = z.object({
  cardId: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'card_not_found' }),
  amount: amountInput,
  paymentPassword: z
    .string({ error: 'payment_password_required' })
    .min(1, { error: 'payment_password_required' })
    .max(128, { error: 'payment_password_wrong' }),
  requestId: requestId.optional(),
});
export type CreateWithdrawalBody = z.infer<typeof createWithdrawalBody>;

export const withdrawal = z.object({
  id: z.string(),
  cardId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked but for the last four digits. */
  accountNumber: z.string(),
  payeeName: z.string(),
  amount: money,
  status: z.enum(WITHDRAWAL_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** While PAID: when it counts as received if the member does not confirm. */
  autoReceiveAt: z.string().nullable(),
  confirmation: z.enum(['member', 'auto']).nullable(),
  confirmedAt: z.string().nullable(),
  /** Spec §3.6 withdrawal confirmation: amount received and the remainder (null until confirmed). */
  amountReceived: money.nullable(),
  amountRemainder: money.nullable(),
  /** Where the proof image is served (to its owner), when one was sent. */
  proofUrl: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  ...pageQuery(10),
});
export const withdrawalPage = paged(withdrawal);

/**
 * Confirming a PAID withdrawal. JSON `{ received: true }`; "not received" (or only partly) is multipart
 * form data: fields `received=false` and `amountReceived` (minor units, 0 up to the amount), file `proof`.
 */
export const confirmWithdrawalBody = z.object({
  received: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  amountReceived: z
    .string({ error: 'amount_received_invalid' })
    .trim()
    .regex(/^[0-9]{1,15}$/, { error: 'amount_received_invalid' })
    .optional(),
});
export type ConfirmWithdrawalBody = z.infer<typeof confirmWithdrawalBody>;

/** What the withdraw page shows before the member asks: the rules and what today's requests used. */
export const withdrawalLimits = z.object({
  minAmount: money,
  maxAmount: money,
  dailyCount: z.number().int(),
  dailyAmount: money,
  usedCountToday: z.number().int(),
  usedAmountToday: money,
  cardLimit: z.number().int(),
  autoReceiveMinutes: z.number().int(),
  /** Bets required before withdrawing, as a multiple of deposits ("0" = none). */
  turnoverMultiplier: z.string(),
  hasPaymentPassword: z.boolean(),
  proofMaxBytes: z.number().int(),
});
export type WithdrawalLimits = z.infer<typeof withdrawalLimits>;

// --- operator review (the operator API, /api/operator) ----------------------------------------------------

export const operatorLoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});

export const operatorInfo = z.object({ id: z.string(), username: z.string() });
export type OperatorInfo = z.infer<typeof operatorInfo>;

export const operatorSession = z.object({
  /** Send as `authorization: Bearer <token>`; valid until expiresAt (12 hours). */
  token: z.string(),
  expiresAt: z.string(),
  operator: operatorInfo,
});
export type OperatorSession = z.infer<typeof operatorSession>;

export const operatorWithdrawal = withdrawal.extend({
  memberId: z.string(),
  username: z.string(),
  /** The full account number (operators pay it). */
  accountNumber: z.string(),
  gateway: z.string(),
  reviewedBy: z.string().nullable(),
  payoutRef: z.string().nullable(),
  /** The last payout error while APPROVED (the payout can be retried). */
  payoutError: z.string().nullable(),
  payoutAttempts: z.number().int(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;

export const operatorWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  ...pageQuery(20),
});
export const operatorWithdrawalPage = paged(operatorWithdrawal);

export const rejectWithdrawalBody = z.object({
  reason: z.string({ error: 'validation_error' }).trim().min(1).max(500),
});

// ---- Transfers to the upline or a direct downline (member centre: transferUpline) ----

/** A member id as the API carries it: digits, without sign or leading zeros. */
const memberIdString = z.string().regex(/^[1-9][0-9]{0,17}$/);

export const transferBody = z.object({
  /** 'upline', or the id of the upline or of a direct downline member (agents only). */
  to: z
    .string({ error: 'transfer_target_invalid' })
    .trim()
    .regex(/^(upline|[1-9][0-9]{0,17})$/, { error: 'transfer_target_invalid' }),
  amount: amountInput,
  paymentPassword: z
    .string({ error: 'payment_password_required' })
    .min(1, { error: 'payment_password_required' })
    .max(128, { error: 'payment_password_wrong' }),
  /** Optional client key (e.g. a UUID made when the form opens): a repeated submit moves money once. */
  requestId: requestId.optional(),
});
export type TransferBody = z.infer<typeof transferBody>;

export const TRANSFER_DIRECTIONS = ['upline', 'downline'] as const;

export const transferResult = z.object({
  transferId: z.string(),
  amount: money,
  /** The sender's main wallet after the transfer. */
  balance: money,
  to: z.object({ id: memberIdString, nickname: z.string(), direction: z.enum(TRANSFER_DIRECTIONS) }),
  /** True when this requestId had already been posted: nothing moved now. */
  replayed: z.boolean(),
  createdAt: z.string(),
});
export type TransferResult = z.infer<typeof transferResult>;

export const transferLimits = z.object({
  minAmount: money,
  maxAmount: money,
  dailyLimit: money,
  /** Sent by transfer today (site time, Asia/Ho_Chi_Minh). */
  usedToday: money,
});
export type TransferLimits = z.infer<typeof transferLimits>;

/** At most this many downline members are listed; `search` narrows the list. */
export const TRANSFER_TARGETS_CAP = 200;

export const transferTargetsQuery = z.object({
  /** Username prefix or part of the nickname (case-insensitive). */
  search: z.string().trim().max(64, { error: 'validation_error' }).optional(),
});

export const transferTargets = z.object({
  upline: z.object({ id: memberIdString, nickname: z.string() }).nullable(),
  /** Direct downline members (agents only; empty for others), at most TRANSFER_TARGETS_CAP. */
  downline: z.array(z.object({ id: memberIdString, nickname: z.string(), username: z.string() })),
  /** How many direct downline members match in all (more than listed when capped). */
  downlineTotal: z.number().int(),
  limits: transferLimits,
});
export type TransferTargets = z.infer<typeof transferTargets>;

// ---- My wallet (transferFund): main wallet and per-vendor transfer wallets ----

export const vendorWallet = z.object({
  vassalage: z.string(),
  name: z.string(),
  category: z.string(),
  balance: money,
  /** False when the vendor is inactive or in maintenance: money can only come back to the main wallet. */
  canTransferIn: z.boolean(),
});
export type VendorWallet = z.infer<typeof vendorWallet>;

export const wallets = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  /** Main wallet plus every vendor wallet (the same figure as the balance call's sumBalance). */
  sumBalance: money,
  main: money,
  /** Empty in single-wallet mode. */
  wallets: z.array(vendorWallet),
});
export type Wallets = z.infer<typeof wallets>;

/** 'main' or a vendor's vassalage. */
const walletName = z
  .string({ error: 'wallet_transfer_invalid' })
  .trim()
  .regex(/^(main|[A-Z0-9_]{1,40})$/, { error: 'wallet_transfer_invalid' });

export const walletTransferBody = z.object({
  from: walletName,
  to: walletName,
  amount: amountInput,
  requestId: requestId.optional(),
});
export type WalletTransferBody = z.infer<typeof walletTransferBody>;

// ---- Records: account (transaction) record, personal profit and loss, bonus details ----

/** A calendar date in site time (Asia/Ho_Chi_Minh), yyyy-MM-dd. */
export const recordDate = z
  .string({ error: 'date_range_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_range_invalid' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: 'date_range_invalid' },
  );

const dateRange = {
  /** First day, inclusive (default: 6 days before `to`, the 7-day preset). */
  from: recordDate.optional(),
  /** Last day, inclusive (default: today). */
  to: recordDate.optional(),
};

export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'withdrawal_release',
  'bet',
  'win',
  'refund',
  'transfer',
  'vendor_transfer',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'adjustment',
  'reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const transactionRecordsQuery = z.object({
  kind: z.enum(RECORD_TYPES, { error: 'record_type_invalid' }).optional(),
  ...dateRange,
  ...pageQuery(20),
});
export type TransactionRecordsQuery = z.infer<typeof transactionRecordsQuery>;

/**
 * What a record line says, for the web to translate: transfers tell the direction (to/from the upline or a
 * downline), vendor transfers whether money left or entered the wallet of the line; others name their kind.
 */
export const RECORD_DESCRIPTIONS = [
  'transfer_to_upline',
  'transfer_to_downline',
  'transfer_from_upline',
  'transfer_from_downline',
  'vendor_transfer_out',
  'vendor_transfer_in',
  ...LEDGER_KINDS.filter((k) => k !== 'transfer' && k !== 'vendor_transfer'),
] as const;
export type RecordDescription = (typeof RECORD_DESCRIPTIONS)[number];

export const transactionRecord = z.object({
  /** The posting's id. */
  id: z.string(),
  transferId: z.string(),
  time: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Which of the member's wallets: 'main', 'hold' (withdrawal hold), 'demo', or a vendor's vassalage. */
  wallet: z.string(),
  /** Signed: negative when money left this wallet. */
  amount: money,
  balanceAfter: money,
  descriptionKey: z.enum(RECORD_DESCRIPTIONS),
  /** The other side: a member's nickname, a vendor or game name, the main wallet ('main'), or null. */
  counterpart: z.string().nullable(),
  /** A reference to quote: the deposit reference, a game round, a withdrawal number…, or null. */
  reference: z.string().nullable(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;
export const transactionRecordPage = paged(transactionRecord);

export const profitLossQuery = z.object({ ...dateRange });

const profitLossFigures = {
  /** Stakes of bets placed. */
  bets: money,
  /** Wins paid. */
  wins: money,
  /** Stakes given back (cancelled rounds). */
  refunds: money,
  /** wins + refunds − bets: positive is the member's profit. */
  net: money,
  betCount: z.number().int(),
};
export const profitLoss = z.object({
  from: z.string(),
  to: z.string(),
  /** Per day (newest first) and game category. */
  rows: z.array(z.object({ date: z.string(), category: z.string(), ...profitLossFigures })),
  byCategory: z.array(z.object({ category: z.string(), ...profitLossFigures })),
  total: z.object(profitLossFigures),
});
export type ProfitLoss = z.infer<typeof profitLoss>;

export const bonusRecordsQuery = z.object({ ...dateRange, ...pageQuery(20) });

export const bonusRecord = z.object({
  id: z.string(),
  transferId: z.string(),
  time: z.string(),
  kind: z.enum(['bonus', 'rebate']),
  wallet: z.string(),
  amount: money,
  /** What the promotion calls it (metadata.title), or null. */
  title: z.string().nullable(),
  /** Where it came from: one of BONUS_SOURCES, another code an operator gave (a promotion's), or null. */
  source: z.string().nullable(),
});
export type BonusRecord = z.infer<typeof bonusRecord>;
export const bonusRecordPage = paged(bonusRecord).extend({ totalAmount: money });
