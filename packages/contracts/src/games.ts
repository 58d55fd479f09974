import { z } from 'zod';
import { GAME_CATEGORIES, PAGE_SIZES } from './constants.ts';
import { money, pageQuery } from './envelope.ts';

export const gameCategory = z.enum(GAME_CATEGORIES);

/**
 * How a vendor's games reach the member's money: `seamless`, straight from the main wallet (its game provider
 * calls the site's seamless wallet for every bet and win); `transfer`, from a wallet of its own at the vendor,
 * filled by transfers from the main wallet (my wallet, transferFund).
 */
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** A vendor card in a category lane (spec §3.6). */
export const vendorCard = z.object({
  vassalage: z.string(),
  name: z.string(),
  accountTypeName: z.string(),
  logoUrl: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** "VASSALAGE" opens a popup list of games instead of a route (spec §2.1). */
  isGame: z.string().nullable(),
  gameCount: z.number().int(),
  walletMode: z.enum(WALLET_MODES),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorLane = z.object({ title: gameCategory, cards: z.array(vendorCard) });
export type VendorLane = z.infer<typeof vendorLane>;

export const vendorLanes = z.object({
  lanes: z.array(vendorLane),
  /** The sports vendor shown as its own header item right after LIVE. */
  pulledOutSports: vendorCard.nullable(),
});
export type VendorLanes = z.infer<typeof vendorLanes>;

export const game = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  code: z.string(),
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  nodeName: z.string(),
  gameType: gameCategory,
  showIcon: z.string(),
  smallIcon: z.string(),
  supportPlay: z.boolean(),
  defaultPlayType: z.string().nullable(),
  isGame: z.string().nullable(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  minBet: money,
  /** ISO 8601 end of the game's maintenance window, when the game is in maintenance. */
  maintenanceUntil: z.string().nullable(),
});
export type Game = z.infer<typeof game>;

const vassalageParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,40}$/, { error: 'vendor_not_found' });

export const gameListQuery = z.object({
  clientType: z.coerce.number().int().min(1).max(9).default(3),
  platform: z.string().max(40).optional(),
  merchant: z.string().max(40).optional(),
  gameName: z.string().trim().max(60).optional(),
  minBet: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  minLineNum: z.coerce.number().int().min(0).max(1000).optional(),
  vassalage: vassalageParam.optional(),
  gameType: z.enum(GAME_CATEGORIES, { error: 'game_type_invalid' }).optional(),
  language: z.enum(['vi', 'en', 'VI', 'EN']).optional(),
  ...pageQuery(PAGE_SIZES.gameList),
});
export type GameListQuery = z.infer<typeof gameListQuery>;

export const gameList = z.object({
  games: z.array(game),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameList = z.infer<typeof gameList>;

export const hotGamesQuery = z.object({
  gameType: z.enum(GAME_CATEGORIES, { error: 'game_type_invalid' }).optional(),
  ...pageQuery(PAGE_SIZES.gameList),
});

export const popularGamesQuery = z.object({
  count: z.coerce.number().int().min(1).max(50).default(12),
});

/** How many games the new-games list holds. */
export const NEW_GAMES_COUNT = 24;

/** The newest active games of active vendors, the latest released first (at most NEW_GAMES_COUNT). */
export const newGames = z.array(game).max(NEW_GAMES_COUNT);

/** A winners-board entry (spec §3.6); the player name arrives masked. */
export const winner = z.object({
  player: z.string(),
  gameName: z.string(),
  prize: money,
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winner>;

export const leaderboardEntry = z.object({ rank: z.number().int(), player: z.string(), amount: money });
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;
