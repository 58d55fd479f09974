import { describe, expect, it } from 'vitest';
import { InvalidBetError, stakeOf, validateBet } from './bet.ts';
import { LOW_VOLATILITY_20_LINES, MEDIUM_VOLATILITY_243_WAYS } from './models/index.ts';
import { spin } from './spin.ts';
import { columns, lineTestModel, stopsSource, waysTestModel } from './testing.ts';
import type { Bet, LineWin, WayWin } from './types.ts';

const HOME = [0, 0, 0, 0, 0];
const lineBet = { lineBet: 100n, lines: 3 };
const lineOf = (win: LineWin | WayWin | Omit<LineWin | WayWin, 'symbol'>) =>
  'line' in win ? win.line : null;

describe('paylines', () => {
  it('lets a wild stand in for the symbol after it', () => {
    const model = lineTestModel({ reels: columns('B A C', 'C W B', 'B A C', 'B C B', 'C B C') });
    const { base, totalWin } = spin(model, lineBet, stopsSource(HOME));
    expect(base.window[1]).toEqual(['C', 'W', 'B']);
    expect(base.wins).toEqual([
      {
        kind: 'line',
        line: 1,
        symbol: 'A',
        count: 3,
        pay: 10,
        multiplier: 1,
        positions: [
          { reel: 0, row: 1 },
          { reel: 1, row: 1 },
          { reel: 2, row: 1 },
        ],
        payout: 1000n,
      },
    ]);
    expect(totalWin).toBe(1000n);
  });

  it('pays leading wilds as wilds when that is better than the symbol they complete', () => {
    // top W W W C C (wild 3 = 20 beats C 5 = 15), middle all wild (500), bottom W W A A A (A 5 = 100).
    const model = lineTestModel({ reels: columns('W W W', 'W W W', 'W W A', 'C W A', 'C W A') });
    const { base } = spin(model, lineBet, stopsSource(HOME));
    expect(
      base.wins.map((win) => ({
        line: lineOf(win),
        symbol: win.symbol,
        count: win.count,
        payout: win.payout,
      })),
    ).toEqual([
      { line: 1, symbol: 'W', count: 5, payout: 50_000n },
      { line: 2, symbol: 'W', count: 3, payout: 2_000n },
      { line: 3, symbol: 'A', count: 5, payout: 10_000n },
    ]);
    expect(base.win).toBe(62_000n);
  });

  it('pays only the lines played, and stakes line bet × lines', () => {
    const model = lineTestModel({ reels: columns('A B C', 'A C B', 'A B C', 'C B C', 'B C B') });
    const play = (lines: number) => spin(model, { lineBet: 100n, lines }, stopsSource(HOME));
    expect(play(1).totalWin).toBe(0n);
    expect(play(1).stake).toBe(100n);
    expect(play(2).base.wins.map((win) => [lineOf(win), win.symbol, win.count])).toEqual([[2, 'A', 3]]);
    expect(play(2).totalWin).toBe(1_000n);
    expect(play(3).stake).toBe(300n);
    expect(play(3).totalWin).toBe(1_000n);
  });

  it('stops a line at a scatter and pays scatters anywhere on the total bet', () => {
    const model = lineTestModel({
      reels: columns('A S B', 'A C C', 'S B C', 'A C B', 'A B S'),
      scatter: { symbol: 'S', pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: {} },
      freeSpins: null,
    });
    const { base, stake, totalWin } = spin(model, lineBet, stopsSource(HOME));
    expect(base.window.map((reel) => reel[0]).join(' ')).toBe('A A S A A');
    expect(base.wins).toEqual([]); // the top line's A A ends at the scatter
    expect(base.scatter).toEqual({
      symbol: 'S',
      count: 3,
      pay: 2,
      multiplier: 1,
      positions: [
        { reel: 0, row: 1 },
        { reel: 2, row: 0 },
        { reel: 4, row: 2 },
      ],
      payout: 600n,
    });
    expect(totalWin).toBe(stake * 2n);
  });
});

describe('ways', () => {
  it('multiplies the matching cells of each reel, a wild counting for every symbol', () => {
    const model = waysTestModel({ reels: columns('A A B', 'A W C', 'C A B', 'A B B', 'C C C') });
    const { base, stake, totalWin } = spin(model, { betPerSpin: 1_000n }, stopsSource(HOME));
    expect(stake).toBe(1_000n);
    const [a, b] = base.wins;
    expect(base.wins).toHaveLength(2);
    expect(a).toMatchObject({ kind: 'ways', symbol: 'A', count: 4, ways: 4, pay: 40, payout: 16_000n });
    expect(a?.positions).toEqual([
      { reel: 0, row: 0 },
      { reel: 0, row: 1 },
      { reel: 1, row: 0 },
      { reel: 1, row: 1 },
      { reel: 2, row: 1 },
      { reel: 3, row: 0 },
    ]);
    expect(b).toMatchObject({ symbol: 'B', count: 4, ways: 2, pay: 5, payout: 1_000n }); // coin 100 × 5 × 2
    expect(totalWin).toBe(17_000n);
  });

  it('pays nothing when a run is shorter than the pay table', () => {
    const model = waysTestModel({ reels: columns('A A A', 'A B B', 'C C C', 'A A A', 'A A A') });
    expect(spin(model, { betPerSpin: 10n }, stopsSource(HOME)).totalWin).toBe(0n);
  });
});

describe('free spins', () => {
  const trigger = columns('S A C', 'C B A', 'B S C', 'A C B', 'B A S'); // no line wins

  it('awards spins for scatters, retriggers, and multiplies free-spin wins', () => {
    const model = lineTestModel({ reels: trigger });
    const retrigger = [0, 0, 0, 3, 3];
    const quiet = [3, 3, 3, 3, 3];
    const outcome = spin(model, lineBet, stopsSource(HOME, retrigger, quiet, quiet, quiet));
    expect(outcome.base.freeSpinsAwarded).toBe(2);
    expect(outcome.base.scatter?.payout).toBe(600n); // 2 × stake 300
    expect(outcome.freeSpins.map((free) => free.freeSpinsAwarded)).toEqual([2, 0, 0, 0]);
    expect(outcome.freeSpinsAwarded).toBe(4);
    const first = outcome.freeSpins[0]!;
    expect(first.phase).toBe('free');
    expect(first.window.map((reel) => reel[0])).toEqual(['S', 'S', 'S', 'C', 'B']);
    expect(first.scatter).toMatchObject({ count: 3, pay: 2, multiplier: 3, payout: 1_800n });
    expect(outcome.totalWin).toBe(600n + 1_800n);
  });

  it('caps the spins of one feature', () => {
    const capped = lineTestModel().freeSpins!;
    const model = lineTestModel({ reels: trigger, freeSpins: { ...capped, maxSpins: 3 } });
    const retrigger = [0, 0, 0, 3, 3];
    const outcome = spin(model, lineBet, stopsSource(HOME, retrigger, retrigger, [3, 3, 3, 3, 3]));
    expect(outcome.freeSpins.map((free) => free.freeSpinsAwarded)).toEqual([1, 0, 0]);
    expect(outcome.freeSpinsAwarded).toBe(3);
    // The capped retrigger still pays its scatters.
    expect(outcome.freeSpins[1]!.scatter?.payout).toBe(1_800n);
  });
});

describe('bets', () => {
  it('refuses bets the model cannot take', () => {
    const refused: [Bet, string][] = [
      [{ lineBet: 100n, lines: 0 }, 'lines_out_of_range'],
      [{ lineBet: 100n, lines: 21 }, 'lines_out_of_range'],
      [{ lineBet: 100n, lines: 1.5 }, 'lines_out_of_range'],
      [{ lineBet: 0n, lines: 20 }, 'bet_not_positive'],
      [{ lineBet: -100n, lines: 20 }, 'bet_not_positive'],
      [{ betPerSpin: 2_000n }, 'wrong_bet_shape'],
      [{ lineBet: 100 as unknown as bigint, lines: 20 }, 'wrong_bet_shape'],
    ];
    for (const [bet, reason] of refused) {
      expect(() => validateBet(LOW_VOLATILITY_20_LINES, bet)).toThrow(InvalidBetError);
      expect(() => spin(LOW_VOLATILITY_20_LINES, bet, stopsSource())).toThrow(
        expect.objectContaining({ reason }),
      );
    }
    expect(() => stakeOf(MEDIUM_VOLATILITY_243_WAYS, { betPerSpin: 2_010n })).toThrow(/multiple of 25/);
    expect(() => stakeOf(MEDIUM_VOLATILITY_243_WAYS, { betPerSpin: 0n })).toThrow(InvalidBetError);
    expect(() => stakeOf(MEDIUM_VOLATILITY_243_WAYS, { lineBet: 1n, lines: 1 })).toThrow(InvalidBetError);
  });

  it('states the stake of valid bets', () => {
    expect(stakeOf(LOW_VOLATILITY_20_LINES, { lineBet: 5_000n, lines: 7 })).toBe(35_000n);
    expect(stakeOf(MEDIUM_VOLATILITY_243_WAYS, { betPerSpin: 100_000n })).toBe(100_000n);
  });
});
