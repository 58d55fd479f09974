/**
 * The local feed's leagues and sides. Its matches are simulated, so every league says so in its name and no side
 * bears a real club's or player's name: a bettor must never take a simulated result for a real match's
 * (docs/decisions.md, "The local sports feed"). A side's strength is the model's input: for football and
 * basketball an attack and a defence factor around 1, for tennis a serve-hold probability, for e-sports a rating
 * whose differences give the per-map win probability.
 */

export type Sport = 'football' | 'basketball' | 'tennis' | 'moba' | 'shooter';

export type Side = { name: string; attack: number; defence: number };

export type LocalLeague = {
  code: string;
  sport: Sport;
  nameVi: string;
  nameEn: string;
  /** Matches a day, kicking off from `firstHour` (Vietnam time) every `everyMinutes`. */
  perDay: number;
  firstHour: number;
  everyMinutes: number;
  sides: readonly Side[];
};

const side = (name: string, attack: number, defence: number): Side => ({ name, attack, defence });

export const LOCAL_LEAGUES: readonly LocalLeague[] = [
  {
    code: 'SIM_VN',
    sport: 'football',
    nameVi: 'Giải Vô Địch Mô Phỏng Việt Nam',
    nameEn: 'Simulated Vietnam Championship',
    perDay: 8,
    firstHour: 10,
    everyMinutes: 90,
    sides: [
      side('Rồng Vàng Thăng Long', 1.25, 0.85),
      side('Hổ Đất Phương Nam', 1.15, 0.9),
      side('Sóng Biển Miền Trung', 1.05, 1.0),
      side('Đại Bàng Tây Nguyên', 0.95, 1.0),
      side('Sao Mai Cửu Long', 1.0, 1.1),
      side('Lạc Hồng United', 0.9, 0.95),
      side('Hoa Ban Tây Bắc', 0.85, 1.1),
      side('Trống Đồng Đông Sơn', 1.1, 1.05),
    ],
  },
  {
    code: 'SIM_PREMIER',
    sport: 'football',
    nameVi: 'Giải Ngoại Hạng Mô Phỏng',
    nameEn: 'Simulated Premier Division',
    perDay: 8,
    firstHour: 11,
    everyMinutes: 90,
    sides: [
      side('Northgate Rovers', 1.3, 0.8),
      side('Kingsbridge Albion', 1.2, 0.9),
      side('Harbour City', 1.1, 0.95),
      side('Redmoor United', 1.05, 1.0),
      side('Ashford Town', 0.95, 1.05),
      side('Castleton Wanderers', 0.9, 1.0),
      side('Millbrook Athletic', 0.85, 1.15),
      side('Stonehaven FC', 1.0, 1.1),
    ],
  },
  {
    code: 'SIM_IBERIA',
    sport: 'football',
    nameVi: 'Giải Iberia Mô Phỏng',
    nameEn: 'Simulated Iberian League',
    perDay: 6,
    firstHour: 12,
    everyMinutes: 120,
    sides: [
      side('Atlético Sierra', 1.2, 0.8),
      side('Deportivo Almena', 1.1, 0.95),
      side('Unión Riberas', 1.0, 1.0),
      side('CD Puerto Azul', 0.95, 1.05),
      side('Real Valdemar', 1.15, 0.9),
      side('Sporting Mirador', 0.9, 1.1),
    ],
  },
  {
    code: 'SIM_BASKET',
    sport: 'basketball',
    nameVi: 'Giải Bóng Rổ Mô Phỏng',
    nameEn: 'Simulated Basketball League',
    perDay: 6,
    firstHour: 13,
    everyMinutes: 120,
    sides: [
      side('Mekong Thunder', 1.05, 0.97),
      side('Red River Kings', 1.02, 1.0),
      side('Highland Hawks', 0.98, 1.02),
      side('Coastline Sharks', 1.0, 0.98),
      side('Capital Titans', 1.04, 1.03),
      side('Delta Lions', 0.96, 1.0),
    ],
  },
  {
    code: 'SIM_TENNIS',
    sport: 'tennis',
    nameVi: 'Giải Quần Vợt Mô Phỏng',
    nameEn: 'Simulated Tennis Tour',
    perDay: 6,
    firstHour: 9,
    everyMinutes: 120,
    // attack: the probability of holding serve; defence unused
    sides: [
      side('Minh Trần', 0.82, 1),
      side('Lukas Varga', 0.8, 1),
      side('Diego Salvat', 0.78, 1),
      side('Kenji Mori', 0.76, 1),
      side('Arthur Lenoir', 0.79, 1),
      side('Quang Lê', 0.74, 1),
    ],
  },
  {
    code: 'SIM_MOBA',
    sport: 'moba',
    nameVi: 'Giải MOBA Mô Phỏng',
    nameEn: 'Simulated MOBA Cup',
    perDay: 6,
    firstHour: 14,
    everyMinutes: 120,
    // attack: a rating; a map's win probability is 1 / (1 + 10^((b − a) / 400))
    sides: [
      side('Lotus Esports', 1650, 1),
      side('Phoenix Rising', 1600, 1),
      side('Neon Tigers', 1560, 1),
      side('Jade Dragons', 1540, 1),
      side('Storm Riders', 1500, 1),
      side('Iron Lotus', 1480, 1),
    ],
  },
  {
    code: 'SIM_SHOOTER',
    sport: 'shooter',
    nameVi: 'Giải Bắn Súng Chiến Thuật Mô Phỏng',
    nameEn: 'Simulated Tactical Shooter Series',
    perDay: 6,
    firstHour: 15,
    everyMinutes: 120,
    sides: [
      side('Crimson Vipers', 1640, 1),
      side('Azure Wolves', 1610, 1),
      side('Golden Owls', 1570, 1),
      side('Silent Falcons', 1530, 1),
      side('Emerald Foxes', 1510, 1),
      side('Obsidian Bears', 1470, 1),
    ],
  },
];
