import { describe, expect, it } from 'vitest';
import { spotRtp } from './bet-rtp';

describe('a spot’s stated return', () => {
  const betTypes = [
    { type: 'big', rtp: 97.22 },
    { type: 'total 10', rtp: 97.125 },
    { type: 'single 3', rtp: 92.13 },
    { type: 'face (any of the six)', rtp: 92.13 },
  ];

  it('reads a bet by its type, by its type and selection, or by the one row its selections share', () => {
    expect(spotRtp(betTypes, { type: 'big' })).toBe(97.22);
    expect(spotRtp(betTypes, { type: 'total', selection: 10 })).toBe(97.125);
    expect(spotRtp(betTypes, { type: 'single', selection: 3 })).toBe(92.13);
    expect(spotRtp(betTypes, { type: 'face', selection: 2 })).toBe(92.13);
  });

  it('states nothing for a bet the table does not list', () => {
    expect(spotRtp(betTypes, { type: 'total', selection: 4 })).toBeUndefined();
    expect(spotRtp(betTypes, { type: 'tie' })).toBeUndefined();
  });
});
