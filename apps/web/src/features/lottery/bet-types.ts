import type { Language, LotteryNumbers } from '@app/contracts';
import { VN_BET_TYPE_INFO, type VnBetType } from '@app/games';
import { isBetType } from './slip';

/** The slip's groups of bet types, in the order players look for them. */
export const BET_GROUPS = [
  { key: 'lo', types: ['lo_2_digits', 'lo_3_digits'] },
  { key: 'de', types: ['de_special_last_2', 'de_special_first_2', 'de_first_prize_last_2'] },
  { key: 'dauDuoi', types: ['dau_special_tens', 'duoi_special_units'] },
  { key: 'baCang', types: ['ba_cang_special_last_3'] },
  { key: 'xien', types: ['xien_2', 'xien_3', 'xien_4'] },
  {
    key: 'truot',
    types: [
      'lo_truot_4',
      'lo_truot_5',
      'lo_truot_6',
      'lo_truot_7',
      'lo_truot_8',
      'lo_truot_9',
      'lo_truot_10',
    ],
  },
] as const satisfies readonly { key: string; types: readonly VnBetType[] }[];

export type BetGroupKey = (typeof BET_GROUPS)[number]['key'];

/** The groups with only the types the game offers (every type while its rates are not known yet). */
export function offeredGroups(offered: ReadonlySet<string> | null) {
  return BET_GROUPS.map((group) => ({
    key: group.key,
    types: group.types.filter((type) => offered === null || offered.has(type)) as VnBetType[],
  })).filter((group) => group.types.length > 0);
}

/** A bet type's name in the language (the code itself for a type the engine does not know). */
export function betTypeName(type: string, language: Language): string {
  return isBetType(type) ? VN_BET_TYPE_INFO[type][language].name : type;
}

/** The hottest numbers (most hits, then the most recent) and the coldest (longest absent, then fewest hits). */
export function hotAndCold(numbers: LotteryNumbers['numbers'], size = 10) {
  const hot = [...numbers]
    .sort((a, b) => b.hits - a.hits || a.absent - b.absent || a.number.localeCompare(b.number))
    .slice(0, size);
  const cold = [...numbers]
    .sort((a, b) => b.absent - a.absent || a.hits - b.hits || a.number.localeCompare(b.number))
    .slice(0, size);
  return { hot, cold };
}
