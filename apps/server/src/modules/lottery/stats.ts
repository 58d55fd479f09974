import type { LotteryNumbers } from '@app/contracts';
import { type VnResult, vnLoNumbers, vnSpecial } from '@app/games';
import type { DrawRow } from './views.ts';

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * Hot and cold numbers over drawn draws (newest first): how often each two-digit number came among the lô numbers
 * (every prize's last two digits), and how many draws ago it last came; plus each draw's đề number, oldest first.
 */
export function vnNumberStats(draws: readonly Pick<DrawRow, 'issue_no' | 'result'>[]): LotteryNumbers {
  const hits = new Map<string, number>();
  const absent = new Map<string, number>();
  draws.forEach((draw, age) => {
    for (const number of vnLoNumbers(draw.result as VnResult, 2)) {
      hits.set(number, (hits.get(number) ?? 0) + 1);
      if (!absent.has(number)) absent.set(number, age);
    }
  });
  return {
    draws: draws.length,
    numbers: TWO_DIGITS.map((number) => ({
      number,
      hits: hits.get(number) ?? 0,
      absent: absent.get(number) ?? draws.length,
    })),
    specials: [...draws].reverse().map((draw) => ({
      issueNo: draw.issue_no,
      number: vnSpecial(draw.result as VnResult).slice(-2),
    })),
  };
}
