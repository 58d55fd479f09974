import { randomUUID } from 'node:crypto';
import type { Wallets, WalletTransferBody } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { memberMainAccount } from '../accounts.ts';
import { memberBalance } from '../balance.ts';
import type { WalletGames } from '../game-facts.ts';
import { ensureAccount, transferAlone } from '../ledger.ts';
import { transferSettings } from './queries.ts';

/**
 * A member's transfer wallet at a vendor (multi-wallet merchants): `member:<id>:vendor:<VASSALAGE>`, purpose
 * 'vendor'. Its money is the member's: balance.ts counts it in sumBalance.
 */
export const vendorWalletCode = (memberId: bigint, vassalage: string) =>
  `member:${memberId}:vendor:${vassalage}`;

export type WalletOwner = { id: bigint; type: number; merchant: string };

const vassalageOf = (code: string) => code.split(':vendor:')[1] ?? '';

/**
 * My wallet (transferFund): the main wallet and, unless the merchant runs a single wallet, one transfer wallet
 * per active vendor (plus any inactive vendor's wallet that still holds money, so it can be brought back).
 * Demo members see their play money as the main wallet and no vendor wallets.
 */
export async function listWallets(
  db: Db,
  games: WalletGames,
  member: WalletOwner,
  isDemo: boolean,
): Promise<Wallets> {
  const [settings, balance] = await Promise.all([
    transferSettings(db, member.merchant),
    memberBalance(db, member, isDemo),
  ]);
  const base = {
    isSingle: settings.isSingle,
    currency: balance.currency,
    sumBalance: balance.sumBalance,
    main: balance.main,
  };
  if (settings.isSingle || isDemo) return { ...base, wallets: [] };

  const [accounts, vendors] = await Promise.all([
    db
      .selectFrom('ledger_accounts')
      .select(['code', 'balance'])
      .where('member_id', '=', member.id)
      .where('purpose', '=', 'vendor')
      .execute(),
    games.listVendorFacts(db),
  ]);
  const held = new Map(accounts.map((a) => [vassalageOf(a.code), a.balance]));
  const now = Date.now();
  return {
    ...base,
    wallets: vendors
      .filter((v) => v.active || (held.get(v.vassalage) ?? 0n) !== 0n)
      .map((v) => ({
        vassalage: v.vassalage,
        name: v.name,
        category: v.category,
        balance: String(held.get(v.vassalage) ?? 0n),
        canTransferIn: v.active && !(v.maintenance_until && v.maintenance_until.getTime() > now),
      })),
  };
}

/**
 * Moves money between the main wallet and one vendor wallet (kind 'vendor_transfer', one statement). Refused
 * with `single_wallet_mode` when the merchant runs a single wallet, `wallet_transfer_invalid` unless exactly one
 * side is the main wallet, `vendor_not_found` for an unknown vendor (or an inactive one, into it),
 * `vendor_maintenance` into a vendor in maintenance, `insufficient_funds` (nothing written) when short.
 */
export async function moveBetweenWallets(
  db: Db,
  games: WalletGames,
  member: WalletOwner,
  body: WalletTransferBody,
): Promise<Wallets> {
  const settings = await transferSettings(db, member.merchant);
  if (settings.isSingle) throw new AppError('single_wallet_mode');
  if ((body.from === 'main') === (body.to === 'main')) throw new AppError('wallet_transfer_invalid');
  const toVendor = body.from === 'main';
  const vassalage = toVendor ? body.to : body.from;
  const vendor = await games.findVendorFacts(db, vassalage);
  if (!vendor || (toVendor && !vendor.active)) throw new AppError('vendor_not_found');
  if (toVendor && vendor.maintenance_until && vendor.maintenance_until.getTime() > Date.now()) {
    throw new AppError('vendor_maintenance');
  }

  const amount = BigInt(body.amount);
  const main = await memberMainAccount(db, member.id);
  const wallet = await ensureAccount(db, {
    code: vendorWalletCode(member.id, vendor.vassalage),
    purpose: 'vendor',
    memberId: member.id,
  });
  await transferAlone(db, {
    key: `vendor-transfer:${member.id}:${body.requestId ?? randomUUID()}`,
    kind: 'vendor_transfer',
    moves: [toVendor ? { from: main, to: wallet, amount } : { from: wallet, to: main, amount }],
    metadata: { memberId: String(member.id), from: body.from, to: body.to },
  });
  return listWallets(db, games, member, false);
}
