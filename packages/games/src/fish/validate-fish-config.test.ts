import { describe, expect, it } from 'vitest';
import { InstantGameError } from '../instant/shared/errors.ts';
import { FISH_MODEL_IDS, FISH_MODELS, type FishConfig, fishFieldLoad, validateFishConfig } from './index.ts';

const classic = FISH_MODELS.classic;
const shark = classic.kinds.find((kind) => kind.id === 'shark')!;

function withKind(change: Record<string, unknown>): unknown {
  return {
    ...classic,
    kinds: classic.kinds.map((kind) => (kind.id === 'shark' ? { ...kind, ...change } : kind)),
  };
}

function refusal(config: unknown): string {
  try {
    validateFishConfig(config);
  } catch (error) {
    expect(error).toBeInstanceOf(InstantGameError);
    expect((error as InstantGameError).code).toBe('invalid_game_config');
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(config)}`);
}

describe('validateFishConfig', () => {
  it('accepts the three models and answers a clean copy', () => {
    for (const id of FISH_MODEL_IDS) {
      const clean = validateFishConfig(FISH_MODELS[id]);
      expect(clean).toEqual(FISH_MODELS[id]);
      expect(clean).not.toBe(FISH_MODELS[id]);
      expect(clean.kinds[0]).not.toBe(FISH_MODELS[id].kinds[0]);
    }
    expect(validateFishConfig(JSON.parse(JSON.stringify(classic)))).toEqual(classic);
  });

  it('accepts RTP from 90 % up to 99.9999 %', () => {
    expect(validateFishConfig({ ...classic, rtpPpm: 900_000 }).rtpPpm).toBe(900_000);
    expect(validateFishConfig({ ...classic, rtpPpm: 999_999 }).rtpPpm).toBe(999_999);
  });

  it('refuses anything but an object, and unknown fields', () => {
    for (const value of [null, undefined, 42, 'classic', [], [classic]])
      expect(refusal(value)).toMatch(/object/);
    expect(refusal({ ...classic, jackpot: true })).toMatch(/unknown field "jackpot"/);
    expect(refusal(withKind({ colour: 'red' }))).toMatch(/unknown field "colour"/);
  });

  it('refuses an RTP outside [90 %, 100 %) or not in whole ppm', () => {
    expect(refusal({ ...classic, rtpPpm: 899_999 })).toMatch(/RTP/);
    expect(refusal({ ...classic, rtpPpm: 1_000_000 })).toMatch(/RTP/);
    expect(refusal({ ...classic, rtpPpm: 1_200_000 })).toMatch(/RTP/);
    expect(refusal({ ...classic, rtpPpm: 965_000.5 })).toMatch(/rtpPpm/);
    expect(refusal({ ...classic, rtpPpm: '965000' })).toMatch(/rtpPpm/);
    expect(refusal({ ...classic, rtpPpm: Number.NaN })).toMatch(/rtpPpm/);
    const { rtpPpm: _rtp, ...missing } = classic;
    expect(refusal(missing)).toMatch(/rtpPpm/);
  });

  it('refuses a missing, empty or oversized kinds list, and duplicate ids', () => {
    expect(refusal({ ...classic, kinds: [] })).toMatch(/kinds/);
    expect(refusal({ ...classic, kinds: 'clownfish' })).toMatch(/kinds/);
    const many = Array.from({ length: 51 }, (_, i) => ({ ...shark, id: `fish-${i}`, weight: 1 }));
    expect(refusal({ ...classic, kinds: many })).toMatch(/kinds/);
    expect(refusal({ ...classic, kinds: [...classic.kinds, { ...shark }] })).toMatch(/share an id/);
    expect(refusal({ ...classic, kinds: [...classic.kinds, null] })).toMatch(/kinds\[10\] is an object/);
    const holed = [...classic.kinds];
    delete holed[3];
    expect(refusal({ ...classic, kinds: holed })).toMatch(/kinds\[3\] is an object/);
  });

  it('refuses a kind with a bad id, multiplier, weight, speed, radius or boss flag', () => {
    for (const id of ['', 'Shark', 'cá-mập', '1shark', 'a'.repeat(33), 7])
      expect(refusal(withKind({ id }))).toMatch(/id/);
    for (const multiplier100 of [99, 0, -200, 150.5, 10_000_001, '3000', undefined])
      expect(refusal(withKind({ multiplier100 }))).toMatch(/multiplier100/);
    for (const weight of [0, -1, 2.5, 1_000_001, null])
      expect(refusal(withKind({ weight }))).toMatch(/weight/);
    for (const speed of [0, -10, Number.NaN, Number.POSITIVE_INFINITY, 5_001, '120'])
      expect(refusal(withKind({ speed }))).toMatch(/speed/);
    for (const radius of [0, -1, 301, Number.NaN, '72'])
      expect(refusal(withKind({ radius }))).toMatch(/radius/);
    expect(refusal(withKind({ boss: 'yes' }))).toMatch(/boss/);
    expect(refusal(withKind({ boss: 1 }))).toMatch(/boss/);
  });

  it('refuses a kind too slow to cross the field within 120 s', () => {
    expect(refusal(withKind({ speed: 19 }))).toMatch(/too slow/); // its longest path (2,380 units) takes 125 s
  });

  it('refuses bad cannon levels', () => {
    for (const cannonLevels of [[], 'all', [0, 1], [1, 2.5], [1, 5, 5], [10, 5], [1, 1_000_001], [1, '2']])
      expect(refusal({ ...classic, cannonLevels })).toMatch(/cannonLevels/);
    // biome-ignore lint/suspicious/noSparseArray: a hole is a missing level
    expect(refusal({ ...classic, cannonLevels: [1, , 5] })).toMatch(/cannonLevels\[1\]/);
    const twentyOne = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(refusal({ ...classic, cannonLevels: twentyOne })).toMatch(/cannonLevels/);
  });

  it('refuses a bad spawn rate or field cap', () => {
    for (const spawnPerSecond of [0, 1.5, 21, -1, '2'])
      expect(refusal({ ...classic, spawnPerSecond })).toMatch(/spawnPerSecond/);
    for (const maxOnField of [0, 2.5, 501, '40'])
      expect(refusal({ ...classic, maxOnField })).toMatch(/maxOnField/);
  });

  it('refuses a cap below the field load bound and bosses that would crowd each other', () => {
    const load = fishFieldLoad(classic).fish; // 33.7
    expect(load).toBeGreaterThan(33);
    expect(load).toBeLessThan(34);
    expect(refusal({ ...classic, maxOnField: 33 })).toMatch(/load bound/);
    expect(validateFishConfig({ ...classic, maxOnField: 34 }).maxOnField).toBe(34);
    const bossy: FishConfig = {
      ...FISH_MODELS.boss,
      kinds: FISH_MODELS.boss.kinds.map((kind) => (kind.boss ? { ...kind, weight: 8 } : kind)),
    };
    expect(fishFieldLoad(bossy).bosses).toBeGreaterThan(1);
    expect(refusal(bossy)).toMatch(/bosses/);
  });
});
