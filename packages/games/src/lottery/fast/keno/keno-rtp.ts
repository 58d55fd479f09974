import { type BetRtp, betRtp } from '../../../instant/shared/rtp.ts';
import { choose, exactRtpOf, type OutcomeClass, PUSH_X100 } from '../shared.ts';
import {
  KENO_DRAWN,
  KENO_MAX_SPOTS,
  KENO_MIDDLE_SUM,
  KENO_NUMBERS,
  type KenoConfig,
  type KenoSumBetType,
} from './keno-config.ts';

/** Of the C(80, 20) draws, how many catch `hits` of `spots` picks: C(20, hits) × C(60, spots − hits). */
export function kenoHitWays(spots: number, hits: number): bigint {
  return choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, spots - hits);
}

/** Exact RTP of a `spots`-number bet: the hypergeometric Σ C(20,h) C(60,s−h) × paytable[s−1][h] ÷ C(80,s). */
export function kenoSpotsRtp(config: KenoConfig, spots: number): number {
  const row = config.paytable[spots - 1] ?? [];
  const classes: OutcomeClass[] = [];
  for (let hits = 0; hits <= spots; hits++) {
    classes.push({ ways: kenoHitWays(spots, hits), multiplierX100: row[hits] ?? 0 });
  }
  return exactRtpOf(classes, choose(KENO_NUMBERS, spots));
}

let sumWays: bigint[] | undefined;

/** How many of the C(80, 20) draws have each sum 0..1620 (subset-sum counts by dynamic programming). */
export function kenoSumWays(): readonly bigint[] {
  if (sumWays) return sumWays;
  const maxSum = KENO_DRAWN * KENO_NUMBERS;
  // ways[k][s]: k-subsets of the numbers seen so far with sum s.
  const ways = Array.from({ length: KENO_DRAWN + 1 }, () => new Array<bigint>(maxSum + 1).fill(0n));
  (ways[0] as bigint[])[0] = 1n;
  let reach = 0;
  for (let n = 1; n <= KENO_NUMBERS; n++) {
    reach += n;
    for (let k = Math.min(KENO_DRAWN, n); k >= 1; k--) {
      const row = ways[k] as bigint[];
      const previous = ways[k - 1] as bigint[];
      for (let s = Math.min(reach, maxSum); s >= n; s--) {
        const add = previous[s - n] as bigint;
        if (add !== 0n) row[s] = (row[s] as bigint) + add;
      }
    }
  }
  sumWays = ways[KENO_DRAWN] as bigint[];
  return sumWays;
}

/** Exact RTP of a sum bet from the sum distribution (big and small get the stake back on 810). */
export function kenoSumRtp(config: KenoConfig, type: KenoSumBetType): number {
  const paid = config.payouts[type];
  let win = 0n;
  let push = 0n;
  kenoSumWays().forEach((count, sum) => {
    if (sum === KENO_MIDDLE_SUM && (type === 'sum_big' || type === 'sum_small')) push += count;
    else if (
      type === 'sum_big'
        ? sum > KENO_MIDDLE_SUM
        : type === 'sum_small'
          ? sum < KENO_MIDDLE_SUM
          : sum % 2 === (type === 'sum_odd' ? 1 : 0)
    )
      win += count;
  });
  return exactRtpOf(
    [
      { ways: win, multiplierX100: paid },
      { ways: push, multiplierX100: PUSH_X100 },
    ],
    choose(KENO_NUMBERS, KENO_DRAWN),
  );
}

/** Rows spots_1 … spots_10, then the four sum bets. */
export function kenoRtpTable(config: KenoConfig): BetRtp[] {
  const rows: BetRtp[] = [];
  for (let spots = 1; spots <= KENO_MAX_SPOTS; spots++) {
    rows.push(betRtp(`spots_${spots}`, kenoSpotsRtp(config, spots)));
  }
  for (const type of ['sum_big', 'sum_small', 'sum_odd', 'sum_even'] as const) {
    rows.push(betRtp(type, kenoSumRtp(config, type)));
  }
  return rows;
}
