import { isIntegerIn, isProbability, sportsError } from './errors.ts';
import { BET_OUTCOMES, type OutcomeProbabilities, type SettledOutcome } from './lines.ts';
import { assertDecimalOdds } from './odds.ts';

/** An exact non-negative fraction. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/**
 * What one unit staked returns on an outcome at decimal odds `odds` (thousandths), exactly: win O/1000;
 * half win (1000 + O)/2000 (half at the odds, half returned); push and void 1; half lose 1/2; lose 0.
 */
export function outcomeFactor(outcome: SettledOutcome, odds: number): Ratio {
  assertDecimalOdds(odds);
  switch (outcome) {
    case 'win':
      return { num: BigInt(odds), den: 1000n };
    case 'half_win':
      return { num: 1000n + BigInt(odds), den: 2000n };
    case 'push':
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_lose':
      return { num: 1n, den: 2n };
    case 'lose':
      return { num: 0n, den: 1n };
    default:
      return sportsError('invalid_market', `unknown outcome ${String(outcome)}`);
  }
}

function assertStake(stake: unknown): asserts stake is bigint {
  if (typeof stake !== 'bigint' || stake <= 0n) {
    sportsError('invalid_stake', 'the stake must be a bigint of minor units above zero');
  }
}

/**
 * The return (stake included) of a single bet: stake × factor, computed exactly and floored once to the
 * minor unit. Floor, because the house cannot post a fraction of a minor unit and never pays more than
 * the odds promise; once per bet, so nothing is lost leg by leg.
 */
export function singleReturn(stake: bigint, odds: number, outcome: SettledOutcome): bigint {
  assertStake(stake);
  const { num, den } = outcomeFactor(outcome, odds);
  return (stake * num) / den;
}

/** A parlay (accumulator) takes 2..10 legs, each of a different match. */
export const MIN_PARLAY_LEGS = 2;
export const MAX_PARLAY_LEGS = 10;

/** A leg as placed: its match and its decimal odds (thousandths). */
export interface ParlayLeg {
  matchId: string;
  odds: number;
}

/** A leg as settled. */
export interface SettledLeg {
  odds: number;
  outcome: SettledOutcome;
}

/**
 * The matches that appear in more than one leg (empty: the parlay may be placed). Legs of one match are
 * correlated (home −1.5 and over 2.5), so their product would misprice the parlay; the book refuses them.
 */
export function sameMatchLegs(legs: readonly { matchId: string }[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { matchId } of legs) {
    if (seen.has(matchId)) repeated.add(matchId);
    seen.add(matchId);
  }
  return [...repeated];
}

/** Throws `invalid_parlay` unless the parlay has 2..10 legs of different matches (and `invalid_odds`). */
export function assertParlay(legs: readonly ParlayLeg[]): void {
  if (!Array.isArray(legs) || legs.length < MIN_PARLAY_LEGS || legs.length > MAX_PARLAY_LEGS) {
    sportsError('invalid_parlay', `a parlay has ${MIN_PARLAY_LEGS}..${MAX_PARLAY_LEGS} legs`);
  }
  const repeated = sameMatchLegs(legs);
  if (repeated.length > 0) sportsError('invalid_parlay', `two legs of one match: ${repeated.join(', ')}`);
  for (const leg of legs) assertDecimalOdds(leg.odds);
}

/**
 * A parlay's return: stake × the product of each leg's factor (win O/1000, half win (1000 + O)/2000, push
 * and void 1, half lose 1/2, lose 0), exact, floored once. A void leg counts at 1, so it drops out.
 * Takes 1..10 legs: one leg returns exactly the single.
 */
export function parlayReturn(stake: bigint, legs: readonly SettledLeg[]): bigint {
  assertStake(stake);
  if (!Array.isArray(legs) || legs.length < 1 || legs.length > MAX_PARLAY_LEGS) {
    sportsError('invalid_parlay', `a parlay settles 1..${MAX_PARLAY_LEGS} legs`);
  }
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    const factor = outcomeFactor(leg.outcome, leg.odds);
    num *= factor.num;
    den *= factor.den;
  }
  return num / den;
}

/** Probabilities enter cash-out as whole billionths, rounded down (the house's side). */
const PROBABILITY_SCALE = 1_000_000_000;

function billionths(p: unknown): bigint {
  if (!isProbability(p)) sportsError('invalid_model', 'a probability is a finite number in [0, 1]');
  return BigInt(Math.floor(p * PROBABILITY_SCALE));
}

/**
 * The cash-out offer for an open single: its fair value × (1 − margin), floored to the minor unit. With a
 * win probability p: floor(stake × O/1000 × p × (1 − margin/1000)). With the chances of every outcome (a
 * quarter line can still half-win or push): stake × Σ P(outcome) × factor × (1 − margin). p comes from the
 * pricing model as a float; it is truncated to billionths, and everything after is exact bigint.
 */
export function cashOutOffer(
  stake: bigint,
  odds: number,
  chance: number | OutcomeProbabilities,
  marginThousandths: number,
): bigint {
  assertStake(stake);
  assertDecimalOdds(odds);
  if (!isIntegerIn(marginThousandths, 0, 1000))
    sportsError('invalid_model', 'the cash-out margin is 0..1000');
  const chances: OutcomeProbabilities =
    typeof chance === 'number'
      ? { win: chance, half_win: 0, push: 0, half_lose: 0, lose: 1 - chance }
      : chance;
  let total = 0;
  let value = 0n; // Σ P(outcome) in billionths × factor in 2000ths
  for (const outcome of BET_OUTCOMES) {
    total += chances[outcome];
    const factor = outcomeFactor(outcome, odds);
    value += billionths(chances[outcome]) * ((factor.num * 2000n) / factor.den);
  }
  if (Math.abs(total - 1) > 1e-9) sportsError('invalid_model', 'the outcome probabilities must sum to 1');
  const keep = BigInt(1000 - marginThousandths);
  return (stake * value * keep) / (2000n * BigInt(PROBABILITY_SCALE) * 1000n);
}
