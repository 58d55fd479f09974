import { betError } from '../instant/shared/errors.ts';

/**
 * One kind of fish. `multiplier100` is the capture multiplier in hundredths (200 = ×2), `weight` its spawn
 * frequency (a whole number, relative to the other kinds), `speed` in field units per second and `radius` in
 * field units (the field is FISH_FIELD_WIDTH × FISH_FIELD_HEIGHT). A `boss` is never on the field twice.
 */
export interface FishKind {
  id: string;
  multiplier100: number;
  weight: number;
  speed: number;
  radius: number;
  boss?: boolean;
}

/**
 * A fish game's maths and field. `rtpPpm` is the return of every bullet in parts per million (965_000 =
 * 96.5 %); `cannonLevels` are the bullet's stake as multiples of the table's base stake, ascending;
 * `spawnPerSecond` is the mean number of fish born per second (a whole number) and `maxOnField` the most
 * fish ever alive at once.
 */
export interface FishConfig {
  rtpPpm: number;
  kinds: FishKind[];
  cannonLevels: number[];
  spawnPerSecond: number;
  maxOnField: number;
}

/** The field in units: x from 0 (left) to 1600, y from 0 (top) to 900. */
export const FISH_FIELD_WIDTH = 1600;
export const FISH_FIELD_HEIGHT = 900;

/** The field is drawn in windows of this many milliseconds, each from its own RandomSource. */
export const FISH_WINDOW_MS = 1000;

/** Parts per million: rtpPpm = 1_000_000 would return every stake. */
export const FISH_PPM = 1_000_000;

/** Limits the validator enforces (beyond them a config is refused). */
export const FISH_LIMITS = {
  minRtpPpm: 900_000,
  maxRtpPpm: 999_999,
  maxKinds: 50,
  /** ×1.00 … ×100,000 (hundredths). At ×1.00 the capture chance is rtpPpm / 1e6, just below 1. */
  minMultiplier100: 100,
  maxMultiplier100: 10_000_000,
  maxWeight: 1_000_000,
  maxSpeed: 5_000,
  maxRadius: 300,
  maxCannonLevels: 20,
  maxCannonLevel: 1_000_000,
  maxSpawnPerSecond: 20,
  maxOnField: 500,
  /** The slowest kind must cross the field on its longest path within this many milliseconds. */
  maxLifeMs: 120_000,
} as const;

/** The kind with this id, or `invalid_bet`. */
export function fishKindOf(config: FishConfig, kindId: string): FishKind {
  for (const kind of config.kinds) if (kind.id === kindId) return kind;
  return betError(`fish: no fish kind ${JSON.stringify(kindId)}`);
}
