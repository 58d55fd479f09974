import { z } from 'zod';
import { money } from './envelope.ts';
import { studioRound } from './studio.ts';

/**
 * Fish shooting (apps/server/src/modules/studio/fish, docs/games/fish.md): a field of fish drawn from a public
 * field seed, the same on the server and in the game client; the client sends the bullets that hit, a batch at a
 * time, and each batch is one studio round (its bullets' stakes debited, its captures credited) resolved by the
 * player's provably fair seeds.
 */

export const FISH_MODEL_NAMES = ['classic', 'boss', 'turbo'] as const;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation_error' });

export const fishSession = z.object({
  sessionId: z.string(),
  model: z.enum(FISH_MODEL_NAMES),
  /** The theme (fish names, colours): packages/games FISH_THEMES. */
  theme: z.string(),
  /** The public seed the field is drawn from (`fishFieldSources(fieldSeed)`). */
  fieldSeed: z.string(),
  /** The session's time on the server's clock when this answer was made (ms since the field began). */
  elapsedMs: z.number().int(),
  /** A bullet costs baseStake × levels[level]. */
  baseStake: money,
  levels: z.array(z.number().int()),
  /** Fish already captured (they have left the field), of the last minutes. */
  captured: z.array(z.number().int()),
  balance: money,
});
export type FishSession = z.infer<typeof fishSession>;

/** One bullet that hit a fish: which fish (its id and kind), when (session ms) and where on the 1600 × 900 field. */
export const fishShot = z.object({
  fishId: z.number().int().min(0).max(2_000_000_000),
  kind: z.string().regex(/^[a-z0-9-]{1,24}$/, { error: 'validation_error' }),
  atMs: z.number().int().min(0).max(86_400_000),
  x: z.number().min(-200).max(1800),
  y: z.number().min(-200).max(1100),
});
export type FishShotBody = z.infer<typeof fishShot>;

/** The hits of the last moment, one cannon level: one round. */
export const fishShootBody = z.object({
  requestId,
  sessionId: z.string().regex(/^\d{1,18}$/, { error: 'round_not_found' }),
  level: z.number().int().min(0).max(20),
  shots: z.array(fishShot).min(1).max(40),
});
export type FishShootBody = z.infer<typeof fishShootBody>;

/** A shot as the round recorded it: `refused` (not charged) when the fish had gone — captured, or not on the field. */
export const fishShotOutcome = z.object({
  fishId: z.number().int(),
  kind: z.string(),
  captured: z.boolean(),
  refused: z.boolean(),
  stake: money,
  payout: money,
});

/**
 * A batch's answer: its round (null when every shot was refused: nothing charged), each shot's result in the order
 * sent, and the balance after.
 */
export const fishShootAnswer = z.object({
  round: studioRound.nullable(),
  shots: z.array(fishShotOutcome),
  balance: money,
});
export type FishShootAnswer = z.infer<typeof fishShootAnswer>;
