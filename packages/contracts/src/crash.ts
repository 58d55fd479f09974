import { z } from 'zod';
import { money } from './envelope.ts';

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation_error' });
const x100 = z.number().int();

export const crashBetBody = z.object({
  requestId,
  stake: z.string().regex(/^\d{1,16}$/, { error: 'invalid_amount' }),
  /** Cash out by itself at this multiplier (hundredths: 150 = 1.50×), or null to cash out by hand. */
  autoCashoutX100: z.number().int().min(101).max(100_000_000).nullable(),
});
export type CrashBetBody = z.infer<typeof crashBetBody>;

export const crashCashoutBody = z.object({
  requestId,
  crashRoundId: z.string().regex(/^\d{1,18}$/, { error: 'round_not_found' }),
});
export type CrashCashoutBody = z.infer<typeof crashCashoutBody>;

export const crashRound = z.object({
  crashRoundId: z.string(),
  /** The round's number in this game; the fair nonce. */
  roundNo: z.number().int(),
  phase: z.enum(['betting', 'flying', 'busted']),
  /** SHA-256 of the round's server seed, public from the moment betting opens. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Betting closes and the flight starts at this instant (ISO). */
  bettingEndsAt: z.string(),
  /** Known only once the round has busted. */
  bustX100: x100.nullable(),
  serverSeed: z.string().nullable(),
});
export type CrashRound = z.infer<typeof crashRound>;

/** A bet of the round as every player sees it (the nickname masked). */
export const crashPublicBet = z.object({
  betId: z.string(),
  player: z.string(),
  stake: money,
  cashoutX100: x100.nullable(),
  payout: money.nullable(),
});
export type CrashPublicBet = z.infer<typeof crashPublicBet>;

export const crashMyBet = z.object({
  betId: z.string(),
  crashRoundId: z.string(),
  /** The betting record's round (and the fair page's). */
  roundId: z.string(),
  stake: money,
  autoCashoutX100: x100.nullable(),
  cashoutX100: x100.nullable(),
  payout: money.nullable(),
  status: z.enum(['open', 'won', 'lost']),
});
export type CrashMyBet = z.infer<typeof crashMyBet>;

export const crashTiming = z.object({
  bettingMs: z.number().int(),
  pauseMs: z.number().int(),
  /** The curve: multiplier(ms) = floor(100 × e^(growthPerMs × ms)) / 100. */
  growthPerMs: z.number(),
  minCashoutX100: x100,
  maxMultiplierX100: x100,
  houseEdgeBps: z.number().int(),
});
export type CrashTiming = z.infer<typeof crashTiming>;

export const crashState = z.object({
  round: crashRound.nullable(),
  bets: z.array(crashPublicBet),
  /** The last busted rounds, newest first. */
  history: z.array(crashRound),
  timing: crashTiming,
  /** The server's clock (ms since the epoch) when this answer was made. */
  serverTime: z.number(),
});
export type CrashState = z.infer<typeof crashState>;

/** GET state for the player: the public state, their bet in the current round and their balance. */
export const crashPlayerState = crashState.extend({
  myBet: crashMyBet.nullable(),
  balance: money,
});
export type CrashPlayerState = z.infer<typeof crashPlayerState>;

/** A bet or a cash-out: the player's bet after it and their balance. */
export const crashBetAnswer = z.object({ bet: crashMyBet, balance: money });
export type CrashBetAnswer = z.infer<typeof crashBetAnswer>;

/** What the `live` socket sends; every message carries the server's clock. */
export type CrashEvent =
  | ({ type: 'state' } & CrashState)
  | { type: 'round'; round: CrashRound; serverTime: number }
  | { type: 'bet'; crashRoundId: string; bet: CrashPublicBet; serverTime: number }
  | { type: 'cashout'; crashRoundId: string; bet: CrashPublicBet; serverTime: number }
  /** The socket may have missed events (the server lost its feed for a moment): read the state again. */
  | { type: 'resync'; serverTime: number };
