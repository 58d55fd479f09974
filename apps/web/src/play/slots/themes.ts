import type { PlayLanguage } from '../launch-params';
import type { Glyph } from './glyphs';

/** A high symbol's look: its picture, two colours for its gradient, and its name in both languages. */
type HighSymbol = readonly [glyph: Glyph, from: string, to: string, vi: string, en: string];

export type SlotTheme = {
  /** The stage's colours. */
  colors: readonly [string, string];
  /** H1 (best) … H4. */
  high: readonly [HighSymbol, HighSymbol, HighSymbol, HighSymbol];
};

const GOLD = ['#fff3b0', '#f5a300'] as const;
const JADE = ['#c8ffe4', '#0f9d6b'] as const;
const RUBY = ['#ffc2c8', '#d90429'] as const;
const SAPPHIRE = ['#cfe3ff', '#1d4ed8'] as const;
const AMETHYST = ['#f0d6ff', '#8b2fc9'] as const;
const PEARL = ['#ffffff', '#b7c6dd'] as const;
const EMBER = ['#ffe1a8', '#ff5e00'] as const;
const TEAL = ['#c9fbff', '#0891b2'] as const;
const ROSE = ['#ffd6ec', '#e0307c'] as const;
const SILVER = ['#f8fafc', '#7c8aa0'] as const;

function sym(glyph: Glyph, colors: readonly [string, string], vi: string, en: string): HighSymbol {
  return [glyph, colors[0], colors[1], vi, en];
}

/** The themes, keyed by `game.theme`: colours and names over the same symbol ids (H1…H4, L1…L5, W, S). */
export const THEMES: Readonly<Record<string, SlotTheme>> = {
  dragon: {
    colors: ['#b3001b', '#ffb703'],
    high: [
      sym('pearl', GOLD, 'Ngọc Rồng', 'Dragon Pearl'),
      sym('flame', EMBER, 'Lửa Rồng', 'Dragon Fire'),
      sym('coin', JADE, 'Đồng Tiền Ngọc', 'Jade Coin'),
      sym('lantern', RUBY, 'Đèn Lồng', 'Lantern'),
    ],
  },
  phoenix: {
    colors: ['#d62828', '#f77f00'],
    high: [
      sym('flame', EMBER, 'Lửa Phượng Hoàng', 'Phoenix Flame'),
      sym('star', GOLD, 'Sao Hỏa', 'Fire Star'),
      sym('fan', RUBY, 'Quạt Lông Vũ', 'Feather Fan'),
      sym('gem', AMETHYST, 'Hồng Ngọc Tím', 'Violet Gem'),
    ],
  },
  tiger: {
    colors: ['#e85d04', '#1b1b1b'],
    high: [
      sym('crown', GOLD, 'Vương Miện Hổ', 'Tiger Crown'),
      sym('drum', EMBER, 'Trống Rừng', 'Jungle Drum'),
      sym('gem', JADE, 'Ngọc Lục Bảo', 'Emerald'),
      sym('coin', GOLD, 'Đồng Vàng', 'Gold Coin'),
    ],
  },
  qilin: {
    colors: ['#0f9d6b', '#ffd166'],
    high: [
      sym('pearl', JADE, 'Ngọc Kỳ Lân', 'Qilin Pearl'),
      sym('bell', GOLD, 'Chuông Vàng', 'Golden Bell'),
      sym('lotus', ROSE, 'Hoa Sen', 'Lotus'),
      sym('coin', GOLD, 'Đồng Xu', 'Coin'),
    ],
  },
  koi: {
    colors: ['#0077b6', '#ff7b00'],
    high: [
      sym('wave', TEAL, 'Sóng Cá Chép', 'Koi Wave'),
      sym('pearl', PEARL, 'Ngọc Trai', 'Pearl'),
      sym('lotus', ROSE, 'Hoa Sen', 'Lotus'),
      sym('coin', GOLD, 'Đồng Vàng', 'Gold Coin'),
    ],
  },
  lotus: {
    colors: ['#c9184a', '#80ffdb'],
    high: [
      sym('lotus', ROSE, 'Sen Hồng', 'Pink Lotus'),
      sym('pearl', PEARL, 'Giọt Sương', 'Dewdrop'),
      sym('lantern', RUBY, 'Đèn Hoa Đăng', 'Flower Lantern'),
      sym('fan', JADE, 'Quạt Lá', 'Leaf Fan'),
    ],
  },
  'fortune-god': {
    colors: ['#d00000', '#ffba08'],
    high: [
      sym('coin', GOLD, 'Tiền Thần Tài', 'Fortune Coin'),
      sym('gem', RUBY, 'Hồng Ngọc', 'Ruby'),
      sym('lantern', RUBY, 'Đèn Lồng', 'Lantern'),
      sym('bell', GOLD, 'Chuông Phúc', 'Blessing Bell'),
    ],
  },
  lion: {
    colors: ['#bb3e03', '#ee9b00'],
    high: [
      sym('crown', GOLD, 'Vương Miện Sư Tử', 'Lion Crown'),
      sym('drum', RUBY, 'Trống Lân', 'Lion Drum'),
      sym('lantern', EMBER, 'Đèn Lồng', 'Lantern'),
      sym('coin', GOLD, 'Đồng Vàng', 'Gold Coin'),
    ],
  },
  elephant: {
    colors: ['#3a0ca3', '#f9c74f'],
    high: [
      sym('crown', GOLD, 'Vương Miện Voi', 'Elephant Crown'),
      sym('bell', GOLD, 'Chuông Voi', 'Elephant Bell'),
      sym('gem', SAPPHIRE, 'Lam Ngọc', 'Sapphire'),
      sym('lotus', ROSE, 'Hoa Sen', 'Lotus'),
    ],
  },
  moon: {
    colors: ['#14213d', '#a2d2ff'],
    high: [
      sym('moon', GOLD, 'Trăng Rằm', 'Full Moon'),
      sym('star', PEARL, 'Sao Bạc', 'Silver Star'),
      sym('lantern', EMBER, 'Đèn Trung Thu', 'Moon Lantern'),
      sym('pearl', SAPPHIRE, 'Ngọc Đêm', 'Night Pearl'),
    ],
  },
  star: {
    colors: ['#240046', '#ff9e00'],
    high: [
      sym('star', GOLD, 'Ngôi Sao Vàng', 'Golden Star'),
      sym('moon', PEARL, 'Trăng Bạc', 'Silver Moon'),
      sym('gem', AMETHYST, 'Thạch Anh', 'Amethyst'),
      sym('pearl', TEAL, 'Sao Băng', 'Comet'),
    ],
  },
  diamond: {
    colors: ['#0b3c5d', '#48cae4'],
    high: [
      sym('gem', PEARL, 'Kim Cương', 'Diamond'),
      sym('gem', RUBY, 'Hồng Ngọc', 'Ruby'),
      sym('gem', JADE, 'Ngọc Lục Bảo', 'Emerald'),
      sym('gem', SAPPHIRE, 'Lam Ngọc', 'Sapphire'),
    ],
  },
  crown: {
    colors: ['#5a189a', '#ffd60a'],
    high: [
      sym('crown', GOLD, 'Vương Miện', 'Crown'),
      sym('gem', RUBY, 'Hồng Ngọc', 'Ruby'),
      sym('bell', SILVER, 'Chuông Bạc', 'Silver Bell'),
      sym('coin', GOLD, 'Đồng Vàng', 'Gold Coin'),
    ],
  },
  temple: {
    colors: ['#6a4c93', '#ffca3a'],
    high: [
      sym('bell', GOLD, 'Chuông Chùa', 'Temple Bell'),
      sym('lotus', ROSE, 'Đài Sen', 'Lotus Throne'),
      sym('drum', RUBY, 'Trống Chùa', 'Temple Drum'),
      sym('lantern', EMBER, 'Đèn Chùa', 'Temple Lantern'),
    ],
  },
  pirate: {
    colors: ['#1d3557', '#e63946'],
    high: [
      sym('anchor', GOLD, 'Mỏ Neo', 'Anchor'),
      sym('coin', GOLD, 'Đồng Vàng', 'Doubloon'),
      sym('gem', RUBY, 'Hồng Ngọc', 'Ruby'),
      sym('bell', SILVER, 'Chuông Tàu', 'Ship Bell'),
    ],
  },
  queen: {
    colors: ['#7b2cbf', '#ff70a6'],
    high: [
      sym('crown', GOLD, 'Vương Miện Nữ Hoàng', 'Queen’s Crown'),
      sym('gem', AMETHYST, 'Thạch Anh Tím', 'Amethyst'),
      sym('fan', ROSE, 'Quạt Hoàng Gia', 'Royal Fan'),
      sym('pearl', PEARL, 'Ngọc Trai', 'Pearl'),
    ],
  },
  'sea-god': {
    colors: ['#03045e', '#00b4d8'],
    high: [
      sym('trident', GOLD, 'Đinh Ba', 'Trident'),
      sym('wave', TEAL, 'Sóng Thần', 'Great Wave'),
      sym('pearl', PEARL, 'Ngọc Trai', 'Pearl'),
      sym('anchor', TEAL, 'Mỏ Neo', 'Anchor'),
    ],
  },
  ninja: {
    colors: ['#111827', '#ef233c'],
    high: [
      sym('shuriken', SILVER, 'Phi Tiêu', 'Shuriken'),
      sym('moon', GOLD, 'Trăng Đêm', 'Night Moon'),
      sym('fan', RUBY, 'Quạt Chiến', 'War Fan'),
      sym('lantern', EMBER, 'Đèn Lồng', 'Lantern'),
    ],
  },
  default: {
    colors: ['#7b2ff7', '#f107a3'],
    high: [
      sym('star', GOLD, 'Ngôi Sao', 'Star'),
      sym('gem', RUBY, 'Hồng Ngọc', 'Ruby'),
      sym('bell', GOLD, 'Chuông Vàng', 'Golden Bell'),
      sym('coin', JADE, 'Đồng Ngọc', 'Jade Coin'),
    ],
  },
};

export function themeOf(key: string): SlotTheme {
  return THEMES[key] ?? THEMES.default!;
}

/** The low symbols, card ranks (the same in every theme). */
export const LOW_SYMBOLS: Readonly<Record<string, readonly [label: string, from: string, to: string]>> = {
  L1: ['A', '#ffb3c1', '#e5383b'],
  L2: ['K', '#b8e0ff', '#2563eb'],
  L3: ['Q', '#c7f9cc', '#16a34a'],
  L4: ['J', '#e9d5ff', '#9333ea'],
  L5: ['10', '#ffe5b4', '#f97316'],
};

const SPECIAL_NAMES: Record<string, Record<PlayLanguage, string>> = {
  W: { vi: 'Wild (thay thế)', en: 'Wild' },
  S: { vi: 'Scatter (phân tán)', en: 'Scatter' },
};

/** A symbol's name on the rules page and in win messages. */
export function symbolName(theme: SlotTheme, symbol: string, language: PlayLanguage): string {
  const high = /^H([1-4])$/.exec(symbol);
  if (high) {
    const [, , , vi, en] = theme.high[Number(high[1]) - 1]!;
    return language === 'en' ? en : vi;
  }
  return SPECIAL_NAMES[symbol]?.[language] ?? LOW_SYMBOLS[symbol]?.[0] ?? symbol;
}
