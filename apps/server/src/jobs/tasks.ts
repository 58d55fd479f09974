import type { Db } from '../db/database.ts';
import { autoReceiveWithdrawals } from '../modules/wallet/withdrawals/index.ts';
import type { JobTask } from './runner.ts';

/** The scheduled tasks of the server. Each is a plain function of the database, callable from tests. */
export function scheduledTasks(): JobTask[] {
  return [
    {
      // PAID withdrawals the member did not confirm within auto_receive_minutes count as received (spec §4)
      name: 'withdrawals.auto-receive',
      everySeconds: 60,
      run: async (db: Db) => `${await autoReceiveWithdrawals(db)} received`,
    },
  ];
}
