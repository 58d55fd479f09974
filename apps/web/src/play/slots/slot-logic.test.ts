import { describe, expect, it } from 'vitest';
import { afterAutoplayRound, spinsLeft, startAutoplay } from './autoplay';
import { freeSpinSteps } from './free-spins';
import type { SlotOutcome, SlotSpin } from './slot-outcome';
import { countUpAmount, winTier } from './win-tier';

describe('autoplay stop rules', () => {
  const stake = 1_000n;

  it('plays the chosen number of spins', () => {
    let run = startAutoplay({ spins: 10, lossLimit: null, singleWinLimit: null }, '100000');
    const stops = [];
    for (let i = 0; i < 10; i++) {
      const after = afterAutoplayRound(
        run,
        { win: '0', balance: String(100_000n - stake * BigInt(i + 1)) },
        stake,
      );
      run = after.run;
      stops.push(after.stop);
    }
    expect(stops.slice(0, 9).every((stop) => stop === null)).toBe(true);
    expect(stops[9]).toBe('done');
    expect(spinsLeft(run)).toBe(0);
  });

  it('stops before the next spin could take the losses past the limit', () => {
    const run = startAutoplay({ spins: 100, lossLimit: 5_000n, singleWinLimit: null }, '100000');
    expect(afterAutoplayRound(run, { win: '0', balance: '96000' }, stake).stop).toBeNull();
    // 4.000 lost: one more spin could make it 5.000, still within the limit
    expect(afterAutoplayRound(run, { win: '0', balance: '96000' }, 1_001n).stop).toBe('lossLimit');
    expect(afterAutoplayRound(run, { win: '0', balance: '95000' }, stake).stop).toBe('lossLimit');
  });

  it('counts winnings against the losses', () => {
    const run = startAutoplay({ spins: 100, lossLimit: 5_000n, singleWinLimit: null }, '100000');
    expect(afterAutoplayRound(run, { win: '20000', balance: '110000' }, stake).stop).toBeNull();
  });

  it('stops when a single win exceeds the amount', () => {
    const run = startAutoplay({ spins: 100, lossLimit: null, singleWinLimit: 50_000n }, '100000');
    expect(afterAutoplayRound(run, { win: '50000', balance: '149000' }, stake).stop).toBeNull();
    expect(afterAutoplayRound(run, { win: '50001', balance: '149001' }, stake).stop).toBe('winLimit');
  });

  it('stops when the balance no longer covers the stake', () => {
    const run = startAutoplay({ spins: 100, lossLimit: null, singleWinLimit: null }, '2000');
    expect(afterAutoplayRound(run, { win: '0', balance: '999' }, stake).stop).toBe('funds');
  });
});

describe('the free-spin counter', () => {
  const free = (awarded: number) => ({ freeSpinsAwarded: awarded }) as SlotSpin;

  it('grows by each retrigger after the spin that won it', () => {
    const outcome = {
      base: { freeSpinsAwarded: 3 },
      freeSpins: [free(0), free(2), free(0), free(0), free(0)],
      freeSpinsAwarded: 5,
    } as unknown as SlotOutcome;
    expect(freeSpinSteps(outcome)).toEqual([
      { number: 1, total: 3, retrigger: 0 },
      { number: 2, total: 3, retrigger: 2 },
      { number: 3, total: 5, retrigger: 0 },
      { number: 4, total: 5, retrigger: 0 },
      { number: 5, total: 5, retrigger: 0 },
    ]);
  });
});

describe('big wins', () => {
  it('start at 15 times the stake', () => {
    expect(winTier('14999', '1000')).toBeNull();
    expect(winTier('15000', '1000')).toBe('big');
    expect(winTier('50000', '1000')).toBe('mega');
    expect(winTier('100000', '1000')).toBe('epic');
    expect(winTier('0', '0')).toBeNull();
  });

  it('count up in whole minor units and end on the win exactly', () => {
    const win = 123_456_789_012_345_678n;
    expect(countUpAmount(win, 0)).toBe(0n);
    expect(countUpAmount(win, 0.5)).toBe(win / 2n);
    expect(countUpAmount(win, 0.99999)).toBeLessThanOrEqual(win);
    expect(countUpAmount(win, 1)).toBe(win);
  });
});
