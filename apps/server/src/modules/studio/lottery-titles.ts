import { DEFAULT_VN_LOTTERY_CONFIGS, type VnRegion, vnExactRtp } from '@app/games';

/**
 * Which lottery each catalogue title is (docs/games/lottery/draws.md), by its English name: a region's result sheet
 * drawn either officially (the real draw, its result entered by two operators) or fast (by the fair RNG, every
 * `everySeconds`). Betting closes `closeBeforeSeconds` before the draw.
 */
export type LotterySchedule =
  | { source: 'fast'; everySeconds: number; closeBeforeSeconds: number }
  | { source: 'official'; drawTime: string; closeBeforeSeconds: number };

export type LotteryTitle = { kind: 'vn'; region: VnRegion; schedule: LotterySchedule };

const official = (drawTime: string): LotterySchedule => ({
  source: 'official',
  drawTime,
  closeBeforeSeconds: 15 * 60,
});
const fast = (everySeconds: number, closeBeforeSeconds: number): LotterySchedule => ({
  source: 'fast',
  everySeconds,
  closeBeforeSeconds,
});

/** The official draws are at 16:15 (South), 17:15 (Central) and 18:15 (North), site time; betting closes at :00. */
const TITLES: Readonly<Record<string, LotteryTitle>> = {
  'Northern Lottery': { kind: 'vn', region: 'north', schedule: official('18:15') },
  'Southern Lottery': { kind: 'vn', region: 'south', schedule: official('16:15') },
  'Central Lottery': { kind: 'vn', region: 'central', schedule: official('17:15') },
  'Super Speed Lo De 45s': { kind: 'vn', region: 'north', schedule: fast(45, 5) },
  'Northern Lo De': { kind: 'vn', region: 'north', schedule: fast(180, 15) },
  'Hanoi VIP Lottery': { kind: 'vn', region: 'north', schedule: fast(300, 30) },
};

/** The lottery a title is, or undefined for a title no lottery engine draws yet. */
export function lotteryTitle(nameEn: string): LotteryTitle | undefined {
  return TITLES[nameEn];
}

/** A region's headline return to player: lô 2 số on a fast draw, in percent with two decimals. */
export function lotteryRtpPercent(region: string): number {
  const config = DEFAULT_VN_LOTTERY_CONFIGS[region as VnRegion];
  return config ? Math.round(vnExactRtp(config, 'lo_2_digits') * 10_000) / 100 : 0;
}
