import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { normaliseSearchText } from '../../modules/games/index.ts';
import type { GamesTable, VendorCategory, VendorsTable } from '../../modules/games/tables.ts';
import { pvpTitle, tableTitle } from '../../modules/studio/catalogue.ts';
import { lotteryTitle } from '../../modules/studio/lottery-titles.ts';
import type { Database } from '../schema.ts';

/**
 * The demo catalogue: invented vendors and ~340 games with bilingual names, generated deterministically
 * (a seeded PRNG over word lists), so every fresh database holds the same games under the same codes.
 */

type Name = readonly [vi: string, en: string];
type VendorSeed = Insertable<VendorsTable> & { category: VendorCategory };

type VendorFlag = 'hot' | 'popup' | 'retired';

function vendor(
  vassalage: string,
  name: string,
  category: VendorCategory,
  accountType: string,
  flag?: VendorFlag,
): VendorSeed {
  return {
    vassalage,
    name,
    category,
    account_type_name: accountType,
    is_hot: flag === 'hot',
    is_game: flag === 'popup' ? 'VASSALAGE' : null,
    active: flag !== 'retired',
    // the in-house studio plays the RNG and fish lanes, deals the live tables and the PVP card rooms; the other
    // lanes get their providers with their issues
    provider: ['RNG', 'LIVE', 'PVP', 'FISH', 'LOTT', 'ELOTT'].includes(category) ? 'studio' : null,
  };
}

/**
 * Launch routing reads the account type (spec §2.1): TCG_LOTTO_VN → /vnlottery, TCG_SEA → /seaLottery, LOTT and ELOTT
 * → /lottery. The studio draws every lottery (docs/games/lottery/kinds.md).
 */
const VENDORS: VendorSeed[] = [
  vendor('LOTUS_ELOTT', 'Lotus E-Lotto', 'ELOTT', 'ELOTT', 'hot'),
  vendor('VN_LOTTO', 'Hà Thành Lotto', 'LOTT', 'TCG_LOTTO_VN', 'hot'),
  vendor('SEA_LOTTO', 'Đông Nam Á Lotto', 'LOTT', 'TCG_SEA'),
  vendor('KIM_LONG_LOTT', 'Kim Long Lotto', 'LOTT', 'LOTT'),
  vendor('SAIGON_LIVE', 'Saigon Live', 'LIVE', 'SAIGON_LIVE', 'hot'),
  vendor('HALONG_LIVE', 'Hạ Long Live Casino', 'LIVE', 'HALONG_LIVE', 'popup'),
  // SABA_SPORTS is the merchant's pulled-out sports vendor; ESPORTS_ARENA is on its esports list.
  vendor('SABA_SPORTS', 'Sao Băng Sports', 'SPORTS', 'SABA_SPORTS', 'hot'),
  vendor('MEKONG_SPORTS', 'Mekong Sports', 'SPORTS', 'MEKONG_SPORTS'),
  vendor('ESPORTS_ARENA', 'Nebula Esports Arena', 'SPORTS', 'ESPORTS_ARENA'),
  vendor('DRAGON_FISH', 'Dragon Fish', 'FISH', 'DRAGON_FISH', 'hot'),
  vendor('PEARL_FISH', 'Pearl Bay Fishing', 'FISH', 'PEARL_FISH'),
  vendor('LOTUS_GAMING', 'Lotus Gaming', 'RNG', 'LOTUS_GAMING', 'hot'),
  vendor('JADE_SLOTS', 'Jade Slots', 'RNG', 'JADE_SLOTS'),
  vendor('PHOENIX_PLAY', 'Phoenix Play', 'RNG', 'PHOENIX_PLAY', 'hot'),
  vendor('BAMBOO_STUDIO', 'Bamboo Studio', 'RNG', 'BAMBOO_STUDIO'),
  vendor('HANOI_CARDS', 'Hà Nội Cards', 'PVP', 'HANOI_CARDS', 'hot'),
  // A vendor the merchant no longer offers: its games stay in the database but are never listed.
  vendor('RETRO_REELS', 'Retro Reels', 'RNG', 'RETRO_REELS', 'retired'),
];

const FIXED_GAMES: Record<string, readonly Name[]> = {
  LOTUS_ELOTT: [
    ['Xổ Số Nhanh 1 Phút', 'Fast Lotto 1 Minute'],
    ['Xổ Số Nhanh 3 Phút', 'Fast Lotto 3 Minutes'],
    ['Xổ Số Nhanh 5 Phút', 'Fast Lotto 5 Minutes'],
    ['Keno 1 Phút', 'Keno 1 Minute'],
    ['Keno 5 Phút', 'Keno 5 Minutes'],
    ['Đua Xe Tốc Độ 10', 'Speed Racing 10'],
    ['Xổ Số 3D Nhanh', 'Fast 3D Lotto'],
    ['Tài Xỉu 1 Phút', 'Sic Bo 1 Minute'],
    ['Đua Thuyền May Mắn', 'Lucky Boat Race'],
    ['Xổ Số Hoa Sen', 'Lotus Lotto'],
  ],
  VN_LOTTO: [
    ['Xổ Số Miền Bắc', 'Northern Lottery'],
    ['Xổ Số Miền Nam', 'Southern Lottery'],
    ['Xổ Số Miền Trung', 'Central Lottery'],
    ['Xổ Số Hà Nội VIP', 'Hanoi VIP Lottery'],
    ['Lô Đề Siêu Tốc 45 Giây', 'Super Speed Lo De 45s'],
    ['Lô Đề Miền Bắc', 'Northern Lo De'],
  ],
  SEA_LOTTO: [
    ['Xổ Số Thái Lan', 'Thai Lottery'],
    ['Xổ Số Lào', 'Lao Lottery'],
    ['Xổ Số Malaysia 4D', 'Malaysia 4D'],
    ['Xổ Số Singapore 4D', 'Singapore 4D'],
    ['Xổ Số Campuchia', 'Cambodia Lottery'],
  ],
  KIM_LONG_LOTT: [
    ['Kim Long 1 Phút', 'Golden Dragon 1-Minute Lotto'],
    ['Kim Long 5 Phút', 'Golden Dragon 5-Minute Lotto'],
    ['Keno Kim Long', 'Golden Dragon Keno'],
  ],
  SABA_SPORTS: [
    ['Thể Thao Sao Băng', 'Sao Bang Sportsbook'],
    ['Bóng Đá Ảo', 'Virtual Football'],
    ['Đua Ngựa Ảo', 'Virtual Horse Racing'],
  ],
  MEKONG_SPORTS: [
    ['Thể Thao Mekong', 'Mekong Sportsbook'],
    ['Bóng Đá Trực Tiếp', 'Live Football'],
    ['Bóng Rổ Ảo', 'Virtual Basketball'],
  ],
  ESPORTS_ARENA: [
    ['Sảnh Thể Thao Điện Tử', 'Esports Lobby'],
    ['Đấu Trường MOBA', 'MOBA Arena'],
    ['Bắn Súng Chiến Thuật', 'Tactical Shooter'],
    ['Giải Đua Xe Ảo', 'Virtual Racing League'],
  ],
  DRAGON_FISH: [
    ['Bắn Cá Rồng', 'Dragon Fishing'],
    ['Vua Bắn Cá', 'Fishing King'],
    ['Săn Cá Vàng', 'Golden Fish Hunt'],
    ['Bắn Cá Đại Dương', 'Ocean Fishing'],
    ['Cá Mập Hung Dữ', 'Fierce Shark'],
    ['Cá Chép Hóa Rồng', 'Koi to Dragon'],
    ['Săn Rồng Biển', 'Sea Dragon Hunt'],
    ['Bắn Cá Hải Tặc', 'Pirate Fishing'],
    ['Bắn Cá Siêu Tốc', 'Turbo Fishing'],
    ['Cá Voi Vàng', 'Golden Whale'],
    ['Ngư Dân May Mắn', 'Lucky Fisherman'],
  ],
  PEARL_FISH: [
    ['Thủy Cung Kho Báu', 'Aquarium Treasure'],
    ['Bắn Cá Tiên Cá', 'Mermaid Fishing'],
    ['Săn Rùa Thần', 'Sacred Turtle Hunt'],
    ['Bạch Tuộc Khổng Lồ', 'Giant Octopus'],
    ['Bắn Cá 3D', 'Fishing 3D'],
    ['Câu Cá Thần Tài', 'Fortune Fishing'],
    ['Đảo Kho Báu', 'Treasure Island Fishing'],
    ['Bắn Cá Hoàng Gia', 'Royal Fishing'],
    ['Biển Sâu Huyền Bí', 'Mystic Deep Sea'],
  ],
  HANOI_CARDS: [
    ['Tiến Lên Miền Nam', 'Tien Len South'],
    ['Tiến Lên Đếm Lá', 'Tien Len Card Count'],
    ['Phỏm', 'Phom'],
    ['Mậu Binh', 'Mau Binh'],
    ['Sâm Lốc', 'Sam Loc'],
    ['Xì Tố', 'Xi To Poker'],
    ['Liêng', 'Lieng'],
    ['Ba Cây', 'Three Cards'],
    ['Bài Cào', 'Bai Cao'],
    ['Niu Niu', 'Niu Niu'],
    ['Xóc Đĩa', 'Xoc Dia'],
    ['Bầu Cua Tôm Cá', 'Gourd Crab Fish'],
    ['Poker Texas', "Texas Hold'em"],
    ['Cờ Tướng', 'Chinese Chess'],
    ['Cờ Úp', 'Blind Chess'],
    ['Mạt Chược', 'Mahjong'],
  ],
};

/** Arcade and mini games dealt among the slot vendors before their generated slots. */
const RNG_SPECIALS: readonly Name[] = [
  ['Bầu Cua Tôm Cá Mini', 'Mini Gourd Crab Fish'],
  ['Xóc Đĩa Mini', 'Mini Xoc Dia'],
  ['Tên Lửa Crash', 'Rocket Crash'],
  ['Phi Công Liều Lĩnh', 'Daring Pilot Crash'],
  ['Tài Xỉu Mini', 'Mini Sic Bo'],
  ['Dò Mìn Kho Báu', 'Treasure Mines'],
  ['Plinko Hoa Sen', 'Lotus Plinko'],
  ['Vòng Quay May Mắn', 'Lucky Wheel'],
  ['Cao Thấp', 'Hi-Lo'],
  ['Kéo Búa Bao', 'Rock Paper Scissors'],
  ['Rồng Vàng Phát Lộc', 'Golden Dragon Fortune'],
];

// Slot names: noun + adjective (+ ending) in Vietnamese order, adjective + noun (+ ending) in English.
// biome-ignore format: a word table reads better packed
const NOUNS: readonly Name[] = [
  ['Rồng', 'Dragon'], ['Phượng Hoàng', 'Phoenix'], ['Hổ', 'Tiger'], ['Kỳ Lân', 'Qilin'],
  ['Cá Chép', 'Koi'], ['Hoa Sen', 'Lotus'], ['Thần Tài', 'Fortune God'], ['Sư Tử', 'Lion'],
  ['Voi', 'Elephant'], ['Trăng', 'Moon'], ['Ngôi Sao', 'Star'], ['Kim Cương', 'Diamond'],
  ['Vương Miện', 'Crown'], ['Đền Cổ', 'Temple'], ['Hải Tặc', 'Pirate'], ['Nữ Hoàng', 'Queen'],
  ['Thủy Thần', 'Sea God'], ['Ninja', 'Ninja'],
];
// biome-ignore format: a word table reads better packed
const ADJECTIVES: readonly Name[] = [
  ['Vàng', 'Golden'], ['Bạc', 'Silver'], ['Đỏ', 'Red'], ['Huyền Bí', 'Mystic'], ['Hoàng Gia', 'Royal'],
  ['Lửa', 'Fire'], ['Băng', 'Ice'], ['Thần Thánh', 'Divine'], ['May Mắn', 'Lucky'], ['Ngọc Bích', 'Jade'],
  ['Bóng Đêm', 'Shadow'], ['Sấm Sét', 'Thunder'],
];
// biome-ignore format: a word table reads better packed
const ENDINGS: readonly Name[] = [
  ['', ''], ['Phát Lộc', 'Fortune'], ['Kho Báu', 'Treasure'], ['Thịnh Vượng', 'Prosperity'],
  ['Đại Cát', 'Great Luck'], ['Bùng Nổ', 'Blast'], ['Jackpot', 'Jackpot'], ['Huyền Thoại', 'Legend'],
  ['Săn Thưởng', 'Bonus Hunt'], ['Giàu Sang', 'Riches'], ['Siêu Hũ', 'Mega Pot'],
  ['Đón Tết', 'Lunar New Year'],
];
const SLOTS_PER_VENDOR: Record<string, number> = {
  LOTUS_GAMING: 50,
  JADE_SLOTS: 45,
  PHOENIX_PLAY: 45,
  BAMBOO_STUDIO: 40,
  RETRO_REELS: 6,
};

// Live tables: game class × variant × table number.
// biome-ignore format: a word table reads better packed
const LIVE_CLASSES: readonly Name[] = [
  ['Baccarat', 'Baccarat'], ['Baccarat', 'Baccarat'], ['Baccarat', 'Baccarat'], ['Tài Xỉu', 'Sic Bo'],
  ['Cò Quay', 'Roulette'], ['Rồng Hổ', 'Dragon Tiger'], ['Xì Dách', 'Blackjack'], ['Fan Tan', 'Fan Tan'],
  ['Ngưu Ngưu', 'Niu Niu'], ['Xóc Đĩa', 'Xoc Dia'], ['Bầu Cua', 'Gourd Crab'],
  ["Texas Hold'em", "Texas Hold'em"], ['Mạt Chược 28', 'Mahjong 28'], ['Bài Ba Lá', 'Three Card Poker'],
];
// biome-ignore format: a word table reads better packed
const LIVE_VARIANTS: readonly Name[] = [
  ['', ''], ['Tốc Độ', 'Speed'], ['VIP', 'VIP'], ['Siêu Cấp', 'Super'],
];
const LIVE_TABLES_PER_VENDOR = 32;

const MIN_BETS: Record<VendorCategory, readonly number[]> = {
  // Minor units (1/100 VND): 1,000 đ = 100000.
  ELOTT: [100_000],
  LOTT: [100_000, 500_000],
  LIVE: [1_000_000, 2_000_000, 5_000_000],
  SPORTS: [1_000_000],
  FISH: [50_000, 100_000],
  RNG: [100_000, 200_000, 500_000],
  PVP: [500_000, 1_000_000, 2_000_000],
};
const PLAY_TYPES: Partial<Record<string, string>> = {
  VN_LOTTO: 'LO',
  SEA_LOTTO: '4D',
  KIM_LONG_LOTT: 'LO',
  LOTUS_ELOTT: 'SUM',
};

/** mulberry32: a small, well-mixed 32-bit PRNG for reproducible demo data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}

/** Distinct names from `make`, drawn until `count` are found (names taken by other vendors are skipped). */
function distinct(count: number, taken: Set<string>, make: () => Name): Name[] {
  const names: Name[] = [];
  while (names.length < count) {
    const name = make();
    if (taken.has(name[1])) continue;
    taken.add(name[1]);
    names.push(name);
  }
  return names;
}

function vendorGameNames(
  vendor: VendorSeed,
  vendorIndex: number,
  random: () => number,
  taken: Set<string>,
): Name[] {
  const fixed = FIXED_GAMES[vendor.vassalage];
  if (fixed) return [...fixed];
  if (vendor.category === 'LIVE') {
    return distinct(LIVE_TABLES_PER_VENDOR, taken, () => {
      const [classVi, classEn] = pick(LIVE_CLASSES, random);
      const [variantVi, variantEn] = pick(LIVE_VARIANTS, random);
      const table = 1 + Math.floor(random() * 9);
      return [join(classVi, variantVi, `Bàn ${table}`), join(variantEn, classEn, `Table ${table}`)];
    });
  }
  const specials = vendor.active === false ? [] : RNG_SPECIALS.filter((_, i) => i % 4 === vendorIndex % 4);
  const slots = distinct(SLOTS_PER_VENDOR[vendor.vassalage] ?? 0, taken, () => {
    const [nounVi, nounEn] = pick(NOUNS, random);
    const [adjVi, adjEn] = pick(ADJECTIVES, random);
    const [endVi, endEn] = pick(ENDINGS, random);
    return [join(nounVi, adjVi, endVi), join(adjEn, nounEn, endEn)];
  });
  return [...specials, ...slots];
}

const HOT_SHARE: Record<VendorCategory, number> = {
  ELOTT: 0.3,
  LOTT: 0.3,
  LIVE: 0.2,
  SPORTS: 0.3,
  FISH: 0.3,
  RNG: 0.22,
  PVP: 0.3,
};
const DAY_MS = 86_400_000;

/**
 * The demo catalogue, released up to `now`: each vendor's games came out one after another in its list order, its
 * last game newest, the vendors taking turns a day apart in their own order, so no two games share a release day
 * and the newest games come from every vendor (migration 0023 gave games seeded before it the same dates).
 */
export function demoGames(now: number = Date.now()): Insertable<GamesTable>[] {
  const random = prng(20251122);
  const taken = new Set(RNG_SPECIALS.map(([, en]) => en));
  return VENDORS.flatMap((vendor, vendorIndex) => {
    const names = vendorGameNames(vendor, vendorIndex, random, taken);
    return names.map(([vi, en], i) => {
      const isHot = i === 0 || random() < HOT_SHARE[vendor.category];
      const age = names.length - 1 - i;
      return {
        code: `${vendor.vassalage}_${String(i + 1).padStart(3, '0')}`,
        vassalage: vendor.vassalage,
        category: vendor.category,
        name_vi: vi,
        name_en: en,
        search_text: normaliseSearchText(`${vi} ${en}`),
        node_id: String((vendorIndex + 1) * 1000 + i + 1),
        default_play_type: PLAY_TYPES[vendor.vassalage] ?? null,
        is_hot: isHot,
        min_bet: BigInt(pick(MIN_BETS[vendor.category], random)),
        support_play: vendor.category === 'RNG' || vendor.category === 'FISH' || vendor.category === 'ELOTT',
        popularity: Math.floor(random() * 9000) + (isHot ? 1000 : 0),
        sort: (i + 1) * 10,
        released_at: new Date(now - (age * VENDORS.length + vendorIndex) * DAY_MS),
        // a live table the studio does not deal yet is not listed (docs/games/tables.md)
        ...(vendor.category === 'LIVE' && !tableTitle(en) ? { active: false } : {}),
        // a lottery title no lottery engine draws is not listed (docs/games/lottery/kinds.md)
        ...((vendor.category === 'LOTT' || vendor.category === 'ELOTT') && !lotteryTitle(en)
          ? { active: false }
          : {}),
        // a PVP card game the studio has no engine for is not listed (docs/games/pvp.md)
        ...(vendor.category === 'PVP' && !pvpTitle(en) ? { active: false } : {}),
      };
    });
  });
}

/** Seeds the demo vendors and games (big_wins stays empty: real rows come from settled rounds). */
export async function seedGames(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  await db
    .insertInto('vendors')
    .values(VENDORS.map((vendor, i) => ({ ...vendor, sort: (i + 1) * 10 })))
    .execute();
  const games = demoGames(Date.now());
  // One game sits in a maintenance window, so the site can show its notice.
  const inMaintenance = games.find((g) => g.code === 'JADE_SLOTS_004');
  if (inMaintenance) inMaintenance.maintenance_until = new Date(Date.now() + 90 * DAY_MS);
  for (let i = 0; i < games.length; i += 500) {
    await db
      .insertInto('games')
      .values(games.slice(i, i + 500))
      .execute();
  }
  // Fresh statistics, so the first list queries are planned for the real row counts.
  await sql`ANALYZE vendors, games`.execute(db);
}
