import type { LotteryGame } from '@app/contracts';
import { DEFAULT_VN_LOTTERY_CONFIGS, type VnLotteryConfig } from '@app/games';
import { type LotteryTitle, lotteryTitle } from '../studio/index.ts';

export { type LotteryTitle, lotteryTitle };

/** The operator's rates and limits of a title's region (seeded values; docs/games/lottery/vn.md). */
export function lotteryConfig(title: LotteryTitle): VnLotteryConfig {
  return DEFAULT_VN_LOTTERY_CONFIGS[title.region];
}

export function lotteryGameView(
  code: string,
  name: string,
  title: LotteryTitle,
  minBet: bigint,
): LotteryGame {
  const { schedule } = title;
  return {
    code,
    name,
    kind: title.kind,
    region: title.region,
    source: schedule.source,
    everySeconds: schedule.source === 'fast' ? schedule.everySeconds : null,
    drawTime: schedule.source === 'official' ? schedule.drawTime : null,
    closeBeforeSeconds: schedule.closeBeforeSeconds,
    minBet: String(minBet),
  };
}
