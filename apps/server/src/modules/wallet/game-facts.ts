import type { Db, Executor } from '../../db/database.ts';

/** What a vendor wallet needs to know of its vendor. */
export type VendorFacts = {
  vassalage: string;
  name: string;
  category: string;
  active: boolean;
  maintenance_until: Date | null;
};

/**
 * What the wallet needs to know of the games, handed to it by the app (`walletModule`'s `games`): the wallet does
 * not depend on the games module (the games depend on the wallet, through the seamless wallet). Names for the
 * transaction record, the vendors for the vendor wallets, and the turnover for the withdrawal rule.
 */
export type WalletGames = {
  gameNames(db: Db, codes: readonly string[]): Promise<Map<string, { vi: string; en: string }>>;
  vendorNames(db: Db, vassalages: readonly string[]): Promise<Map<string, string>>;
  listVendorFacts(db: Db): Promise<VendorFacts[]>;
  findVendorFacts(db: Db, vassalage: string): Promise<VendorFacts | undefined>;
  /** The member's valid turnover (settled real-money rounds), all categories. */
  wageredTotal(db: Executor, memberId: bigint): Promise<bigint>;
};
