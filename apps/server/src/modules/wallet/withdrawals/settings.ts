import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * The withdrawal rules of a merchant (table `withdrawal_settings`; a merchant without a row gets these
 * defaults). Amounts in minor units (1/100 ₫).
 */
export type WithdrawalSettings = {
  minAmount: bigint;
  maxAmount: bigint;
  /** Requests a member may make per local day (Asia/Ho_Chi_Minh), and their total. */
  dailyCount: number;
  dailyAmount: bigint;
  /** Bank cards a member may bind. */
  cardLimit: number;
  /**
   * Turnover requirement: when above 0, a member's valid turnover (settled real-money game rounds, the games
   * module's running total) must reach this multiple of everything they deposited (lifetime, from the ledger).
   */
  turnoverMultiplier: string;
  /** A PAID withdrawal the member has not confirmed counts as received after this many minutes. */
  autoReceiveMinutes: number;
  /** The gateway new withdrawals are paid out through. */
  payoutGateway: string;
};

export const WITHDRAWAL_DEFAULTS: WithdrawalSettings = {
  minAmount: 100_000n * 100n,
  maxAmount: 50_000_000n * 100n,
  dailyCount: 5,
  dailyAmount: 200_000_000n * 100n,
  cardLimit: 3,
  turnoverMultiplier: '0',
  autoReceiveMinutes: 60,
  payoutGateway: 'sandbox',
};

export async function withdrawalSettings(
  db: Kysely<Database>,
  merchant: string,
): Promise<WithdrawalSettings> {
  const row = await db
    .selectFrom('withdrawal_settings')
    .selectAll()
    .where('merchant', '=', merchant)
    .executeTakeFirst();
  if (!row) return WITHDRAWAL_DEFAULTS;
  return {
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    dailyCount: row.daily_count,
    dailyAmount: row.daily_amount,
    cardLimit: row.card_limit,
    turnoverMultiplier: row.turnover_multiplier,
    autoReceiveMinutes: row.auto_receive_minutes,
    payoutGateway: row.payout_gateway,
  };
}
