import { type BetRtp, betRtp, ratioToNumber } from '../../instant/shared/rtp.ts';
import {
  NIU_NIU_BET_TYPES,
  NIU_NIU_HAND_CLASSES,
  type NiuNiuBetType,
  type NiuNiuConfig,
} from './niu-niu-config.ts';
import { niuNiuClassIndex, niuNiuDoubleHold, niuNiuMultiplierX100 } from './niu-niu-round.ts';

/**
 * For the bull only a card's value matters, and for five face cards whether it is a J, Q or K: eleven kinds
 * (ace … nine, ten, face) with 4, …, 4, 4 and 12 cards in the deck, of values 1 … 9, 10 and 10.
 */
const KIND_COUNTS = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 12];
const KIND_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10];
const FACE_KIND = 10;
const CLASSES = NIU_NIU_HAND_CLASSES.length;

/** C(n, k) for n ≤ 12. */
const BINOMIAL: number[][] = Array.from({ length: 13 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let value = 1;
    for (let i = 0; i < k; i++) value = (value * (n - i)) / (i + 1);
    return k > n ? 0 : value;
  }),
);

interface KindHand {
  /** How many cards of each kind (summing to 5). */
  counts: number[];
  /** The kinds it holds (at most five), for the inner loop. */
  kinds: number[];
  classIndex: number;
}

let pairCountsMemo: number[][] | undefined;

/**
 * pairs[a][b] = how many ordered pairs (position hand, banker hand) of disjoint five-card hands from one deck
 * have classes a and b (indices into NIU_NIU_HAND_CLASSES). Exact: each of the 2,993 five-card kind
 * multisets is weighted by its number of card hands, Π C(count, taken), the second hand drawn from what the
 * first left; the sum over the 12 × 12 table is C(52, 5) × C(47, 5) = 3,986,646,103,440 (every integer stays
 * below 2^53, so the float arithmetic is exact). Computed once (~9 million multiset pairs, well under a second).
 */
export function niuNiuClassPairCounts(): number[][] {
  if (pairCountsMemo) return pairCountsMemo;
  const hands = kindHands();
  const pairs = Array.from({ length: CLASSES }, () => new Array<number>(CLASSES).fill(0));
  const left = [...KIND_COUNTS];
  for (const first of hands) {
    let firstWays = 1;
    for (const kind of first.kinds) {
      firstWays *= (BINOMIAL[KIND_COUNTS[kind] as number] as number[])[
        first.counts[kind] as number
      ] as number;
      left[kind] = (KIND_COUNTS[kind] as number) - (first.counts[kind] as number);
    }
    const byClass = new Array<number>(CLASSES).fill(0);
    for (const second of hands) {
      let ways = 1;
      for (const kind of second.kinds) {
        ways *= (BINOMIAL[left[kind] as number] as number[])[second.counts[kind] as number] as number;
      }
      byClass[second.classIndex] = (byClass[second.classIndex] as number) + ways;
    }
    const row = pairs[first.classIndex] as number[];
    for (let b = 0; b < CLASSES; b++) row[b] = (row[b] as number) + firstWays * (byClass[b] as number);
    for (const kind of first.kinds) left[kind] = KIND_COUNTS[kind] as number;
  }
  for (const row of pairs)
    for (const count of row) if (!Number.isSafeInteger(count)) throw new Error('overflow');
  pairCountsMemo = pairs;
  return pairs;
}

/**
 * Exact RTP of a bet (the same on every position), per unit staked: Σ over class pairs of count × return.
 * A position beats the banker when its class is higher; in the same class each side wins exactly half of the
 * ordered pairs (swapping the two hands is a bijection between the two halves: the high cards always differ).
 * So E[return × 100] = Σ_{a>b} n(a,b) win(a) + Σ_{a<b} n(a,b) loss(b) + Σ_a n(a,a)/2 (win(a) + loss(a)),
 * win(a) / loss(b) being the returns when the winning hand is of class a / b; one final division.
 */
export function niuNiuExactRtp(config: NiuNiuConfig, type: NiuNiuBetType): number {
  const { returned, staked } = exactReturn(config, type);
  return ratioToNumber(returned, staked);
}

/** Σ count × return (hundredths) over the ordered class pairs, and the stake they are per (count × 100). */
function exactReturn(config: NiuNiuConfig, type: NiuNiuBetType): { returned: bigint; staked: bigint } {
  const pairs = niuNiuClassPairCounts();
  const win = NIU_NIU_HAND_CLASSES.map((handClass) =>
    BigInt(niuNiuMultiplierX100(config, type, true, handClass)),
  );
  const loss = NIU_NIU_HAND_CLASSES.map((handClass) =>
    BigInt(niuNiuMultiplierX100(config, type, false, handClass)),
  );
  let returned = 0n;
  let total = 0n;
  for (let a = 0; a < CLASSES; a++) {
    for (let b = 0; b < CLASSES; b++) {
      const count = BigInt((pairs[a] as number[])[b] as number);
      total += count;
      if (a > b) returned += count * (win[a] as bigint);
      else if (a < b) returned += count * (loss[b] as bigint);
      else returned += (count / 2n) * ((win[a] as bigint) + (loss[a] as bigint));
    }
  }
  return { returned, staked: total * 100n };
}

/**
 * The return of a bet per unit of the bet the player places, as the table states it. equal: its stake. double: the
 * stake debited is the hold, `hold` × the bet, and all of it but the loss comes back, so per bet placed the return is
 * 1 − hold × (1 − niuNiuExactRtp): 99.1945 % of the 5× hold is 95.9725 % of the bet (a 4.0275 % house edge).
 */
export function niuNiuBetRtp(config: NiuNiuConfig, type: NiuNiuBetType): number {
  const { returned, staked } = exactReturn(config, type);
  if (type === 'equal') return ratioToNumber(returned, staked);
  const hold = BigInt(niuNiuDoubleHold(config));
  return ratioToNumber(staked - hold * (staked - returned), staked);
}

/** Each bet's stated return: per bet placed (niuNiuBetRtp). */
export function niuNiuRtpTable(config: NiuNiuConfig): BetRtp[] {
  return NIU_NIU_BET_TYPES.map((type) => betRtp(type, niuNiuBetRtp(config, type)));
}

/** Every multiset of five kinds the deck allows (2,993 of them), with its class. */
function kindHands(): KindHand[] {
  const hands: KindHand[] = [];
  const counts = new Array<number>(KIND_VALUES.length).fill(0);
  const walk = (kind: number, left: number): void => {
    if (kind === KIND_VALUES.length) {
      if (left > 0) return;
      const values: number[] = [];
      const kinds: number[] = [];
      counts.forEach((count, k) => {
        if (count > 0) kinds.push(k);
        for (let i = 0; i < count; i++) values.push(KIND_VALUES[k] as number);
      });
      const classIndex = niuNiuClassIndex(values, counts[FACE_KIND] === 5);
      hands.push({ counts: [...counts], kinds, classIndex });
      return;
    }
    for (let take = 0; take <= Math.min(left, KIND_COUNTS[kind] as number); take++) {
      counts[kind] = take;
      walk(kind + 1, left - take);
    }
    counts[kind] = 0;
  };
  walk(0, 5);
  return hands;
}
