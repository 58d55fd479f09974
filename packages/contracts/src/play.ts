import { z } from 'zod';
import { money } from './envelope.ts';

/** Opaque tokens: 32 random bytes, base64url. */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation_error' });
/** A provider's own ids for transactions and rounds. */
const providerId = z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, { error: 'validation_error' });
/** A stake or a win: integer minor units, a string in JSON. */
const amount = z
  .string()
  .regex(/^\d{1,16}$/, { error: 'invalid_amount' })
  .transform((value) => BigInt(value));
const detail = z.record(z.string(), z.unknown()).optional();

export const launchBody = z.object({
  gameCode: z.string().regex(/^[A-Z0-9_]{1,60}$/, { error: 'game_not_found' }),
});
export type LaunchBody = z.infer<typeof launchBody>;

export const launchAnswer = z.object({
  /** Where the game plays: the /game page shows it in a frame. The token in it works once, for 60 s. */
  url: z.string(),
  gameCode: z.string(),
  provider: z.string(),
  isDemo: z.boolean(),
});
export type LaunchAnswer = z.infer<typeof launchAnswer>;

// The seamless wallet (docs/seamless-wallet.md): each body is signed by the provider.
export const providerAuthenticateBody = z.object({ launchToken: token });
export const providerBalanceBody = z.object({ sessionToken: token });
export const providerDebitBody = z.object({
  sessionToken: token,
  transactionId: providerId,
  roundId: providerId,
  amount,
  detail,
});
export const providerCreditBody = z.object({
  transactionId: providerId,
  roundId: providerId,
  amount,
  /** False leaves the round open for more bets and wins (a shared round, free spins paid one by one). */
  closeRound: z.boolean().default(true),
  detail,
});
export const providerRollbackBody = z.object({
  transactionId: providerId,
  roundId: providerId,
  /** The debit this cancels. */
  rollsBack: providerId,
});
export type ProviderDebitBody = z.input<typeof providerDebitBody>;
export type ProviderCreditBody = z.input<typeof providerCreditBody>;
export type ProviderRollbackBody = z.input<typeof providerRollbackBody>;

export const providerSession = z.object({
  sessionToken: z.string(),
  sessionExpiresAt: z.string(),
  /** The member as the provider sees it: an opaque id, never the username. */
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  language: z.enum(['vi', 'en']),
  gameCode: z.string(),
  isDemo: z.boolean(),
  balance: money,
});
export type ProviderSession = z.infer<typeof providerSession>;

export const walletAnswer = z.object({
  /** Null only for a rollback of a round never seen: no player is known to tell the balance of. */
  balance: money.nullable(),
  currency: z.string(),
  /** Our id of the ledger transfer (absent for a balance or a call that moved nothing). */
  walletTransactionId: z.string().nullable(),
  /** True when this transaction id was seen before: the first answer, nothing moved now. */
  replayed: z.boolean(),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;
