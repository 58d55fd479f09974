import { describe, expect, it } from 'vitest';
import { simulationRounds } from '../../simulation-size.ts';
import { DEFAULT_VN_LOTTERY_CONFIGS, vnExactRtp } from './index.ts';
import { simulateLoAndDe } from './vn-simulation.ts';

const DRAWS = simulationRounds(1_000_000);

describe('vn-lottery fast-draw simulation, north', () => {
  it(`${DRAWS.toLocaleString('en')} seeded draws: lô 2 số and đề within 4 standard errors of the exact RTP`, () => {
    const config = DEFAULT_VN_LOTTERY_CONFIGS.north;
    const { lo, de } = simulateLoAndDe(config, DRAWS, 11);
    expect(Math.abs(lo.rtp - vnExactRtp(config, 'lo_2_digits'))).toBeLessThan(4 * lo.standardError);
    expect(Math.abs(de.rtp - vnExactRtp(config, 'de_special_last_2'))).toBeLessThan(4 * de.standardError);
  });
});
