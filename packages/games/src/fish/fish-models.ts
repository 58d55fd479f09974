import type { FishConfig, FishKind } from './fish-config.ts';

export const FISH_MODEL_IDS = ['classic', 'boss', 'turbo'] as const;
export type FishModelId = (typeof FISH_MODEL_IDS)[number];

/** The cannon: a bullet costs the table's base stake × one of these. */
export const FISH_CANNON_LEVELS: readonly number[] = [1, 2, 5, 10, 20, 50, 100];

/** The ten kinds of the classic field, ×2 to ×100 (theme-neutral ids; a theme names them). */
const CLASSIC_KINDS: readonly FishKind[] = [
  { id: 'clownfish', multiplier100: 200, weight: 200, speed: 170, radius: 22 },
  { id: 'goldfish', multiplier100: 300, weight: 160, speed: 160, radius: 24 },
  { id: 'pufferfish', multiplier100: 500, weight: 120, speed: 140, radius: 30 },
  { id: 'lionfish', multiplier100: 800, weight: 90, speed: 130, radius: 34 },
  { id: 'turtle', multiplier100: 1_000, weight: 70, speed: 100, radius: 44 },
  { id: 'manta', multiplier100: 1_500, weight: 50, speed: 110, radius: 56 },
  { id: 'swordfish', multiplier100: 2_000, weight: 40, speed: 180, radius: 52 },
  { id: 'shark', multiplier100: 3_000, weight: 25, speed: 120, radius: 72 },
  { id: 'octopus', multiplier100: 5_000, weight: 15, speed: 80, radius: 80 },
  { id: 'whale', multiplier100: 10_000, weight: 8, speed: 60, radius: 110 },
];

/** The boss model's boss: ×250, rare and slow, never two on the field. */
const BOSS_KIND: FishKind = {
  id: 'boss',
  multiplier100: 25_000,
  weight: 5,
  speed: 45,
  radius: 150,
  boss: true,
};

/** Turbo: the classic kinds 1.75 times as fast. */
const TURBO_SPEEDUP = 1.75;

/**
 * The three maths models. Every bullet returns rtpPpm / 1e6 whatever it hits (fishRtp), so a model's kinds
 * shape the game's feel (how often which fish swims by, how fast), never its return:
 * - classic: ten kinds ×2–×100, 2 fish a second on average, at most 40 on the field, 96.5 %;
 * - boss: the classic kinds plus a ×250 boss, 97.5 %;
 * - turbo: the classic kinds 1.75× as fast, 5 fish a second, at most 50 on the field, 96.0 %.
 */
export const FISH_MODELS: Readonly<Record<FishModelId, FishConfig>> = {
  classic: {
    rtpPpm: 965_000,
    kinds: CLASSIC_KINDS.map((kind) => ({ ...kind })),
    cannonLevels: [...FISH_CANNON_LEVELS],
    spawnPerSecond: 2,
    maxOnField: 40,
  },
  boss: {
    rtpPpm: 975_000,
    kinds: [...CLASSIC_KINDS.map((kind) => ({ ...kind })), { ...BOSS_KIND }],
    cannonLevels: [...FISH_CANNON_LEVELS],
    spawnPerSecond: 2,
    maxOnField: 40,
  },
  turbo: {
    rtpPpm: 960_000,
    kinds: CLASSIC_KINDS.map((kind) => ({ ...kind, speed: kind.speed * TURBO_SPEEDUP })),
    cannonLevels: [...FISH_CANNON_LEVELS],
    spawnPerSecond: 5,
    maxOnField: 50,
  },
};
