import {
  type Game,
  type GameCategory,
  type GameList,
  type GameListQuery,
  type Language,
  type LeaderboardEntry,
  MEDIA,
  NEW_GAMES_COUNT,
  type VendorLanes,
  type Winner,
} from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { LruCache, ttlValue } from './cache.ts';
import { buildCatalogue, type Catalogue, type MerchantGameSettings, shownCategory } from './catalogue.ts';
import * as q from './queries.ts';
import { containsPattern, normaliseSearchText } from './search.ts';
import { DEFAULT_GAME_ICON_SVG, gameIconSvg, vendorLogoSvg } from './svg.ts';

export type GamesServiceDeps = {
  db: Db;
  /** The merchant's esports list and pulled-out sports vendor (the platform module's merchant config). */
  loadMerchant: (db: Db) => Promise<MerchantGameSettings>;
  /** How long vendor lanes and merchant settings are reused; 5 s by default. */
  cacheTtlMs?: number;
  now?: () => number;
};

const WINNERS_SHOWN = 20;
const LEADERBOARD_SIZE = 10;
/** A member keeps at most this many favourites; the recent list shows this many games. */
export const MAX_FAVOURITES = 200;
const RECENT_SHOWN = 20;
const LEADERBOARD_DAYS = 7;
const ARTWORK_CACHE_SIZE = 1000;

export type PageRequest = { pageNo: number; pageSize: number };
export type HotGamesRequest = PageRequest & { gameType?: GameCategory | undefined };

/** Which stored games a shown category means: ESPORTS is the merchant's esports vendors, SPORTS the rest. */
function categoryFilter(category: GameCategory, catalogue: Catalogue): q.GameFilter {
  if (category === 'ESPORTS') return { category: 'SPORTS', vendorsIn: catalogue.esportsVendors };
  if (category === 'SPORTS') return { category: 'SPORTS', vendorsNotIn: catalogue.esportsVendors };
  return { category };
}

/** The later of the game's and its vendor's maintenance ends, when still ahead. */
function maintenanceEnd(game: Date | null, vendor: Date | null, now: number): string | null {
  const end = Math.max(game?.getTime() ?? 0, vendor?.getTime() ?? 0);
  return end > now ? new Date(end).toISOString() : null;
}

function toGame(
  row: q.GameRow | Omit<q.GameRow, 'total'>,
  language: Language,
  esports: ReadonlySet<string>,
  now: number,
): Game {
  const name = language === 'en' ? row.name_en : row.name_vi;
  const icon = MEDIA.gameIcon(row.code);
  return {
    gameId: String(row.id),
    nodeId: row.node_id,
    code: row.code,
    vassalage: row.vassalage,
    accountTypeName: row.account_type_name,
    gameName: name,
    displayName: name,
    nodeName: row.vendor_name,
    gameType: shownCategory(row.category, row.vassalage, esports),
    showIcon: icon,
    smallIcon: icon,
    supportPlay: row.support_play,
    defaultPlayType: row.default_play_type,
    isGame: row.is_game,
    isHot: row.is_hot ? 1 : 0,
    minBet: row.min_bet.toString(),
    maintenanceUntil: maintenanceEnd(row.maintenance_until, row.vendor_maintenance_until, now),
  };
}

export function createGamesService({
  db,
  loadMerchant,
  cacheTtlMs = 5000,
  now = Date.now,
}: GamesServiceDeps) {
  const catalogue = ttlValue(
    cacheTtlMs,
    async () => {
      const [merchant, vendors] = await Promise.all([loadMerchant(db), q.activeVendors(db)]);
      return buildCatalogue(vendors, merchant);
    },
    now,
  );
  const gameIcons = new LruCache<string, string>(ARTWORK_CACHE_SIZE);
  const vendorLogos = new LruCache<string, string>(ARTWORK_CACHE_SIZE);

  async function page(
    filter: q.GameFilter,
    { pageNo, pageSize }: PageRequest,
    language: Language,
    cat: Catalogue,
  ) {
    const rows = await q.listGames(db, filter, pageSize, (pageNo - 1) * pageSize);
    const first = rows[0];
    const total = first ? Number(first.total) : pageNo > 1 ? await q.countGames(db, filter) : 0;
    const esports = new Set(cat.esportsVendors);
    const at = now();
    const games = rows.map((row) => toGame(row, language, esports, at));
    return { games, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total } satisfies GameList;
  }

  return {
    async vendorLanes(): Promise<VendorLanes> {
      return (await catalogue.get()).lanes;
    },

    /**
     * The game list (spec §7): by category and/or vendor, name search without diacritics, and `minBet`
     * keeping the games a stake of that size can play (min bet ≤ minBet). An unknown or inactive vendor,
     * or one outside the asked category, is `vendor_not_found`.
     */
    async listGames(query: GameListQuery, language: Language): Promise<GameList> {
      const cat = await catalogue.get();
      let filter: q.GameFilter = {};
      if (query.vassalage !== undefined) {
        const vendor = cat.vendors.get(query.vassalage.toUpperCase());
        if (!vendor || (query.gameType !== undefined && vendor.category !== query.gameType)) {
          throw new AppError('vendor_not_found', { vassalage: 'vendor_not_found' });
        }
        filter.vassalage = vendor.vassalage;
      } else if (query.gameType !== undefined) {
        filter = categoryFilter(query.gameType, cat);
      }
      const term = normaliseSearchText(query.gameName ?? '');
      if (term) filter.searchPattern = containsPattern(term);
      if (query.minBet !== undefined) filter.maxMinBet = BigInt(query.minBet);
      return page(filter, query, language, cat);
    },

    async hotGames(request: HotGamesRequest, language: Language): Promise<GameList> {
      const cat = await catalogue.get();
      const filter = request.gameType ? categoryFilter(request.gameType, cat) : {};
      return page({ ...filter, hot: true }, request, language, cat);
    },

    async popularGames(count: number, language: Language): Promise<Game[]> {
      const [cat, rows] = await Promise.all([catalogue.get(), q.popularGames(db, count)]);
      const esports = new Set(cat.esportsVendors);
      const at = now();
      return rows.map((row) => toGame(row, language, esports, at));
    },

    /** The new games (spec §2.7): the latest released active games of active vendors. */
    async newGames(language: Language): Promise<Game[]> {
      const [cat, rows] = await Promise.all([catalogue.get(), q.newGames(db, NEW_GAMES_COUNT)]);
      const esports = new Set(cat.esportsVendors);
      const at = now();
      return rows.map((row) => toGame(row, language, esports, at));
    },

    /** The member's favourites (spec §7), still-listed games only, latest added first. */
    async favourites(memberId: bigint, language: Language): Promise<Game[]> {
      const [cat, rows] = await Promise.all([
        catalogue.get(),
        q.favouriteGames(db, memberId, MAX_FAVOURITES),
      ]);
      const esports = new Set(cat.esportsVendors);
      const at = now();
      return rows.map((row) => toGame(row, language, esports, at));
    },

    async recent(memberId: bigint, language: Language): Promise<Game[]> {
      const [cat, rows] = await Promise.all([catalogue.get(), q.recentGames(db, memberId, RECENT_SHOWN)]);
      const esports = new Set(cat.esportsVendors);
      const at = now();
      return rows.map((row) => toGame(row, language, esports, at));
    },

    /** Adds a listed game (again: nothing changes); at most MAX_FAVOURITES. */
    async addFavourite(memberId: bigint, code: string): Promise<void> {
      if (!(await q.listedGame(db, code))) throw new AppError('game_not_found');
      if ((await q.countFavourites(db, memberId)) >= MAX_FAVOURITES) {
        throw new AppError('validation_error', { gameCode: 'favourites_full' });
      }
      await q.addFavourite(db, memberId, code);
    },

    async removeFavourite(memberId: bigint, code: string): Promise<void> {
      await q.removeFavourite(db, memberId, code);
    },

    async winners(language: Language): Promise<Winner[]> {
      const rows = await q.latestBigWins(db, WINNERS_SHOWN);
      return rows.map((row) => ({
        player: row.player_masked,
        gameName: language === 'en' ? row.name_en : row.name_vi,
        prize: row.prize.toString(),
        wonAt: row.won_at.toISOString(),
      }));
    },

    async leaderboard(): Promise<LeaderboardEntry[]> {
      const rows = await q.topWinners(db, LEADERBOARD_DAYS, LEADERBOARD_SIZE);
      return rows.map((row, i) => ({ rank: i + 1, player: row.player_masked, amount: row.amount }));
    },

    /** A game's SVG icon, or undefined for an unknown code; `default` is the placeholder icon. */
    async gameIcon(code: string): Promise<string | undefined> {
      if (code === 'default') return DEFAULT_GAME_ICON_SVG;
      const cached = gameIcons.get(code);
      if (cached) return cached;
      const [cat, game] = await Promise.all([catalogue.get(), q.gameArtwork(db, code)]);
      if (!game) return undefined;
      const category = shownCategory(game.category, game.vassalage, new Set(cat.esportsVendors));
      const svg = gameIconSvg({ code: game.code, name: game.name_vi, category });
      gameIcons.set(code, svg);
      return svg;
    },

    async vendorLogo(vassalage: string): Promise<string | undefined> {
      const cached = vendorLogos.get(vassalage);
      if (cached) return cached;
      const [cat, vendor] = await Promise.all([catalogue.get(), q.vendorArtwork(db, vassalage)]);
      if (!vendor) return undefined;
      const category = shownCategory(vendor.category, vendor.vassalage, new Set(cat.esportsVendors));
      const svg = vendorLogoSvg({ vassalage: vendor.vassalage, name: vendor.name, category });
      vendorLogos.set(vassalage, svg);
      return svg;
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
