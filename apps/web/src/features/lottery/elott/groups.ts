import type { LotteryKind } from '@app/contracts';
import type { BetTypeRates } from '../slip';

/**
 * The slip's groups of bet types for the kinds other than vn, in the order players look for them. A group is what
 * the slip shows at once: its types share one picker (the big/small/odd/even of every position in one table, the
 * sums as a row of buttons). The types offered come from the game's state; a type this page does not group yet
 * still shows, in "other".
 */
export type ElottKind = Exclude<LotteryKind, 'vn'>;
export type GroupKey =
  | 'digit'
  | 'bigSmall'
  | 'sum'
  | 'dragonTiger'
  | 'straight'
  | 'spots'
  | 'car'
  | 'fourD'
  | 'other';

const SUMS = ['sum_big', 'sum_small', 'sum_odd', 'sum_even'];
const BIG_SMALL = ['big', 'small', 'odd', 'even'];

export const KIND_GROUPS: Record<ElottKind, readonly { key: GroupKey; types: readonly string[] }[]> = {
  digits: [
    { key: 'digit', types: ['digit'] },
    { key: 'bigSmall', types: BIG_SMALL },
    { key: 'sum', types: SUMS },
    { key: 'dragonTiger', types: ['dragon', 'tiger', 'tie'] },
    { key: 'straight', types: ['straight'] },
  ],
  keno: [
    { key: 'spots', types: ['spots'] },
    { key: 'sum', types: SUMS },
  ],
  pk10: [
    { key: 'car', types: ['car'] },
    { key: 'bigSmall', types: BIG_SMALL },
    { key: 'dragonTiger', types: ['dragon', 'tiger'] },
    { key: 'sum', types: [...SUMS, 'sum'] },
  ],
  four_d: [{ key: 'fourD', types: ['big', 'small'] }],
};

export type BetGroup = { key: GroupKey; types: BetTypeRates[] };

export function isElottKind(kind: LotteryKind): kind is ElottKind {
  return kind !== 'vn';
}

/** The kind's groups holding only the types the game offers, in the group's order; unknown types go to "other". */
export function offeredGroups(kind: ElottKind, betTypes: readonly BetTypeRates[]): BetGroup[] {
  const byType = new Map(betTypes.map((rates) => [rates.type, rates]));
  const placed = new Set<string>();
  const groups: BetGroup[] = [];
  for (const group of KIND_GROUPS[kind]) {
    const types = group.types.flatMap((type) => {
      const rates = byType.get(type);
      return rates ? [rates] : [];
    });
    for (const rates of types) placed.add(rates.type);
    if (types.length > 0) groups.push({ key: group.key, types });
  }
  const rest = betTypes.filter((rates) => !placed.has(rates.type));
  if (rest.length > 0) groups.push({ key: 'other', types: rest });
  return groups;
}

/** The playType names the game list links with (spec §2: /lottery?gameCode&playType), by group. */
const PLAY_TYPE_ALIASES: Record<string, GroupKey> = {
  SUM: 'sum',
  '4D': 'fourD',
  DIGIT: 'digit',
  POSITION: 'digit',
  BS: 'bigSmall',
  BIG_SMALL: 'bigSmall',
  BIGSMALL: 'bigSmall',
  DT: 'dragonTiger',
  LH: 'dragonTiger',
  DRAGON_TIGER: 'dragonTiger',
  STRAIGHT: 'straight',
  SPOTS: 'spots',
  KENO: 'spots',
  CAR: 'car',
  RACE: 'car',
};

/**
 * The group (and type) a playType names, among the offered groups: an alias (SUM, 4D…), a group key or a bet type
 * ("sum_big" → the sums, with sum_big chosen); null when it names none of them (the first group then).
 */
export function preselect(
  groups: readonly BetGroup[],
  playType: string | null,
): { group: GroupKey; type: string | null } | null {
  if (!playType) return null;
  const wanted = playType.trim();
  const alias = PLAY_TYPE_ALIASES[wanted.toUpperCase()];
  const byKey = groups.find(
    (group) => group.key === alias || group.key.toLowerCase() === wanted.toLowerCase(),
  );
  if (byKey) return { group: byKey.key, type: null };
  const lower = wanted.toLowerCase();
  const byType = groups.find((group) => group.types.some((rates) => rates.type === lower));
  return byType ? { group: byType.key, type: lower } : null;
}
