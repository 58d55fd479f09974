import { describe, expect, it } from 'vitest';
import type { SlotSpin } from './slot-outcome';
import { isLit, winSequence } from './win-sequence';

function spin(fields: Partial<SlotSpin>): SlotSpin {
  return {
    phase: 'base',
    stops: [0, 0, 0, 0, 0],
    window: [],
    wins: [],
    scatter: null,
    freeSpinsAwarded: 0,
    win: '0',
    ...fields,
  };
}

const line = (line: number, payout: string, row: number) => ({
  kind: 'line' as const,
  line,
  symbol: 'H1',
  count: 3,
  pay: 5,
  multiplier: 1,
  payout,
  positions: [0, 1, 2].map((reel) => ({ reel, row })),
});

describe('the win presentation of a spin', () => {
  it('shows nothing for a spin without wins', () => {
    expect(winSequence(spin({}))).toEqual([]);
  });

  it('shows a single win alone', () => {
    const steps = winSequence(spin({ wins: [line(2, '500', 0)], win: '500' }));
    expect(steps.map((step) => step.kind)).toEqual(['line']);
    expect(steps[0]).toMatchObject({ line: 2, amount: '500' });
  });

  it('shows all wins at once with the spin’s win, then each, biggest first, scatters last', () => {
    const steps = winSequence(
      spin({
        wins: [line(1, '500', 1), line(4, '90000000000000000001', 0)],
        scatter: {
          symbol: 'S',
          count: 3,
          pay: 2,
          multiplier: 1,
          payout: '2000',
          positions: [
            { reel: 0, row: 1 },
            { reel: 2, row: 2 },
            { reel: 4, row: 0 },
          ],
        },
        win: '90000000000000002501',
      }),
    );
    expect(steps.map((step) => step.kind)).toEqual(['all', 'line', 'line', 'scatter']);
    expect(steps[0]!.amount).toBe('90000000000000002501');
    expect(steps[1]).toMatchObject({ line: 4 });
    expect(steps[2]).toMatchObject({ line: 1 });
    // the cell (0,1) is in a line and a scatter: lit once in the "all" step
    expect(steps[0]!.positions).toHaveLength(3 + 3 + 2);
    expect(isLit(steps[0]!, 2, 2)).toBe(true);
    expect(isLit(steps[1]!, 2, 2)).toBe(false);
  });

  it('shows scatters that paid nothing but awarded free spins', () => {
    const steps = winSequence(
      spin({
        scatter: {
          symbol: 'S',
          count: 3,
          pay: 0,
          multiplier: 1,
          payout: '0',
          positions: [{ reel: 1, row: 1 }],
        },
        freeSpinsAwarded: 10,
      }),
    );
    expect(steps).toEqual([
      {
        kind: 'scatter',
        symbol: 'S',
        count: 3,
        multiplier: 1,
        amount: '0',
        positions: [{ reel: 1, row: 1 }],
      },
    ]);
  });

  it('labels ways wins with their ways', () => {
    const steps = winSequence(
      spin({
        wins: [
          {
            kind: 'ways',
            ways: 6,
            symbol: 'L2',
            count: 3,
            pay: 12,
            multiplier: 3,
            payout: '7200',
            positions: [{ reel: 0, row: 0 }],
          },
        ],
        win: '7200',
      }),
    );
    expect(steps[0]).toMatchObject({ kind: 'ways', ways: 6, multiplier: 3, amount: '7200' });
  });
});
