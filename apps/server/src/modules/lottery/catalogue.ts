import type { LotteryGame } from '@app/contracts';
import { type LotteryTitle, lotteryTitle } from '../studio/index.ts';

export { type LotteryTitle, lotteryTitle };

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
    region: title.kind === 'vn' ? title.region : null,
    prizeMode: title.prizeMode,
    source: schedule.source,
    everySeconds: schedule.source === 'fast' ? schedule.everySeconds : null,
    drawTime: schedule.source === 'official' ? schedule.drawTime : null,
    closeBeforeSeconds: schedule.closeBeforeSeconds,
    minBet: String(minBet),
  };
}
