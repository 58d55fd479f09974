import { configError } from '../instant/shared/errors.ts';
import { isIntegerIn } from '../instant/shared/money.ts';
import { assertRtpInBounds } from '../instant/shared/rtp.ts';
import { FISH_LIMITS, FISH_PPM, type FishConfig, type FishKind } from './fish-config.ts';
import { fishFieldLoad } from './fish-field.ts';
import { fishKindMaxLifeMs } from './fish-path.ts';

const CONFIG_KEYS = ['rtpPpm', 'kinds', 'cannonLevels', 'spawnPerSecond', 'maxOnField'];
const KIND_KEYS = ['id', 'multiplier100', 'weight', 'speed', 'radius', 'boss'];
const KIND_ID = /^[a-z][a-z0-9-]{0,31}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyKeys(where: string, value: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) configError(`${where}: unknown field ${JSON.stringify(key)}`);
  }
}

function isPositiveIn(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max;
}

function validateKind(value: unknown, index: number): FishKind {
  const where = `fish: kinds[${index}]`;
  if (!isRecord(value)) return configError(`${where} is an object`);
  onlyKeys(where, value, KIND_KEYS);
  const { id, multiplier100, weight, speed, radius, boss } = value;
  if (typeof id !== 'string' || !KIND_ID.test(id))
    configError(`${where}: id is 1–32 characters of a–z, 0–9 and -, starting with a letter`);
  if (!isIntegerIn(multiplier100, FISH_LIMITS.minMultiplier100, FISH_LIMITS.maxMultiplier100))
    configError(`${where}: multiplier100 is a whole number of hundredths in 100..10,000,000`);
  if (!isIntegerIn(weight, 1, FISH_LIMITS.maxWeight))
    configError(`${where}: weight is a whole number in 1..1,000,000`);
  if (!isPositiveIn(speed, FISH_LIMITS.maxSpeed))
    configError(`${where}: speed is a number of units per second in (0, 5000]`);
  if (!isPositiveIn(radius, FISH_LIMITS.maxRadius))
    configError(`${where}: radius is a number of units in (0, 300]`);
  if (boss !== undefined && typeof boss !== 'boolean') configError(`${where}: boss is true or false`);
  const kind: FishKind = { id, multiplier100, weight, speed, radius };
  if (boss !== undefined) kind.boss = boss;
  if (fishKindMaxLifeMs(kind) > FISH_LIMITS.maxLifeMs)
    configError(`${where}: ${id} is too slow to cross the field within 120 s at radius ${radius}`);
  return kind;
}

/**
 * Checks an operator's fish config (any JSON value) and answers a clean copy, or throws
 * `invalid_game_config`: unknown fields, kinds (1–50, unique ids, multipliers ×1.00–×100,000 in hundredths,
 * whole weights, positive speed and radius, every kind able to cross the field within 120 s), cannon
 * levels (1–20 whole multiples in 1..1,000,000, strictly ascending), spawnPerSecond (a whole 1–20),
 * maxOnField (a whole 1–500, at least the field's load bound, fishFieldLoad), the bosses' load bound at most 1,
 * and rtpPpm (a whole number of parts per million, so RTP in [90 %, 100 %)).
 */
export function validateFishConfig(config: unknown): FishConfig {
  if (!isRecord(config)) return configError('fish: the config is an object');
  onlyKeys('fish', config, CONFIG_KEYS);
  const { rtpPpm, kinds, cannonLevels, spawnPerSecond, maxOnField } = config;

  if (typeof rtpPpm !== 'number' || !Number.isInteger(rtpPpm))
    configError('fish: rtpPpm is a whole number of parts per million');
  // For whole ppm this is FISH_LIMITS.minRtpPpm ≤ rtpPpm ≤ FISH_LIMITS.maxRtpPpm.
  assertRtpInBounds('fish', rtpPpm / FISH_PPM);

  if (!Array.isArray(kinds) || kinds.length < 1 || kinds.length > FISH_LIMITS.maxKinds)
    configError('fish: kinds is a list of 1 to 50 fish kinds');
  const cleanKinds: FishKind[] = [];
  for (let i = 0; i < kinds.length; i++) cleanKinds.push(validateKind(kinds[i], i)); // holes are refused too
  const ids = new Set(cleanKinds.map((kind) => kind.id));
  if (ids.size !== cleanKinds.length) configError('fish: two kinds share an id');

  if (
    !Array.isArray(cannonLevels) ||
    cannonLevels.length < 1 ||
    cannonLevels.length > FISH_LIMITS.maxCannonLevels
  )
    configError('fish: cannonLevels is a list of 1 to 20 levels');
  const cleanLevels: number[] = [];
  for (let index = 0; index < cannonLevels.length; index++) {
    const level: unknown = cannonLevels[index];
    if (!isIntegerIn(level, 1, FISH_LIMITS.maxCannonLevel))
      configError(`fish: cannonLevels[${index}] is a whole multiple of the base stake in 1..1,000,000`);
    if (index > 0 && level <= (cleanLevels[index - 1] as number))
      configError('fish: cannonLevels are strictly ascending');
    cleanLevels.push(level);
  }

  if (!isIntegerIn(spawnPerSecond, 1, FISH_LIMITS.maxSpawnPerSecond))
    configError('fish: spawnPerSecond is a whole number in 1..20');
  if (!isIntegerIn(maxOnField, 1, FISH_LIMITS.maxOnField))
    configError('fish: maxOnField is a whole number in 1..500');

  const clean: FishConfig = {
    rtpPpm,
    kinds: cleanKinds,
    cannonLevels: cleanLevels,
    spawnPerSecond,
    maxOnField,
  };
  const load = fishFieldLoad(clean);
  if (load.fish > maxOnField)
    configError(
      `fish: maxOnField ${maxOnField} is below the field's load bound ${load.fish.toFixed(1)}: spawn fewer or allow more`,
    );
  if (load.bosses > 1)
    configError(
      `fish: the bosses' load bound ${load.bosses.toFixed(2)} is above 1: make them rarer or faster`,
    );
  return clean;
}
