import { type BetRtp, betRtp, ratioToNumber } from '../../instant/shared/rtp.ts';
import {
  BACCARAT_BET_TYPES,
  BACCARAT_DECKS,
  type BaccaratBetType,
  type BaccaratConfig,
} from './baccarat-config.ts';
import { baccaratBankerDraws, baccaratPlayerDraws } from './baccarat-round.ts';

/**
 * How many of the ordered six-card deals from a fresh shoe (416 × 415 × … × 411 of them, all equally likely)
 * end in each result. Exact: every count is an integer.
 */
export interface BaccaratDealCounts {
  player: bigint;
  banker: bigint;
  tie: bigint;
  /** 416 × 415 × 414 × 413 × 412 × 411 for 8 decks. */
  total: bigint;
}

let cachedCounts: BaccaratDealCounts | undefined;

/**
 * Enumerates the card values dealt (value 0: the 16 tens and court cards a deck; values 1–9: 4 a deck), drawn
 * without replacement with their exact multiplicities, through the tableau (`baccaratPlayerDraws`,
 * `baccaratBankerDraws`). A deal that uses k < 6 cards stands for every way of filling the unused positions, so
 * its weight is multiplied by the falling product of the cards left. Every weight and partial sum is an integer
 * below 416 × … × 411 ≈ 5.0 × 10^15 < 2^53, so plain numbers add them exactly; the totals become bigints.
 */
export function baccaratDealCounts(): BaccaratDealCounts {
  if (cachedCounts) return cachedCounts;
  const left = [16 * BACCARAT_DECKS];
  for (let value = 1; value <= 9; value++) left.push(4 * BACCARAT_DECKS);
  const shoe = 52 * BACCARAT_DECKS;
  const spare5 = shoe - 5; // fills the sixth position
  const spare45 = (shoe - 4) * spare5; // fills the fifth and sixth
  const won = { player: 0, banker: 0, tie: 0 };
  const record = (playerTotal: number, bankerTotal: number, weight: number): void => {
    if (playerTotal > bankerTotal) won.player += weight;
    else if (bankerTotal > playerTotal) won.banker += weight;
    else won.tie += weight;
  };
  const take = (value: number): number => {
    const ways = left[value] as number;
    left[value] = ways - 1;
    return ways;
  };
  const give = (value: number): void => {
    left[value] = (left[value] as number) + 1;
  };
  for (let p1 = 0; p1 <= 9; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 <= 9; b1++) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 <= 9; p2++) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 <= 9; b2++) {
          const w4 = w3 * take(b2);
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) {
            record(player, banker, w4 * spare45);
          } else if (baccaratPlayerDraws(player)) {
            for (let p3 = 0; p3 <= 9; p3++) {
              const w5 = w4 * take(p3);
              const playerFinal = (player + p3) % 10;
              if (baccaratBankerDraws(banker, p3)) {
                for (let b3 = 0; b3 <= 9; b3++)
                  record(playerFinal, (banker + b3) % 10, w5 * (left[b3] as number));
              } else {
                record(playerFinal, banker, w5 * spare5);
              }
              give(p3);
            }
          } else if (baccaratBankerDraws(banker, null)) {
            for (let b3 = 0; b3 <= 9; b3++)
              record(player, (banker + b3) % 10, w4 * (left[b3] as number) * spare5);
          } else {
            record(player, banker, w4 * spare45);
          }
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  let total = 1n;
  for (let i = 0; i < 6; i++) total *= BigInt(shoe - i);
  cachedCounts = { player: BigInt(won.player), banker: BigInt(won.banker), tie: BigInt(won.tie), total };
  return cachedCounts;
}

/**
 * A hand's first two cards share a rank: 13 ranks × 32 × 31 of the 416 × 415 ordered pairs of cards
 * (= 31/415 for 8 decks), whatever else is dealt.
 */
export function baccaratPairChance(): { ways: bigint; of: bigint } {
  const shoe = BigInt(52 * BACCARAT_DECKS);
  const perRank = BigInt(4 * BACCARAT_DECKS);
  return { ways: 13n * perRank * (perRank - 1n), of: shoe * (shoe - 1n) };
}

/** Exact RTP of a bet: Σ over results of (deals ending so) × its return, over all deals, one final division. */
export function baccaratExactRtp(config: BaccaratConfig, type: BaccaratBetType): number {
  const { payouts } = config;
  if (type === 'player_pair' || type === 'banker_pair') {
    const { ways, of } = baccaratPairChance();
    return ratioToNumber(ways * BigInt(payouts[type]), of * 100n);
  }
  const counts = baccaratDealCounts();
  const returned =
    type === 'tie'
      ? counts.tie * BigInt(payouts.tie)
      : counts[type] * BigInt(payouts[type]) + counts.tie * 100n; // player and banker push on a tie
  return ratioToNumber(returned, counts.total * 100n);
}

export function baccaratRtpTable(config: BaccaratConfig): BetRtp[] {
  return BACCARAT_BET_TYPES.map((type) => betRtp(type, baccaratExactRtp(config, type)));
}
