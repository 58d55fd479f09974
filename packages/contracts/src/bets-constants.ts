import type { GameCategory } from './constants.ts';

/** The betting record (spec §2.5 personalHistoryCopy): the member's game rounds, whoever the provider. */
export const BETS_API = {
  list: '/api/games/bets',
  round: (id: string) => `/api/games/bets/${encodeURIComponent(id)}`,
} as const;

/** Where the site verifies a provably fair round (the studio's rounds). */
export const fairVerifyUrl = (roundId: string) => `/fair?round=${encodeURIComponent(roundId)}`;

/** Categories a round is stored with (ESPORTS vendors play in the SPORTS category). */
export const BET_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
] as const satisfies readonly GameCategory[];
export type BetCategory = (typeof BET_CATEGORIES)[number];

/** A round is open until the provider pays it (settled) or takes back every bet (cancelled). */
export const BET_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
