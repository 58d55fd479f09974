import { type BetRtp, betRtp, ratioToNumber } from '../../instant/shared/rtp.ts';
import { BLACKJACK_DECKS, type BlackjackConfig } from './blackjack-config.ts';

/** A reference RTP measured by simulation: the mean return per bet and its standard error. */
export interface BlackjackReference {
  /** Mean of (payout − extra stakes for doubles and splits) ÷ bet over the simulated hands. */
  rtp: number;
  /** sd / √hands of that mean. */
  standardError: number;
  hands: number;
  /** How the hands were drawn (docs/games/tables/blackjack.md, "Reference RTP"). */
  method: string;
}

/**
 * The RTP of a hand played by blackjackBasicStrategy under BLACKJACK_FIXED_RULES with a 3:2 blackjack, with and
 * without double after split. Exact enumeration of blackjack with splits from an 8-deck shoe is impractical, so each
 * is the mean of 10^8 hands simulated offline: 100 chunks of 10^6 hands, chunk k drawn from seededSource(base + k).
 */
export const BLACKJACK_REFERENCE_RTP: Readonly<Record<'das' | 'noDas', BlackjackReference>> = {
  das: {
    // Σ return = 99,518,397.5, Σ return² = 230,541,008.75 over 10^8 hands: house edge 0.4816 % ± 0.0115 %
    rtp: 0.995183975,
    standardError: 0.0001146743,
    hands: 100_000_000,
    method: 'seededSource(1_000_000 + k), k = 0..99, 10^6 hands each, bet 1,000',
  },
  noDas: {
    // Σ return = 99,391,579, Σ return² = 226,683,652 over 10^8 hands: house edge 0.6084 % ± 0.0113 %
    rtp: 0.99391579,
    standardError: 0.0001130915,
    hands: 100_000_000,
    method: 'seededSource(2_000_000 + k), k = 0..99, 10^6 hands each, bet 1,000',
  },
};

/** The blackjack payout the references were simulated with (3:2). */
export const BLACKJACK_REFERENCE_PAYOUT_X100 = 250;

/**
 * The exact chance that the player has a blackjack and the dealer does not, from a full shoe: the player's two
 * cards are an ace and a ten-value card (2 × 32 × 128 of 416 × 415 ordered pairs), and the dealer's two, from the
 * 414 left (31 aces, 127 ten-value cards), are not (414 × 413 − 2 × 31 × 127 of 414 × 413).
 */
export function blackjackNaturalWinChance(): { ways: bigint; of: bigint } {
  const shoe = BigInt(52 * BLACKJACK_DECKS);
  const aces = BigInt(4 * BLACKJACK_DECKS);
  const tens = BigInt(16 * BLACKJACK_DECKS);
  const left = shoe - 2n;
  const dealerNaturals = 2n * (aces - 1n) * (tens - 1n);
  return {
    ways: 2n * aces * tens * (left * (left - 1n) - dealerNaturals),
    of: shoe * (shoe - 1n) * left * (left - 1n),
  };
}

/**
 * The RTP of the configured rules with the basic strategy: the reference for the table's double-after-split rule,
 * moved by exactly (payout − 250) / 100 × P(player blackjack, dealer none) for another blackjack payout (the
 * payout changes nothing else, not even the strategy). Its uncertainty is the reference's standard error.
 */
export function blackjackRtp(config: BlackjackConfig): number {
  const reference = BLACKJACK_REFERENCE_RTP[config.doubleAfterSplit ? 'das' : 'noDas'].rtp;
  const shift = config.blackjackPayoutX100 - BLACKJACK_REFERENCE_PAYOUT_X100;
  if (shift === 0) return reference;
  const { ways, of } = blackjackNaturalWinChance();
  const magnitude = ratioToNumber(BigInt(Math.abs(shift)) * ways, of * 100n);
  return shift > 0 ? reference + magnitude : reference - magnitude;
}

/** One bet, the hand: `main`. */
export function blackjackRtpTable(config: BlackjackConfig): BetRtp[] {
  return [betRtp('main', blackjackRtp(config))];
}
