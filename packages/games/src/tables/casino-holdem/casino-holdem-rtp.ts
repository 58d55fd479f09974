import { type BetRtp, betRtp, ratioToNumber } from '../../instant/shared/rtp.ts';
import {
  CASINO_HOLDEM_AA_BONUS_HANDS,
  CASINO_HOLDEM_BET_TYPES,
  CASINO_HOLDEM_HAND_CLASSES,
  type CasinoHoldemAaBonusHand,
  type CasinoHoldemBetType,
  type CasinoHoldemConfig,
  type CasinoHoldemHandClass,
} from './casino-holdem-config.ts';

/** C(52, 5): the hands the AA bonus is settled on (the player's two cards and the flop). */
export const CASINO_HOLDEM_FIVE_CARD_HANDS = 2_598_960;

/**
 * How many of the 2,598,960 five-card hands make each AA bonus hand (the textbook counts; the test checks them
 * against every hand through the evaluator):
 * royal flush 4; straight flush 10 × 4 − 4 = 36; four of a kind 13 × 48 = 624; full house 13 × 4 × 12 × 6 = 3,744;
 * flush 4 × C(13, 5) − 40 = 5,108; straight 10 × 4^5 − 40 = 10,200; three of a kind 13 × 4 × C(12, 2) × 16 =
 * 54,912; two pair C(13, 2) × 6 × 6 × 44 = 123,552; pair of aces 6 × C(12, 3) × 4^3 = 84,480.
 */
export const CASINO_HOLDEM_AA_BONUS_COUNTS: Readonly<Record<CasinoHoldemAaBonusHand, number>> = {
  pair_of_aces: 84_480,
  two_pair: 123_552,
  three_of_a_kind: 54_912,
  straight: 10_200,
  flush: 5_108,
  full_house: 3_744,
  four_of_a_kind: 624,
  straight_flush: 36,
  royal_flush: 4,
};

/**
 * The ante's reference: 100,000,000 seeded rounds (seededSource(1) and seededSource(2), 5 × 10^7 each) dealt by
 * dealCasinoHoldem and decided by casinoHoldemOptimalDecision, tallied by what decides the ante + call's return
 * (the script is in docs/games/tables/casino-holdem.md). On the default pay table they give 97.5712 % of the ante
 * (house edge 2.4288 %), standard error 0.0262 %. Exact enumeration is impractical: C(52, 2) × C(50, 3) =
 * 25,989,600 flop views, each against C(47, 2) × C(45, 2) = 1,070,190 dealer hands and turn-river pairs, 2.8 × 10^13
 * deals.
 */
export const CASINO_HOLDEM_ANTE_REFERENCE = {
  rounds: 100_000_000,
  /** Rounds the strategy folded (the ante lost, nothing more). */
  folds: 17_109_791,
  /** Called rounds whose ante won (dealer not qualified, or qualified and beaten), by the player's final hand. */
  anteWins: {
    high_card: 5_243_238,
    pair: 17_157_309,
    two_pair: 14_137_570,
    three_of_a_kind: 3_419_410,
    straight: 3_283_596,
    flush: 2_429_502,
    full_house: 2_205_215,
    four_of_a_kind: 152_079,
    straight_flush: 25_534,
    royal_flush: 3_052,
  } as Readonly<Record<CasinoHoldemHandClass, number>>,
  /** Called rounds the qualified dealer won (ante and call lost). */
  dealerWins: 32_363_532,
  /** Called rounds tied with a qualified dealer (both pushed). */
  ties: 2_470_172,
  /** Called rounds the player beat a qualified dealer (the call paid 1:1; also counted in anteWins). */
  callWins: 27_359_577,
  /** The standard deviation of one round's return per ante, on the default pay table. */
  sd: 2.6233,
} as const;

/** The standard error of the ante reference on the default pay table: sd / √rounds. */
export const CASINO_HOLDEM_ANTE_REFERENCE_STANDARD_ERROR =
  CASINO_HOLDEM_ANTE_REFERENCE.sd / Math.sqrt(CASINO_HOLDEM_ANTE_REFERENCE.rounds);

/**
 * The ante + call's RTP per unit of ante with the auto-play strategy, from the reference tallies: a round returns
 * (ante payout + call payout − call stake) ÷ ante, that is antePays[class] / 100 on an ante win, plus 2 more when
 * the call also wins; 1 on a tie; −2 when the dealer wins; 0 on a fold. The tallies do not depend on the pay
 * table (the strategy does not read it), so any ante pay table gets its estimate, one final division.
 */
export function casinoHoldemAnteRtp(config: CasinoHoldemConfig): number {
  const reference = CASINO_HOLDEM_ANTE_REFERENCE;
  let returned = 0n;
  for (const handClass of CASINO_HOLDEM_HAND_CLASSES)
    returned += BigInt(reference.anteWins[handClass]) * BigInt(config.antePays[handClass]);
  returned += BigInt(reference.ties) * 100n + BigInt(reference.callWins - reference.dealerWins) * 200n;
  return ratioToNumber(returned, BigInt(reference.rounds) * 100n);
}

/** The AA bonus's exact RTP: Σ hands × return over 2,598,960 × 100. */
export function casinoHoldemAaBonusRtp(config: CasinoHoldemConfig): number {
  let returned = 0n;
  for (const hand of CASINO_HOLDEM_AA_BONUS_HANDS)
    returned += BigInt(CASINO_HOLDEM_AA_BONUS_COUNTS[hand]) * BigInt(config.aaBonusPays[hand]);
  return ratioToNumber(returned, BigInt(CASINO_HOLDEM_FIVE_CARD_HANDS) * 100n);
}

/** RTP per unit of the bet placed: ante (+ call) from the simulated reference, aa_bonus exact. */
export function casinoHoldemRtp(config: CasinoHoldemConfig, type: CasinoHoldemBetType): number {
  return type === 'ante' ? casinoHoldemAnteRtp(config) : casinoHoldemAaBonusRtp(config);
}

export function casinoHoldemRtpTable(config: CasinoHoldemConfig): BetRtp[] {
  return CASINO_HOLDEM_BET_TYPES.map((type) => betRtp(type, casinoHoldemRtp(config, type)));
}
