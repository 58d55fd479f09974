import type { Db } from '../../db/database.ts';

/** What other modules may read about vendors and games (names for records, vendor wallets). */

export type VendorFacts = {
  vassalage: string;
  name: string;
  category: string;
  active: boolean;
  maintenance_until: Date | null;
};

/** Every vendor in display order, with what a vendor wallet needs to know. */
export function listVendorFacts(db: Db): Promise<VendorFacts[]> {
  return db
    .selectFrom('vendors')
    .select(['vassalage', 'name', 'category', 'active', 'maintenance_until'])
    .orderBy('sort')
    .orderBy('vassalage')
    .execute();
}

export function findVendorFacts(db: Db, vassalage: string): Promise<VendorFacts | undefined> {
  return db
    .selectFrom('vendors')
    .select(['vassalage', 'name', 'category', 'active', 'maintenance_until'])
    .where('vassalage', '=', vassalage)
    .executeTakeFirst();
}

/** Vendor names by vassalage code. */
export async function vendorNames(db: Db, vassalages: readonly string[]): Promise<Map<string, string>> {
  if (vassalages.length === 0) return new Map();
  const rows = await db
    .selectFrom('vendors')
    .select(['vassalage', 'name'])
    .where('vassalage', 'in', vassalages)
    .execute();
  return new Map(rows.map((r) => [r.vassalage, r.name]));
}

/** Game names in both languages by game code. */
export async function gameNames(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, { vi: string; en: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('games')
    .select(['code', 'name_vi', 'name_en'])
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.code, { vi: r.name_vi, en: r.name_en }]));
}

export type GameFacts = { code: string; nameVi: string; nameEn: string; vassalage: string; minBet: bigint };

/** One game's names, vendor and min bet (what a provider shows in its game). */
export async function findGame(db: Db, code: string): Promise<GameFacts | undefined> {
  const row = await db
    .selectFrom('games')
    .select(['code', 'name_vi', 'name_en', 'vassalage', 'min_bet'])
    .where('code', '=', code)
    .executeTakeFirst();
  return (
    row && {
      code: row.code,
      nameVi: row.name_vi,
      nameEn: row.name_en,
      vassalage: row.vassalage,
      minBet: row.min_bet,
    }
  );
}

/** The games a provider serves (through its vendors), with their names and min bets. */
export async function listProviderGames(db: Db, provider: string): Promise<GameFacts[]> {
  const rows = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.vassalage', 'games.vassalage')
    .select(['games.code', 'games.name_vi', 'games.name_en', 'games.vassalage', 'games.min_bet'])
    .where('vendors.provider', '=', provider)
    .orderBy('games.code')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    nameVi: row.name_vi,
    nameEn: row.name_en,
    vassalage: row.vassalage,
    minBet: row.min_bet,
  }));
}
