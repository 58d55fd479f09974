import type { StudioFamily } from '@app/contracts';
import {
  type BauCuaBet,
  DEFAULT_BAU_CUA_CONFIG,
  DEFAULT_DICE_MINI_CONFIG,
  DEFAULT_PLINKO_CONFIG,
  DEFAULT_RPS_CONFIG,
  DEFAULT_WHEEL_CONFIG,
  DEFAULT_XOC_DIA_CONFIG,
  type DiceMiniBet,
  InstantGameError,
  type PlinkoBet,
  playBauCua,
  playDiceMini,
  playPlinko,
  playRps,
  playWheel,
  playXocDia,
  type RandomSource,
  type RpsBet,
  validateBauCuaBets,
  validateDiceMiniBets,
  validatePlinkoBet,
  validateRpsBet,
  validateWheelBet,
  validateXocDiaBets,
  type WheelBet,
  type XocDiaBet,
} from '@app/games';
import { AppError } from '../../http/errors.ts';
import type { EngineResult } from './rounds.ts';

/**
 * The instant games played in one request (a throw of the dice, a drop of the ball): how a JSON bet becomes the
 * engine's bet, what it stakes, and the play. Stakes travel as strings of minor units and become bigints here;
 * anything the engine refuses is a `validation_error` naming the bet (an `invalid_amount` for a stake).
 */
type OneShot = {
  play(bet: unknown, source: RandomSource): EngineResult;
  validate(bet: unknown): void;
  stakeOf(bet: unknown): bigint;
};

type Staked = { stake: bigint };
type TableBets = { bets: Staked[] };

function table<B extends Staked>(
  validate: (bets: readonly B[]) => void,
  play: (bets: readonly B[], source: RandomSource) => { totalPayout: bigint },
): OneShot {
  return {
    validate: (bet) => validate((bet as TableBets).bets as B[]),
    stakeOf: (bet) => (bet as TableBets).bets.reduce((sum, b) => sum + b.stake, 0n),
    play: (bet, source) => {
      const outcome = play((bet as TableBets).bets as B[], source);
      return { win: outcome.totalPayout, outcome };
    },
  };
}

function single<B extends Staked>(
  validate: (bet: B) => void,
  play: (bet: B, source: RandomSource) => { payout: bigint },
): OneShot {
  return {
    validate: (bet) => validate(bet as B),
    stakeOf: (bet) => (bet as Staked).stake,
    play: (bet, source) => {
      const outcome = play(bet as B, source);
      return { win: outcome.payout, outcome };
    },
  };
}

// biome-ignore format: one line per game reads as a table
export const ONE_SHOT_GAMES: Partial<Record<StudioFamily, OneShot>> = {
  'dice-mini': table<DiceMiniBet>((b) => validateDiceMiniBets(DEFAULT_DICE_MINI_CONFIG, b), (b, s) => playDiceMini(DEFAULT_DICE_MINI_CONFIG, b, s)),
  'bau-cua': table<BauCuaBet>((b) => validateBauCuaBets(DEFAULT_BAU_CUA_CONFIG, b), (b, s) => playBauCua(DEFAULT_BAU_CUA_CONFIG, b, s)),
  'xoc-dia': table<XocDiaBet>((b) => validateXocDiaBets(DEFAULT_XOC_DIA_CONFIG, b), (b, s) => playXocDia(DEFAULT_XOC_DIA_CONFIG, b, s)),
  plinko: single<PlinkoBet>((b) => validatePlinkoBet(DEFAULT_PLINKO_CONFIG, b), (b, s) => playPlinko(DEFAULT_PLINKO_CONFIG, b, s)),
  wheel: single<WheelBet>((b) => validateWheelBet(DEFAULT_WHEEL_CONFIG, b), (b, s) => playWheel(DEFAULT_WHEEL_CONFIG, b, s)),
  rps: single<RpsBet>((b) => validateRpsBet(DEFAULT_RPS_CONFIG, b), (b, s) => playRps(DEFAULT_RPS_CONFIG, b, s)),
};

const STAKE = /^\d{1,16}$/;

/** A bet from JSON: every `stake` (a string of minor units) becomes a bigint; anything else stays as sent. */
export function betFromJson(value: unknown, key = ''): unknown {
  if (key === 'stake') {
    if (typeof value !== 'string' || !STAKE.test(value))
      throw new AppError('invalid_amount', { stake: 'invalid_amount' });
    return BigInt(value);
  }
  if (Array.isArray(value)) return value.map((item) => betFromJson(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, betFromJson(v, k)]));
  }
  return value;
}

/** Runs an engine's check, answering what it refuses in the catalogue's words. */
export function checked<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof InstantGameError)) throw error;
    if (error.code === 'invalid_stake') throw new AppError('invalid_amount', { bet: 'invalid_amount' });
    throw new AppError('validation_error', { bet: error.code });
  }
}
