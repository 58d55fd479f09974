import type { RandomSource } from '../../fair/index.ts';
import { actionError, betError } from '../shared/errors.ts';
import { assertStake, payoutFor } from '../shared/money.ts';
import { type Card, drawCard } from './cards.ts';
import type { HiLoConfig } from './hilo-config.ts';
import {
  type HiLoGuess,
  hiLoChainMultiplierX100,
  hiLoGuessAllowed,
  hiLoGuessWins,
  hiLoWinningRanks,
} from './hilo-odds.ts';

export interface HiLoBet {
  stake: bigint;
}

export type HiLoStatus = 'playing' | 'lost' | 'cashed_out';

/** One move: a guess (won or lost) or a skip, the card it started from and the card drawn. */
export interface HiLoStep {
  action: HiLoGuess | 'skip';
  from: Card;
  to: Card;
  /** null for a skip. */
  won: boolean | null;
  /** The chain's multiplier after this step. */
  multiplierX100: number;
}

/** One round. Never mutated: every move returns a new round. The cards come from one source, in order. */
export interface HiLoRound {
  readonly config: HiLoConfig;
  readonly stake: bigint;
  /** The card face up now: the next guess is about the card after it. */
  readonly card: Card;
  readonly steps: readonly HiLoStep[];
  /** Guesses won, and the product of their winning-rank counts (the chain's chance is ways / 13^wins). */
  readonly wins: number;
  readonly ways: bigint;
  readonly status: HiLoStatus;
  /** What cashing out now pays, in hundredths: 0 before the first win and after a loss. */
  readonly multiplierX100: number;
  readonly payout: bigint;
}

export function validateHiLoBet(_config: HiLoConfig, bet: HiLoBet): void {
  assertStake(bet.stake);
}

/** Deals the first card: the round's first drawCard(source). */
export function startHiLo(config: HiLoConfig, bet: HiLoBet, source: RandomSource): HiLoRound {
  validateHiLoBet(config, bet);
  const card = drawCard(source);
  return hiLoRound(config, bet.stake, card, [], 0, 1n, 'playing', 0, 0n);
}

/** Guesses the next card (the round's next drawCard(source)); a win at the cap cashes out by itself. */
export function guessHiLo(round: HiLoRound, guess: HiLoGuess, source: RandomSource): HiLoRound {
  assertPlaying(round);
  if (guess !== 'higher_or_same' && guess !== 'lower_or_same')
    betError('hi-lo: guess higher_or_same or lower_or_same');
  if (!hiLoGuessAllowed(round.card.rank, guess)) actionError(`hi-lo: ${guess} cannot lose on this card`);
  const { config, stake, card } = round;
  const to = drawCard(source);
  if (!hiLoGuessWins(card.rank, to.rank, guess)) {
    const steps = round.steps.concat({ action: guess, from: card, to, won: false, multiplierX100: 0 });
    return hiLoRound(config, stake, to, steps, round.wins, round.ways, 'lost', 0, 0n);
  }
  const wins = round.wins + 1;
  const ways = round.ways * BigInt(hiLoWinningRanks(card.rank, guess));
  const multiplierX100 = hiLoChainMultiplierX100(config, wins, ways);
  const steps = round.steps.concat({ action: guess, from: card, to, won: true, multiplierX100 });
  const next = hiLoRound(config, stake, to, steps, wins, ways, 'playing', multiplierX100, 0n);
  return multiplierX100 >= config.maxMultiplierX100 ? cashOutHiLo(next) : next;
}

/** Swaps the face-up card for the next drawCard(source) without a guess; the multiplier stays. */
export function skipHiLoCard(round: HiLoRound, source: RandomSource): HiLoRound {
  assertPlaying(round);
  const { config, stake, card, wins, ways, multiplierX100 } = round;
  const to = drawCard(source);
  const steps = round.steps.concat({ action: 'skip', from: card, to, won: null, multiplierX100 });
  return hiLoRound(config, stake, to, steps, wins, ways, 'playing', multiplierX100, 0n);
}

/** Takes the chain's multiplier: needs at least one won guess. */
export function cashOutHiLo(round: HiLoRound): HiLoRound {
  assertPlaying(round);
  if (round.wins === 0) actionError('hi-lo: win a guess before cashing out');
  const { config, stake, card, steps, wins, ways, multiplierX100 } = round;
  const payout = payoutFor(stake, multiplierX100);
  return hiLoRound(config, stake, card, steps, wins, ways, 'cashed_out', multiplierX100, payout);
}

/** What each guess on the face-up card would make the multiplier (null: not offered). */
export function hiLoNextMultipliers(round: HiLoRound): Record<HiLoGuess, number | null> {
  const next = (guess: HiLoGuess): number | null =>
    round.status === 'playing' && hiLoGuessAllowed(round.card.rank, guess)
      ? hiLoChainMultiplierX100(
          round.config,
          round.wins + 1,
          round.ways * BigInt(hiLoWinningRanks(round.card.rank, guess)),
        )
      : null;
  return { higher_or_same: next('higher_or_same'), lower_or_same: next('lower_or_same') };
}

function assertPlaying(round: HiLoRound): void {
  if (round.status !== 'playing') actionError('hi-lo: the round is over');
}

/** Builds a round field by field (no spread: simulations make millions of them). */
function hiLoRound(
  config: HiLoConfig,
  stake: bigint,
  card: Card,
  steps: readonly HiLoStep[],
  wins: number,
  ways: bigint,
  status: HiLoStatus,
  multiplierX100: number,
  payout: bigint,
): HiLoRound {
  return { config, stake, card, steps, wins, ways, status, multiplierX100, payout };
}
