import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import { recoverPendingDeposits } from './deposits/recovery.ts';
import { reconcile, yesterday } from './reconciliation/service.ts';
import { autoReceiveWithdrawals } from './withdrawals/confirm.ts';
import { payoutJobs } from './withdrawals/payout.ts';

export type WalletJobDeps = {
  db: Db;
  gateways: readonly PaymentGateway[];
  queue: JobQueue;
  /** How long a deposit waits for its callback before the gateway is asked. */
  depositRecoverAfterSeconds: number;
};

/** The wallet's background work: receipts, payouts, lost deposit callbacks, and the nightly reconciliation. */
export function walletJobs(deps: WalletJobDeps): JobDefinition<never>[] {
  const { db, gateways } = deps;
  return [
    {
      // PAID withdrawals the member did not confirm within auto_receive_minutes count as received (spec §4)
      queue: 'withdrawals.auto-receive',
      cron: '* * * * *',
      run: async () => `${await autoReceiveWithdrawals(db)} received`,
    },
    ...payoutJobs(deps),
    {
      queue: 'deposits.recover',
      cron: '* * * * *',
      runAtStart: true,
      run: async () =>
        JSON.stringify(
          await recoverPendingDeposits(db, gateways, { afterSeconds: deps.depositRecoverAfterSeconds }),
        ),
    },
    {
      // 00:30 site time: yesterday's statement of every gateway ({ day } to run another day by hand)
      queue: 'payments.reconcile',
      cron: '30 0 * * *',
      run: async (data: { day?: string }) => {
        const day = data.day ?? (await yesterday(db));
        const found: string[] = [];
        for (const gateway of gateways) {
          const report = await reconcile(db, gateway, day);
          found.push(`${gateway.id} ${day}: ${report.items.length} differences`);
        }
        return found.join('; ') || 'no gateways';
      },
    } satisfies JobDefinition<{ day?: string }>,
  ];
}
