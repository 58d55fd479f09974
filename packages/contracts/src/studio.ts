import { z } from 'zod';
import { money } from './envelope.ts';

/** The families the studio plays; a catalogue title is one of these with a model and a theme. */
export const STUDIO_FAMILIES = [
  'slots',
  'crash',
  'mines',
  'plinko',
  'hilo',
  'wheel',
  'dice-mini',
  'bau-cua',
  'xoc-dia',
  'rps',
  /** A live table: `model` is its TableFamily, `theme` its variant. */
  'table',
  /** A PVP card room: `model` is its PvpGame. */
  'pvp',
  /** Fish shooting: `model` is the maths model (classic, boss, turbo), `theme` the title's theme. */
  'fish',
  // a lottery title is played on the site's lottery pages (apps/web features/lottery), never in the game frame
  'lottery',
] as const;
export type StudioFamily = (typeof STUDIO_FAMILIES)[number];

export const fairState = z.object({
  /** SHA-256 of the active server seed, shown before play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
  /**
   * SHA-256 of the next server seed, drawn before the member chooses anything: setting a client seed or rotating
   * makes it the active server seed (docs/provably-fair.md, Seeds).
   */
  nextServerSeedHash: z.string(),
});
export type FairState = z.infer<typeof fairState>;

export const studioGame = z.object({
  code: z.string(),
  name: z.string(),
  family: z.enum(STUDIO_FAMILIES),
  /** The maths model or configuration key of the family (a slot's volatility model, a plinko risk set…). */
  model: z.string(),
  /** The look: symbol pictures, colours. */
  theme: z.string(),
  minBet: money,
  maxBet: money,
  /**
   * The model's return to player in percent (e.g. 92.13): the lowest any of its bets returns, so no bet returns less
   * (docs/decisions.md, "Stated returns"). The rules list each bet's.
   */
  rtp: z.number(),
  /** The highest any of its bets returns, present when its bets return differently: the range rtp–rtpMax. */
  rtpMax: z.number().optional(),
});
export type StudioGame = z.infer<typeof studioGame>;

export const studioSessionBody = z.object({
  launchToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'launch_token_invalid' }),
});
export const studioSession = z.object({
  sessionToken: z.string(),
  expiresAt: z.string(),
  nickname: z.string(),
  currency: z.string(),
  language: z.enum(['vi', 'en']),
  isDemo: z.boolean(),
  balance: money,
  game: studioGame,
  fair: fairState,
  /** A round of several moves (mines, hi-lo) left unfinished in this game: the client resumes it. */
  openRound: z.lazy(() => studioRound).nullable(),
});
export type StudioSession = z.infer<typeof studioSession>;

export const clientSeedBody = z.object({
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation_error' }),
});

export const rotatedSeed = z.object({
  /** The seed pair that just ended, its server seed revealed: every round it played can now be verified. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Rounds played with it: nonces 0 … rounds − 1. */
    rounds: z.number().int(),
  }),
  /** The pair that started: its server seed is the one whose hash was `nextServerSeedHash` before the call. */
  next: fairState,
});
export type RotatedSeed = z.infer<typeof rotatedSeed>;

const stake = z.string().regex(/^\d{1,16}$/, { error: 'invalid_amount' });
/** Each request names itself, so a retried request plays once. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation_error' });

export const spinBody = z.object({
  requestId,
  bet: z.union([
    z.object({ lineBet: stake, lines: z.number().int().min(1).max(100) }),
    z.object({ betPerSpin: stake }),
  ]),
});
export type SpinBody = z.infer<typeof spinBody>;

/** One-shot and multi-step instant games: the bet's shape is the family's (docs/games/instant.md). */
export const playBody = z.object({
  requestId,
  bet: z.record(z.string(), z.unknown()),
});
export type PlayBody = z.infer<typeof playBody>;

export const actionBody = z.object({
  requestId,
  roundId: z.string().regex(/^\d{1,18}$/, { error: 'round_not_found' }),
  action: z.record(z.string(), z.unknown()),
});
export type ActionBody = z.infer<typeof actionBody>;

export const studioRound = z.object({
  roundId: z.string(),
  status: z.enum(['open', 'settled', 'cancelled']),
  stake: money,
  win: money,
  balance: money,
  /** The engine's outcome, money as strings: what the screen shows and the verification page recomputes. */
  outcome: z.record(z.string(), z.unknown()),
  fair: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  nextNonce: z.number().int(),
});
export type StudioRound = z.infer<typeof studioRound>;

export const fairRound = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  /** The game's name in both languages (the page shows the current one); null for a game no longer listed. */
  gameName: z.object({ vi: z.string(), en: z.string() }).nullable(),
  family: z.enum(STUDIO_FAMILIES),
  model: z.string(),
  stake: money,
  win: money,
  createdAt: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  /** Games of several moves: the bet as sent and the moves played, in order. */
  bet: z.record(z.string(), z.unknown()).nullable(),
  moves: z.array(z.record(z.string(), z.unknown())),
  fair: z.object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    /** Null while the seed pair is still active: rotate it in the game to reveal it. */
    serverSeed: z.string().nullable(),
  }),
});
export type FairRound = z.infer<typeof fairRound>;
