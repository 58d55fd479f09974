import type { PvpGame, StudioFamily, TableFamily } from '@app/contracts';
import { fishTheme, fishThemeOfTitle, SLOT_MODELS } from '@app/games';
import { lotteryModel, lotteryTitle } from './lottery-titles.ts';

/**
 * Which studio game a catalogue title is (docs/games/catalogue.md): the arcade titles by their English name, every
 * other title of a studio vendor a slot — one of the maths models, picked by a stable hash of its code, with the
 * theme its name announces (the dragon of "Golden Dragon Fortune").
 */

const ARCADE: Readonly<Record<string, { family: StudioFamily; model: string }>> = {
  'Mini Gourd Crab Fish': { family: 'bau-cua', model: 'classic' },
  'Mini Xoc Dia': { family: 'xoc-dia', model: 'classic' },
  'Rocket Crash': { family: 'crash', model: 'rocket' },
  'Daring Pilot Crash': { family: 'crash', model: 'pilot' },
  'Mini Sic Bo': { family: 'dice-mini', model: 'classic' },
  'Treasure Mines': { family: 'mines', model: 'classic' },
  'Lotus Plinko': { family: 'plinko', model: 'classic' },
  'Lucky Wheel': { family: 'wheel', model: 'classic' },
  'Hi-Lo': { family: 'hilo', model: 'classic' },
  'Rock Paper Scissors': { family: 'rps', model: 'classic' },
};

/** Theme keys by the English word a slot's name carries (the seed's nouns). */
const THEMES: readonly (readonly [word: string, theme: string])[] = [
  ['Dragon', 'dragon'],
  ['Phoenix', 'phoenix'],
  ['Tiger', 'tiger'],
  ['Qilin', 'qilin'],
  ['Koi', 'koi'],
  ['Lotus', 'lotus'],
  ['Fortune God', 'fortune-god'],
  ['Lion', 'lion'],
  ['Elephant', 'elephant'],
  ['Moon', 'moon'],
  ['Star', 'star'],
  ['Diamond', 'diamond'],
  ['Crown', 'crown'],
  ['Temple', 'temple'],
  ['Pirate', 'pirate'],
  ['Queen', 'queen'],
  ['Sea God', 'sea-god'],
  ['Ninja', 'ninja'],
];

const SLOT_MODEL_IDS = Object.keys(SLOT_MODELS).sort();

function stableHash(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

export type StudioTitle = { family: StudioFamily; model: string; theme: string };

/** The live tables' classes the studio deals (docs/games/tables.md), by the English name the catalogue gives them. */
const TABLE_CLASSES: Readonly<Record<string, TableFamily>> = {
  Baccarat: 'baccarat',
  'Dragon Tiger': 'dragon-tiger',
  Roulette: 'roulette',
  'Fan Tan': 'fan-tan',
  'Niu Niu': 'niu-niu',
  'Sic Bo': 'sic-bo',
  'Gourd Crab': 'bau-cua',
  'Xoc Dia': 'xoc-dia',
  'Mahjong 28': 'mahjong-28',
  Blackjack: 'blackjack',
  "Texas Hold'em": 'casino-holdem',
  'Three Card Poker': 'three-card-poker',
};

/** "Speed Baccarat Table 3": a live table, its class and its variant (classic, speed, vip, super). */
const TABLE_NAME = /^(?:(Speed|VIP|Super) )?(.+) Table \d+$/;

/** A live table's game and variant, or undefined for a title that is not a table the studio deals. */
export function tableTitle(nameEn: string): { family: TableFamily; variant: string } | undefined {
  const match = TABLE_NAME.exec(nameEn);
  const family = match && TABLE_CLASSES[match[2] as string];
  return family ? { family, variant: match?.[1]?.toLowerCase() ?? 'classic' } : undefined;
}

/** The PVP card games the studio deals (docs/games/pvp.md), by the English name the catalogue gives them. */
const PVP_TITLES: Readonly<Record<string, PvpGame>> = {
  'Tien Len South': 'tien-len',
  'Three Cards': 'ba-cay',
  'Bai Cao': 'bai-cao',
};

/** The PVP card game a title is, or undefined for a title the studio does not deal. */
export function pvpTitle(nameEn: string): PvpGame | undefined {
  return PVP_TITLES[nameEn];
}

export function studioTitle(game: { code: string; nameEn: string }): StudioTitle {
  const lottery = lotteryTitle(game.nameEn);
  if (lottery) return { family: 'lottery', model: lotteryModel(lottery), theme: lottery.schedule.source };
  const fishId = fishThemeOfTitle(game.nameEn);
  const fish = fishId && fishTheme(fishId);
  if (fish) return { family: 'fish', model: fish.model, theme: fish.id };
  const pvp = pvpTitle(game.nameEn);
  if (pvp) return { family: 'pvp', model: pvp, theme: pvp };
  const table = tableTitle(game.nameEn);
  if (table) return { family: 'table', model: table.family, theme: table.variant };
  const arcade = ARCADE[game.nameEn];
  if (arcade) return { ...arcade, theme: arcade.model };
  const theme = THEMES.find(([word]) => game.nameEn.includes(word))?.[1] ?? 'default';
  const model = SLOT_MODEL_IDS[stableHash(game.code) % SLOT_MODEL_IDS.length] as string;
  return { family: 'slots', model, theme };
}
