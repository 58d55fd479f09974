import {
  DEFAULT_VN_LOTTERY_CONFIGS,
  type KindPrizeMode,
  type KindSpec,
  kindEngine,
  type VnRegion,
  vnLotteryRtpTable,
} from '@app/games';

/**
 * Which lottery each catalogue title is (docs/games/lottery/draws.md, kinds.md), by its English name: a Vietnamese
 * region's result sheet drawn either officially (the real draw, its result entered by two operators) or fast (by
 * the fair RNG, every `everySeconds`), or another kind (5D, 3D, keno, racing, 4D), always fast. Betting closes
 * `closeBeforeSeconds` before the draw. `prizeMode` names the rate table the game pays from (spec §3.1).
 */
export type LotterySchedule =
  | { source: 'fast'; everySeconds: number; closeBeforeSeconds: number }
  | { source: 'official'; drawTime: string; closeBeforeSeconds: number };

export type LotteryTitle =
  | { kind: 'vn'; region: VnRegion; prizeMode: 'Lott'; schedule: LotterySchedule }
  | {
      kind: KindSpec['kind'];
      spec: KindSpec;
      prizeMode: KindPrizeMode;
      schedule: Extract<LotterySchedule, { source: 'fast' }>;
    };

const official = (drawTime: string): LotterySchedule => ({
  source: 'official',
  drawTime,
  closeBeforeSeconds: 15 * 60,
});
const fast = (everySeconds: number, closeBeforeSeconds: number) => ({
  source: 'fast' as const,
  everySeconds,
  closeBeforeSeconds,
});
const vn = (region: VnRegion, schedule: LotterySchedule): LotteryTitle => ({
  kind: 'vn',
  region,
  prizeMode: 'Lott',
  schedule,
});
const kind = (spec: KindSpec, prizeMode: KindPrizeMode, schedule: ReturnType<typeof fast>): LotteryTitle => ({
  kind: spec.kind,
  spec,
  prizeMode,
  schedule,
});
const D5: KindSpec = { kind: 'digits', digits: 5 };
const D3: KindSpec = { kind: 'digits', digits: 3 };
const KENO: KindSpec = { kind: 'keno' };
const RACE: KindSpec = { kind: 'pk10' };
const FOUR_D: KindSpec = { kind: 'four_d' };

/**
 * The official draws are at 16:15 (South), 17:15 (Central) and 18:15 (North), site time; betting closes at :00.
 * The South-East Asian titles are in-house 4D draws in the style of those countries' lotteries (docs/decisions.md).
 */
const TITLES: Readonly<Record<string, LotteryTitle>> = {
  'Northern Lottery': vn('north', official('18:15')),
  'Southern Lottery': vn('south', official('16:15')),
  'Central Lottery': vn('central', official('17:15')),
  'Super Speed Lo De 45s': vn('north', fast(45, 5)),
  'Northern Lo De': vn('north', fast(180, 15)),
  'Hanoi VIP Lottery': vn('north', fast(300, 30)),
  'Fast Lotto 1 Minute': kind(D5, 'Elott', fast(60, 5)),
  'Fast Lotto 3 Minutes': kind(D5, 'Elott', fast(180, 15)),
  'Fast Lotto 5 Minutes': kind(D5, 'Elott', fast(300, 30)),
  'Keno 1 Minute': kind(KENO, 'Elott', fast(60, 5)),
  'Keno 5 Minutes': kind(KENO, 'Elott', fast(300, 30)),
  'Speed Racing 10': kind(RACE, 'Elott', fast(60, 5)),
  'Fast 3D Lotto': kind(D3, 'Elott', fast(120, 10)),
  'Lucky Boat Race': kind(RACE, 'Elott', fast(180, 15)),
  'Lotus Lotto': kind(D3, 'Elott', fast(300, 30)),
  'Golden Dragon 1-Minute Lotto': kind(D5, 'ZY', fast(60, 5)),
  'Golden Dragon 5-Minute Lotto': kind(D5, 'ZY', fast(300, 30)),
  'Golden Dragon Keno': kind(KENO, 'ZY', fast(120, 10)),
  'Thai Lottery': kind(FOUR_D, 'SEA', fast(600, 60)),
  'Lao Lottery': kind(FOUR_D, 'SEA', fast(600, 60)),
  'Malaysia 4D': kind(FOUR_D, 'SEA', fast(900, 60)),
  'Singapore 4D': kind(FOUR_D, 'SEA', fast(900, 60)),
  'Cambodia Lottery': kind(FOUR_D, 'SEA', fast(300, 30)),
};

/** The lottery a title is, or undefined for a title no lottery engine draws. */
export function lotteryTitle(nameEn: string): LotteryTitle | undefined {
  return TITLES[nameEn];
}

/** The studio model of a title: its region (vn) or its engine (digits5, digits3, keno, pk10, four_d). */
export function lotteryModel(title: LotteryTitle): string {
  if (title.kind === 'vn') return title.region;
  return title.spec.kind === 'digits' ? `digits${title.spec.digits}` : title.spec.kind;
}

const MODEL_SPECS: Readonly<Record<string, KindSpec>> = {
  digits5: D5,
  digits3: D3,
  keno: KENO,
  pk10: RACE,
  four_d: FOUR_D,
};

/**
 * A model's bet types' exact returns (fractions), the catalogue stating the lowest as its headline (rtp.ts): a vn
 * region's every bet type (lô, đề, xiên, lô trượt…), another kind's bet types. Each type states its own on the slip.
 */
export function lotteryReturns(model: string): readonly { rtp: number }[] {
  const config = DEFAULT_VN_LOTTERY_CONFIGS[model as VnRegion];
  if (config) return vnLotteryRtpTable(config);
  const spec = MODEL_SPECS[model];
  return spec ? kindEngine(spec).betTypes : [];
}
