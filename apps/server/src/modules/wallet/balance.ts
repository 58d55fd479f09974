import type { Balance } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ACCOUNT } from './accounts.ts';
import { ensureAccount, transfer } from './ledger.ts';

/** Demo (free-play) members start with this much play money: 2,000,000 ₫ in minor units. */
export const DEMO_GRANT = 200_000_000n;

/**
 * A demo member's play money lives in its own `member:<id>:demo` account, funded once from `world:demo`;
 * it never mixes with real money and nothing real-money can reach it.
 */
export async function ensureDemoWallet(db: Db, memberId: bigint): Promise<bigint> {
  const account = await ensureAccount(db, { code: ACCOUNT.memberDemo(memberId), purpose: 'demo', memberId });
  const world = await ensureAccount(db, {
    code: ACCOUNT.world('demo'),
    purpose: 'world',
    allowNegative: true,
  });
  await inTransaction(db, (tx) =>
    transfer(tx, {
      key: `demo-grant:${memberId}`,
      kind: 'bonus',
      moves: [{ from: world, to: account, amount: DEMO_GRANT }],
    }),
  );
  return account;
}

export async function memberBalance(
  db: Db,
  member: { id: bigint; type: number },
  isDemo: boolean,
): Promise<Balance> {
  if (isDemo) await ensureDemoWallet(db, member.id);
  // every account of the member (ledger_accounts_member index): main, withdrawal hold, demo, vendor wallets
  const [rows, settings] = await Promise.all([
    db
      .selectFrom('ledger_accounts')
      .select(['code', 'purpose', 'balance', 'currency'])
      .where('member_id', '=', member.id)
      .execute(),
    db.selectFrom('wallet_settings').select('is_single').executeTakeFirst(),
  ]);
  const of = (code: string) => rows.find((r) => r.code === code)?.balance ?? 0n;
  const main = isDemo ? of(ACCOUNT.memberDemo(member.id)) : of(ACCOUNT.memberMain(member.id));
  const held = isDemo ? 0n : of(ACCOUNT.memberHold(member.id));
  // transfer wallets at vendors (multi-wallet merchants) are the member's money too; counted in any mode, so
  // money left there after a switch to single-wallet mode is not hidden
  const vendors = isDemo
    ? 0n
    : rows.filter((r) => r.purpose === 'vendor').reduce((sum, r) => sum + r.balance, 0n);
  return {
    sumBalance: String(main + vendors),
    main: String(main),
    held: String(held),
    currency: rows[0]?.currency ?? 'VND',
    isSingle: settings?.is_single ?? true,
  };
}
