import { sql, type Transaction } from 'kysely';
import { hashPassword } from '../../modules/accounts/index.ts';
import type { Database } from '../schema.ts';
import { DEMO_MERCHANT } from './platform.ts';

const ACCOUNTS_SEED = 'accounts-v1';

/** Password of every demo account (README "Demo accounts"): letters and digits, as the password rule wants. */
export const DEMO_PASSWORD = 'Demo1234';

/**
 * Demo accounts to try the site with (README "Demo accounts"): an agent with the invitation code AGENT01,
 * a member under it with mobile, e-mail and payee name (the second-verification methods), and a member who
 * must change the password at the next login. Runs once (its own seed_runs row), after the platform seed.
 */
export async function seedAccounts(tx: Transaction<Database>): Promise<boolean> {
  const done = await tx
    .selectFrom('seed_runs')
    .select('name')
    .where('name', '=', ACCOUNTS_SEED)
    .executeTakeFirst();
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const common = {
    merchant: DEMO_MERCHANT,
    password_hash: passwordHash,
    password_changed_at: sql<Date>`now()`,
    profile: {},
  };
  const agent = await tx
    .insertInto('members')
    .values({
      ...common,
      username: 'agent01',
      nickname: 'Đại lý 01',
      type: 1,
      email: 'agent01@hanoibet.example',
      affiliate_code: 'AGENT01',
      rank_level: 3,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('members')
    .values([
      {
        ...common,
        username: 'demo01',
        nickname: 'Demo 01',
        type: 0,
        parent_id: agent.id,
        country_dialing_code: '84',
        mobile: '912345678',
        email: 'demo01@hanoibet.example',
        payee_name: 'NGUYEN VAN AN',
        affiliate_code: 'DEMO01REF',
        referred_by_code: 'AGENT01',
        rank_level: 1,
      },
      {
        ...common,
        username: 'change01',
        nickname: 'Change 01',
        type: 0,
        parent_id: agent.id,
        must_change_password: true,
        affiliate_code: 'CHANGE01REF',
        referred_by_code: 'AGENT01',
      },
    ])
    .execute();
  await tx.insertInto('seed_runs').values({ name: ACCOUNTS_SEED }).execute();
  return true;
}
