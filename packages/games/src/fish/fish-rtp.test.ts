import { describe, expect, it } from 'vitest';
import { randomInt, seededSource } from '../fair/index.ts';
import { returnRatio, simulate } from '../instant/shared/testing.ts';
import { simulationRounds } from '../simulation-size.ts';
import { FISH_MODEL_IDS, FISH_MODELS, fishRtp, resolveFishShot, validateFishConfig } from './index.ts';

const SHOTS = simulationRounds(1_000_000);

describe('fish RTP (exact)', () => {
  for (const id of FISH_MODEL_IDS) {
    const config = FISH_MODELS[id];

    it(`${id}: every kind returns exactly rtpPpm / 1e6 (${config.rtpPpm / 10_000} %)`, () => {
      expect(validateFishConfig(config)).toEqual(config);
      const table = fishRtp(config);
      expect(table.rtpPpm).toBe(config.rtpPpm);
      expect(table.perKind).toHaveLength(config.kinds.length);
      for (const row of table.perKind) {
        // hits / outOf × m100 / 100 = rtpPpm / 1e6, in integers: hits × m100 × 1e6 = rtpPpm × outOf × 100.
        expect(BigInt(row.hits) * BigInt(row.multiplier100) * 1_000_000n).toBe(
          BigInt(config.rtpPpm) * BigInt(row.outOf) * 100n,
        );
        expect(row.rtp).toBe(config.rtpPpm / 1_000_000);
        expect(row.captureProbability).toBe(row.hits / row.outOf);
        expect(row.captureProbability).toBeLessThan(1);
      }
    });
  }

  it('keeps the models between 96 % and 97.5 %, the boss model with one ×200–×300 boss', () => {
    for (const id of FISH_MODEL_IDS) {
      expect(FISH_MODELS[id].rtpPpm).toBeGreaterThanOrEqual(960_000);
      expect(FISH_MODELS[id].rtpPpm).toBeLessThanOrEqual(975_000);
    }
    const multipliers = (id: 'classic' | 'turbo') => FISH_MODELS[id].kinds.map((kind) => kind.multiplier100);
    expect(Math.min(...multipliers('classic'))).toBe(200);
    expect(Math.max(...multipliers('classic'))).toBe(10_000);
    expect(multipliers('turbo')).toEqual(multipliers('classic'));
    const bosses = FISH_MODELS.boss.kinds.filter((kind) => kind.boss);
    expect(bosses).toHaveLength(1);
    expect(bosses[0]!.multiplier100).toBeGreaterThanOrEqual(20_000);
    expect(bosses[0]!.multiplier100).toBeLessThanOrEqual(30_000);
    for (const [i, kind] of FISH_MODELS.turbo.kinds.entries())
      expect(kind.speed).toBeGreaterThan(FISH_MODELS.classic.kinds[i]!.speed);
    expect(FISH_MODELS.turbo.spawnPerSecond).toBeGreaterThan(FISH_MODELS.classic.spawnPerSecond);
  });
});

/**
 * 1,000,000 shots per model, each at a kind drawn uniformly and a cannon level drawn uniformly, base stake
 * 100 minor units (so every payout is a whole product). A shot's return X (payout ÷ stake) is m_k with
 * chance p_k = rtp / m_k, else 0: E[X] = rtp and E[X²] = Σ (1/K) p_k m_k² = rtp × mean(m), so
 * Var(X) = rtp × mean(m) − rtp², exact. Tolerance: 4 standard errors, 4 × √(Var / n) for the mean return
 * (classic ±1.9 %, boss ±2.6 %, turbo ±1.9 %) and 4 × √(Var × Σ stake²) / Σ stake for total payout ÷
 * total stake (the money-weighted return; about 1.6 times wider with these levels). Each kind's capture
 * count is also checked against its binomial: |captures − shots × p| < 4 × √(shots × p × (1 − p)).
 */
describe('fish RTP (1,000,000 seeded shots per model)', () => {
  for (const [seed, id] of FISH_MODEL_IDS.entries()) {
    const config = FISH_MODELS[id];
    const rtp = config.rtpPpm / 1_000_000;
    const meanMultiplier =
      config.kinds.reduce((sum, kind) => sum + kind.multiplier100 / 100, 0) / config.kinds.length;
    const variance = rtp * meanMultiplier - rtp * rtp;
    const tolerance = 4 * Math.sqrt(variance / SHOTS);

    it(`${id}: lands within 4 standard errors (±${(tolerance * 100).toFixed(2)} %) of ${rtp * 100} %`, () => {
      const source = seededSource(1_000 + seed);
      const shots = config.kinds.map(() => 0);
      const captures = config.kinds.map(() => 0);
      let totalStake = 0n;
      let totalPayout = 0n;
      let sumOfSquaredStakes = 0;
      let fishId = 0;
      const sim = simulate(SHOTS, () => {
        const kindIndex = randomInt(source, config.kinds.length);
        const level = randomInt(source, config.cannonLevels.length);
        const kind = config.kinds[kindIndex]!.id;
        const result = resolveFishShot(config, 100n, { fishId: fishId++, kind, level }, source);
        shots[kindIndex]! += 1;
        if (result.captured) captures[kindIndex]! += 1;
        totalStake += result.stake;
        totalPayout += result.payout;
        sumOfSquaredStakes += Number(result.stake) ** 2;
        return returnRatio(result.payout, result.stake);
      });

      expect(Math.abs(sim.rtp - rtp)).toBeLessThan(tolerance);
      expect(sim.sd / Math.sqrt(variance)).toBeGreaterThan(0.95); // the simulation's own spread agrees
      expect(sim.sd / Math.sqrt(variance)).toBeLessThan(1.05);

      const moneyReturn = returnRatio(totalPayout, totalStake);
      const moneyTolerance = (4 * Math.sqrt(variance * sumOfSquaredStakes)) / Number(totalStake);
      expect(Math.abs(moneyReturn - rtp)).toBeLessThan(moneyTolerance);

      for (const [k, kind] of config.kinds.entries()) {
        const p = rtp / (kind.multiplier100 / 100);
        const n = shots[k]!;
        expect(Math.abs(captures[k]! - n * p)).toBeLessThan(4 * Math.sqrt(n * p * (1 - p)));
      }
    });
  }
});
