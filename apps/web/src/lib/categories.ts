import type { GameCategory } from '@app/contracts';

/** The header's category order (spec §2.2); the pulled-out sports vendor follows LIVE. */
export const NAV_CATEGORIES: readonly GameCategory[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
];

/** The page each category opens: ELOTT and LOTT share the e-lottery page. */
export const CATEGORY_PATHS: Record<GameCategory, string> = {
  ELOTT: '/elott',
  LOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** Categories whose page is a game list with vendor tabs (`?page=<vendor>`). */
export const LIST_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP'] as const satisfies readonly GameCategory[];
export type ListCategory = (typeof LIST_CATEGORIES)[number];

/** Where a vendor chosen in the header opens: its tab on a list page, or the category page. */
export function vendorPath(category: GameCategory, vendor: string): string {
  const path = CATEGORY_PATHS[category];
  return (LIST_CATEGORIES as readonly string[]).includes(category)
    ? `${path}?${new URLSearchParams({ page: vendor })}`
    : path;
}

/** The game-list pages served by /:game (spec §2.1). */
export const GAME_PAGES = ['rng', 'live', 'pvp', 'fish', 'hot', 'fav'] as const;
export type GamePage = (typeof GAME_PAGES)[number];

export function isGamePage(value: string | undefined): value is GamePage {
  return (GAME_PAGES as readonly string[]).includes(value ?? '');
}

/** The category each list page shows (/hot and /fav are lists of their own). */
export const CATEGORY_OF_PAGE = {
  rng: 'RNG',
  live: 'LIVE',
  pvp: 'PVP',
  fish: 'FISH',
} as const satisfies Record<Exclude<GamePage, 'hot' | 'fav'>, ListCategory>;
