import { sql } from 'kysely';
import { LOCKS } from '../../shared/locks.ts';
import type { Db } from '../database.ts';
import { seedAccounts } from './accounts.ts';
import { seedGames } from './games.ts';
import { seedLottery } from './lottery.ts';
import { seedMessages } from './messages.ts';
import { seedPlatform } from './platform.ts';
import { seedWallet } from './wallet.ts';

const DEMO_SEED = 'demo-v1';

/** Seeds the demo merchant, its settings, vendors and games once; answers whether it ran now. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCKS.seed})`.execute(tx);
    const done = await tx
      .selectFrom('seed_runs')
      .select('name')
      .where('name', '=', DEMO_SEED)
      .executeTakeFirst();
    if (done) {
      // seeds added after demo-v1 run once each on databases seeded before them (each is idempotent)
      await seedWallet(tx);
      await seedLottery(tx);
      const seeded = await seedAccounts(tx);
      await seedMessages(tx);
      return seeded;
    }
    await seedPlatform(tx);
    await seedGames(tx);
    await seedLottery(tx);
    await seedAccounts(tx);
    await seedWallet(tx);
    await seedMessages(tx);
    await tx.insertInto('seed_runs').values({ name: DEMO_SEED }).execute();
    return true;
  });
}
