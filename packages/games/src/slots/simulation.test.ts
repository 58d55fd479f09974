import { describe, expect, it } from 'vitest';
import { seededSource } from '../fair/index.ts';
import { simulationRounds } from '../simulation-size.ts';
import { SLOT_MODELS } from './models/index.ts';
import { exactRtp } from './rtp.ts';
import { simulateSlot } from './simulate.ts';

const SPINS = simulationRounds(1_000_000);
const TOLERANCE = 4; // standard errors: a sound model fails this about once in 16,000 runs

describe('seeded simulation', () => {
  Object.values(SLOT_MODELS).forEach((model, index) => {
    const exact = exactRtp(model);
    const percent = `${(exact.total * 100).toFixed(2)}%`;
    it(`${model.id}: RTP of 1,000,000 spins within ${TOLERANCE}·sd/√n of the exact ${percent}, hit and trigger rates too`, () => {
      const result = simulateSlot(model, SPINS, seededSource(20_240_601 + index));
      expect(Math.abs(result.rtp - exact.total)).toBeLessThan(TOLERANCE * result.standardError);
      const rateError = (p: number) => TOLERANCE * Math.sqrt((p * (1 - p)) / SPINS);
      expect(Math.abs(result.hitFrequency - exact.hitFrequency)).toBeLessThan(rateError(exact.hitFrequency));
      expect(Math.abs(result.triggerFrequency - exact.triggerFrequency)).toBeLessThan(
        rateError(exact.triggerFrequency),
      );
    }, 60_000);
  });
});
