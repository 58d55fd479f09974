import { describe, expect, it } from 'vitest';
import { BIG, rates, SPOTS, SUM_BIG } from './fixtures';
import { lowestMaxPoints, picksSummary } from './picks';

const SMALL = rates({ type: 'small', selection: 'position', positions: 5, maxNumbers: 5, maxPoints: '500' });

describe('picks summary', () => {
  it('adds up every type picked', () => {
    const summary = picksSummary([BIG, SMALL], { big: ['1', '2'], small: ['3'] }, '3');
    expect(summary.lines).toHaveLength(2);
    expect(summary.bets).toBe(3);
    expect(summary.cost).toBe(3n * 100_000n * 3n);
    expect(summary.win).toBe(3n * 198_000n);
    expect(summary.problem).toBeNull();
    expect(summary.maxPoints).toBe('500');
  });
  it('names the first problem, and no numbers when nothing is picked', () => {
    expect(picksSummary([BIG], {}, '1').problem).toBe('no_numbers');
    expect(picksSummary([BIG, SMALL], { small: ['1'] }, '501').problem).toBe('points_over_limit');
    expect(picksSummary([SUM_BIG], { sum_big: ['-'] }, 'x').problem).toBe('points_invalid');
  });
  it('prices a keno ticket once and takes its best row', () => {
    const summary = picksSummary([SPOTS], { spots: ['01', '02', '03'] }, '2');
    expect(summary.bets).toBe(1);
    expect(summary.cost).toBe(200_000n);
    expect(summary.win).toBe(8_000_000n);
  });
  it('compares limits as whole numbers', () => {
    expect(lowestMaxPoints(['10000', '9', ''])).toBe('9');
    expect(lowestMaxPoints([])).toBe('');
  });
});
