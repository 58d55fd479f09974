import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { VendorCategory } from './tables.ts';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * Active vendors with their count of active games and their game provider when it is active (its games then
 * play on the seamless wallet), in lane order.
 */
export function activeVendors(db: Q) {
  return db
    .selectFrom('vendors as v')
    .leftJoin('games as g', (join) => join.onRef('g.vassalage', '=', 'v.vassalage').on('g.active', '=', true))
    .leftJoin('game_providers as p', (join) =>
      join.onRef('p.code', '=', 'v.provider').on('p.active', '=', true),
    )
    .where('v.active', '=', true)
    .select([
      'v.vassalage',
      'v.name',
      'v.category',
      'v.account_type_name',
      'v.is_hot',
      'v.is_game',
      'v.maintenance_until',
      'p.code as provider',
    ])
    .select((eb) => eb.fn.count<bigint>('g.id').as('game_count'))
    .groupBy(['v.vassalage', 'p.code'])
    .orderBy('v.sort')
    .orderBy('v.vassalage')
    .execute();
}
export type VendorRow = Awaited<ReturnType<typeof activeVendors>>[number];

/** Which active games a list shows; every field narrows the list. */
export type GameFilter = {
  vassalage?: string;
  category?: VendorCategory;
  /** Only these vendors (the merchant's esports vendors). */
  vendorsIn?: readonly string[];
  /** None of these vendors (sports lists leave the esports vendors out). */
  vendorsNotIn?: readonly string[];
  hot?: boolean;
  /** A LIKE pattern over search_text, already escaped. */
  searchPattern?: string;
  /** Games a stake of this size can play: min_bet ≤ maxMinBet. */
  maxMinBet?: bigint;
};

function activeGames(db: Q) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .where('g.active', '=', true)
    .where('v.active', '=', true);
}

function filtered(db: Q, f: GameFilter) {
  let q = activeGames(db);
  if (f.vassalage !== undefined) q = q.where('g.vassalage', '=', f.vassalage);
  if (f.category !== undefined) q = q.where('g.category', '=', f.category);
  if (f.vendorsIn) q = q.where(sql<boolean>`g.vassalage = any(${f.vendorsIn}::text[])`);
  if (f.vendorsNotIn?.length) q = q.where(sql<boolean>`g.vassalage <> all(${f.vendorsNotIn}::text[])`);
  if (f.hot) q = q.where('g.is_hot', '=', true);
  if (f.searchPattern !== undefined) q = q.where(sql<boolean>`g.search_text like ${f.searchPattern}`);
  if (f.maxMinBet !== undefined) q = q.where('g.min_bet', '<=', f.maxMinBet);
  return q;
}

const GAME_COLUMNS = [
  'g.id',
  'g.code',
  'g.vassalage',
  'g.category',
  'g.name_vi',
  'g.name_en',
  'g.node_id',
  'g.default_play_type',
  'g.is_game',
  'g.is_hot',
  'g.min_bet',
  'g.support_play',
  'g.maintenance_until',
  'v.name as vendor_name',
  'v.account_type_name',
  'v.maintenance_until as vendor_maintenance_until',
] as const;

/** One page of games in (sort, id) order, each row carrying the filter's total count. */
export function listGames(db: Q, filter: GameFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .select(GAME_COLUMNS)
    .select(sql<bigint>`count(*) over ()`.as('total'))
    .orderBy('g.sort')
    .orderBy('g.id')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type GameRow = Awaited<ReturnType<typeof listGames>>[number];

/** The filter's total, for a page past the end (which has no row to carry it). */
export async function countGames(db: Q, filter: GameFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The most popular playable games: active, vendor active, neither in maintenance. */
export function popularGames(db: Q, count: number) {
  return activeGames(db)
    .where((eb) =>
      eb.or([eb('g.maintenance_until', 'is', null), eb('g.maintenance_until', '<=', sql<Date>`now()`)]),
    )
    .where((eb) =>
      eb.or([eb('v.maintenance_until', 'is', null), eb('v.maintenance_until', '<=', sql<Date>`now()`)]),
    )
    .select(GAME_COLUMNS)
    .orderBy('g.popularity', 'desc')
    .orderBy('g.id')
    .limit(count)
    .execute();
}

/** The newest active games of active vendors, the latest released first (in maintenance too: they are listed). */
export function newGames(db: Q, count: number) {
  return activeGames(db)
    .select(GAME_COLUMNS)
    .orderBy('g.released_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(count)
    .execute();
}

/** The latest big wins with their game's names. */
export function latestBigWins(db: Q, limit: number) {
  return db
    .selectFrom('big_wins as w')
    .innerJoin('games as g', 'g.code', 'w.game_code')
    .select(['w.player_masked', 'w.prize', 'w.won_at', 'g.name_vi', 'g.name_en'])
    .orderBy('w.won_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}

/** Players ranked by the sum of their big wins over the last `days` days. */
export function topWinners(db: Q, days: number, limit: number) {
  return db
    .selectFrom('big_wins')
    .where('won_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
    .select(['player_masked', sql<string>`sum(prize)::text`.as('amount')])
    .groupBy('player_masked')
    .orderBy(sql`sum(prize)`, 'desc')
    .orderBy('player_masked')
    .limit(limit)
    .execute();
}

export type NewBigWin = { playerMasked: string; gameCode: string; prize: bigint; wonAt?: Date };

export async function insertBigWin(db: Q, win: NewBigWin): Promise<void> {
  await db
    .insertInto('big_wins')
    .values({ player_masked: win.playerMasked, game_code: win.gameCode, prize: win.prize, won_at: win.wonAt })
    .execute();
}

/** What a game's icon shows (inactive games too: old links keep their picture). */
export function gameArtwork(db: Q, code: string) {
  return db
    .selectFrom('games')
    .where('code', '=', code)
    .select(['code', 'vassalage', 'category', 'name_vi'])
    .executeTakeFirst();
}

export function vendorArtwork(db: Q, vassalage: string) {
  return db
    .selectFrom('vendors')
    .where('vassalage', '=', vassalage)
    .select(['vassalage', 'category', 'name'])
    .executeTakeFirst();
}

/** A member's favourite games that are still listed, the latest added first. */
export function favouriteGames(db: Q, memberId: bigint, limit: number) {
  return activeGames(db)
    .innerJoin('member_favourite_games as f', 'f.game_code', 'g.code')
    .where('f.member_id', '=', memberId)
    .select(GAME_COLUMNS)
    .orderBy('f.created_at', 'desc')
    .orderBy('g.id')
    .limit(limit)
    .execute();
}

/** The games a member launched lately (one row per game, the latest launch first). */
export function recentGames(db: Q, memberId: bigint, limit: number) {
  const launched = db
    .selectFrom('game_sessions')
    .select(['game_code', sql<Date>`max(created_at)`.as('last')])
    .where('member_id', '=', memberId)
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .limit(limit)
    .as('r');
  return activeGames(db)
    .innerJoin(launched, 'r.game_code', 'g.code')
    .select(GAME_COLUMNS)
    .orderBy('r.last', 'desc')
    .execute();
}

export async function addFavourite(db: Q, memberId: bigint, gameCode: string): Promise<void> {
  await db
    .insertInto('member_favourite_games')
    .values({ member_id: memberId, game_code: gameCode })
    .onConflict((oc) => oc.columns(['member_id', 'game_code']).doNothing())
    .execute();
}

export async function removeFavourite(db: Q, memberId: bigint, gameCode: string): Promise<void> {
  await db
    .deleteFrom('member_favourite_games')
    .where('member_id', '=', memberId)
    .where('game_code', '=', gameCode)
    .execute();
}

export async function countFavourites(db: Q, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('member_favourite_games')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listedGame(db: Q, code: string) {
  return activeGames(db).select('g.code').where('g.code', '=', code).executeTakeFirst();
}
