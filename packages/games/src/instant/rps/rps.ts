import { type RandomSource, randomInt } from '../../fair/index.ts';
import { betError, configError } from '../shared/errors.ts';
import { assertStake, isIntegerIn, payoutFor } from '../shared/money.ts';
import { assertRtpInBounds, type BetRtp, betRtp } from '../shared/rtp.ts';

/** The house's hand is RPS_HANDS[randomInt(source, 3)]. */
export const RPS_HANDS = ['rock', 'paper', 'scissors'] as const;
export type RpsHand = (typeof RPS_HANDS)[number];
export type RpsOutcome = 'win' | 'draw' | 'lose';

export interface RpsConfig {
  /** Returns in hundredths of the stake, stake included: a win 1.96×, a draw the stake back. */
  winX100: number;
  drawX100: number;
}

export const DEFAULT_RPS_CONFIG: RpsConfig = { winX100: 196, drawX100: 100 };

export interface RpsBet {
  stake: bigint;
  hand: RpsHand;
}

export interface RpsResult {
  stake: bigint;
  hand: RpsHand;
  houseHand: RpsHand;
  outcome: RpsOutcome;
  multiplierX100: number;
  payout: bigint;
}

/** Exact RTP: win, draw and loss each 1/3, so (win + draw) / 300. */
export function rpsExactRtp(config: RpsConfig): number {
  return (config.winX100 + config.drawX100) / 300;
}

export function rpsRtpTable(config: RpsConfig): BetRtp[] {
  return [betRtp('any hand', rpsExactRtp(config))];
}

export function validateRpsConfig(config: RpsConfig): void {
  if (!isIntegerIn(config.winX100, 0, 100_000) || !isIntegerIn(config.drawX100, 0, 100_000)) {
    configError('rps: winX100 and drawX100 are whole multipliers in hundredths');
  }
  assertRtpInBounds('rps', rpsExactRtp(config));
}

export function validateRpsBet(_config: RpsConfig, bet: RpsBet): void {
  assertStake(bet.stake);
  if (!RPS_HANDS.includes(bet.hand)) betError('rps: the hand is rock, paper or scissors');
}

/** Rock beats scissors, scissors beat paper, paper beats rock. */
export function rpsOutcome(hand: RpsHand, houseHand: RpsHand): RpsOutcome {
  if (hand === houseHand) return 'draw';
  const beats: Record<RpsHand, RpsHand> = { rock: 'scissors', scissors: 'paper', paper: 'rock' };
  return beats[hand] === houseHand ? 'win' : 'lose';
}

/** Pays a known house hand (the verification page's entry point). */
export function settleRps(config: RpsConfig, bet: RpsBet, houseHand: RpsHand): RpsResult {
  validateRpsBet(config, bet);
  if (!RPS_HANDS.includes(houseHand)) betError('rps: the house hand is rock, paper or scissors');
  const outcome = rpsOutcome(bet.hand, houseHand);
  const multiplierX100 = outcome === 'win' ? config.winX100 : outcome === 'draw' ? config.drawX100 : 0;
  return {
    stake: bet.stake,
    hand: bet.hand,
    houseHand,
    outcome,
    multiplierX100,
    payout: payoutFor(bet.stake, multiplierX100),
  };
}

export function playRps(config: RpsConfig, bet: RpsBet, source: RandomSource): RpsResult {
  validateRpsBet(config, bet);
  return settleRps(config, bet, RPS_HANDS[randomInt(source, 3)] as RpsHand);
}
