import type { FishModelId } from './fish-models.ts';

export const FISH_THEME_IDS = [
  'dragon-fishing',
  'fishing-king',
  'golden-fish-hunt',
  'ocean-fishing',
  'fierce-shark',
  'koi-to-dragon',
  'sea-dragon-hunt',
  'pirate-fishing',
  'turbo-fishing',
  'golden-whale',
  'lucky-fisherman',
  'aquarium-treasure',
  'mermaid-fishing',
  'sacred-turtle-hunt',
  'giant-octopus',
  'fishing-3d',
  'fortune-fishing',
  'treasure-island-fishing',
  'royal-fishing',
  'mystic-deep-sea',
] as const;
export type FishThemeId = (typeof FISH_THEME_IDS)[number];

export interface FishName {
  vi: string;
  en: string;
}

/** A catalogue title: a maths model plus its look (water and accent colours, CSS hex) and fish names. */
export interface FishTheme {
  id: FishThemeId;
  title: FishName;
  model: FishModelId;
  palette: { water: string; accent: string };
  /** A name for every kind of the theme's model. */
  kindNames: Record<string, FishName>;
}

/** The kinds' names unless a theme renames them (ids of FISH_MODELS; `boss` only in the boss model). */
const DEFAULT_NAMES: Readonly<Record<string, FishName>> = {
  clownfish: { vi: 'Cá Hề', en: 'Clownfish' },
  goldfish: { vi: 'Cá Vàng', en: 'Goldfish' },
  pufferfish: { vi: 'Cá Nóc', en: 'Pufferfish' },
  lionfish: { vi: 'Cá Sư Tử', en: 'Lionfish' },
  turtle: { vi: 'Rùa Biển', en: 'Sea Turtle' },
  manta: { vi: 'Cá Đuối', en: 'Manta Ray' },
  swordfish: { vi: 'Cá Kiếm', en: 'Swordfish' },
  shark: { vi: 'Cá Mập', en: 'Shark' },
  octopus: { vi: 'Bạch Tuộc', en: 'Octopus' },
  whale: { vi: 'Cá Voi', en: 'Whale' },
};
const DEFAULT_BOSS: FishName = { vi: 'Rồng Biển', en: 'Sea Dragon' };

function theme(
  id: FishThemeId,
  title: FishName,
  model: FishModelId,
  water: string,
  accent: string,
  renames: Readonly<Record<string, FishName>> = {},
): FishTheme {
  const kindNames: Record<string, FishName> = { ...DEFAULT_NAMES };
  if (model === 'boss') kindNames.boss = DEFAULT_BOSS;
  for (const [kind, name] of Object.entries(renames)) kindNames[kind] = name;
  return { id, title, model, palette: { water, accent }, kindNames };
}

/** The twenty fish titles of the catalogue (DRAGON_FISH and PEARL_FISH vendors), in catalogue order. */
export const FISH_THEMES: readonly FishTheme[] = [
  theme('dragon-fishing', { vi: 'Bắn Cá Rồng', en: 'Dragon Fishing' }, 'boss', '#0b2e59', '#f2b632', {
    whale: { vi: 'Long Ngư', en: 'Dragon Fish' },
    boss: { vi: 'Rồng Vàng', en: 'Golden Dragon' },
  }),
  theme('fishing-king', { vi: 'Vua Bắn Cá', en: 'Fishing King' }, 'classic', '#063a5c', '#ffd166', {
    shark: { vi: 'Cá Mập Bạc', en: 'Silver Shark' },
    whale: { vi: 'Vua Cá Voi', en: 'Whale King' },
  }),
  theme('golden-fish-hunt', { vi: 'Săn Cá Vàng', en: 'Golden Fish Hunt' }, 'classic', '#0a3d4f', '#ffc93c', {
    shark: { vi: 'Cá Mập Vàng', en: 'Golden Shark' },
    whale: { vi: 'Cá Vàng Khổng Lồ', en: 'Giant Golden Fish' },
  }),
  theme('ocean-fishing', { vi: 'Bắn Cá Đại Dương', en: 'Ocean Fishing' }, 'classic', '#05476b', '#3ec6e0'),
  theme('fierce-shark', { vi: 'Cá Mập Hung Dữ', en: 'Fierce Shark' }, 'classic', '#0d2a3f', '#e63946', {
    swordfish: { vi: 'Cá Mập Búa', en: 'Hammerhead Shark' },
    shark: { vi: 'Cá Mập Trắng', en: 'Great White Shark' },
    whale: { vi: 'Cá Mập Khổng Lồ', en: 'Megalodon' },
  }),
  theme('koi-to-dragon', { vi: 'Cá Chép Hóa Rồng', en: 'Koi to Dragon' }, 'classic', '#10324a', '#ff6b35', {
    goldfish: { vi: 'Cá Chép Koi', en: 'Koi' },
    octopus: { vi: 'Cá Chép Vàng', en: 'Golden Carp' },
    whale: { vi: 'Rồng Chép', en: 'Koi Dragon' },
  }),
  theme('sea-dragon-hunt', { vi: 'Săn Rồng Biển', en: 'Sea Dragon Hunt' }, 'boss', '#062b4a', '#2ec4b6', {
    boss: { vi: 'Hải Long Vương', en: 'Sea Dragon King' },
  }),
  theme('pirate-fishing', { vi: 'Bắn Cá Hải Tặc', en: 'Pirate Fishing' }, 'classic', '#1b2a3a', '#d4a373', {
    octopus: { vi: 'Quái Vật Kraken', en: 'Kraken' },
    whale: { vi: 'Tàu Ma', en: 'Ghost Ship' },
  }),
  theme('turbo-fishing', { vi: 'Bắn Cá Siêu Tốc', en: 'Turbo Fishing' }, 'turbo', '#002f4b', '#00e5ff', {
    swordfish: { vi: 'Cá Buồm', en: 'Sailfish' },
  }),
  theme('golden-whale', { vi: 'Cá Voi Vàng', en: 'Golden Whale' }, 'boss', '#0b3954', '#f6c90e', {
    whale: { vi: 'Cá Voi Xanh', en: 'Blue Whale' },
    boss: { vi: 'Cá Voi Vàng', en: 'Golden Whale' },
  }),
  theme(
    'lucky-fisherman',
    { vi: 'Ngư Dân May Mắn', en: 'Lucky Fisherman' },
    'classic',
    '#0e4d64',
    '#9bdf46',
    {
      goldfish: { vi: 'Cá Vàng May Mắn', en: 'Lucky Goldfish' },
      whale: { vi: 'Cá Ông', en: 'Lord Whale' },
    },
  ),
  theme(
    'aquarium-treasure',
    { vi: 'Thủy Cung Kho Báu', en: 'Aquarium Treasure' },
    'classic',
    '#0a4c6a',
    '#ffb703',
    {
      octopus: { vi: 'Sò Ngọc Trai', en: 'Pearl Oyster' },
      whale: { vi: 'Ngọc Trai Khổng Lồ', en: 'Giant Pearl' },
    },
  ),
  theme('mermaid-fishing', { vi: 'Bắn Cá Tiên Cá', en: 'Mermaid Fishing' }, 'classic', '#073b5a', '#ff8fab', {
    manta: { vi: 'Cá Ngựa', en: 'Seahorse' },
    whale: { vi: 'Nàng Tiên Cá', en: 'Mermaid' },
  }),
  theme(
    'sacred-turtle-hunt',
    { vi: 'Săn Rùa Thần', en: 'Sacred Turtle Hunt' },
    'classic',
    '#0f3b33',
    '#e9c46a',
    {
      turtle: { vi: 'Rùa Vàng', en: 'Golden Turtle' },
      whale: { vi: 'Rùa Thần Kim Quy', en: 'Kim Quy, the Sacred Turtle' },
    },
  ),
  theme('giant-octopus', { vi: 'Bạch Tuộc Khổng Lồ', en: 'Giant Octopus' }, 'boss', '#1d1a3a', '#c77dff', {
    octopus: { vi: 'Mực Ống', en: 'Squid' },
    boss: { vi: 'Bạch Tuộc Khổng Lồ', en: 'Giant Octopus' },
  }),
  theme('fishing-3d', { vi: 'Bắn Cá 3D', en: 'Fishing 3D' }, 'classic', '#03506f', '#ffe66d'),
  theme(
    'fortune-fishing',
    { vi: 'Câu Cá Thần Tài', en: 'Fortune Fishing' },
    'classic',
    '#0b3c49',
    '#ffd700',
    {
      octopus: { vi: 'Cóc Ngậm Tiền', en: 'Money Toad' },
      whale: { vi: 'Cá Thần Tài', en: 'Fortune God Fish' },
    },
  ),
  theme(
    'treasure-island-fishing',
    { vi: 'Đảo Kho Báu', en: 'Treasure Island Fishing' },
    'classic',
    '#0a5e73',
    '#f4a261',
    {
      turtle: { vi: 'Rùa Đảo', en: 'Island Turtle' },
      whale: { vi: 'Rương Vàng', en: 'Golden Chest' },
    },
  ),
  theme('royal-fishing', { vi: 'Bắn Cá Hoàng Gia', en: 'Royal Fishing' }, 'classic', '#14213d', '#fca311', {
    shark: { vi: 'Cá Mập Hoàng Gia', en: 'Royal Shark' },
    whale: { vi: 'Cá Hoàng Đế', en: 'Emperor Fish' },
  }),
  theme(
    'mystic-deep-sea',
    { vi: 'Biển Sâu Huyền Bí', en: 'Mystic Deep Sea' },
    'classic',
    '#020c1b',
    '#64ffda',
    {
      lionfish: { vi: 'Cá Lồng Đèn', en: 'Anglerfish' },
      manta: { vi: 'Sứa Phát Sáng', en: 'Glowing Jellyfish' },
      whale: { vi: 'Thủy Quái Biển Sâu', en: 'Deep Sea Leviathan' },
    },
  ),
];

function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

const BY_TITLE: ReadonlyMap<string, FishThemeId> = new Map(
  FISH_THEMES.map((entry) => [titleKey(entry.title.en), entry.id]),
);

/** The theme of a catalogue title by its English name ("Dragon Fishing" → 'dragon-fishing'), or undefined. */
export function fishThemeOfTitle(englishTitle: string): FishThemeId | undefined {
  return typeof englishTitle === 'string' ? BY_TITLE.get(titleKey(englishTitle)) : undefined;
}

/** The theme with this id, or undefined. */
export function fishTheme(id: string): FishTheme | undefined {
  return FISH_THEMES.find((entry) => entry.id === id);
}
