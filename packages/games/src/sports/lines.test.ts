import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SportsError } from './errors.ts';
import {
  type BetOutcome,
  formatLine,
  lineKind,
  mirrorOutcome,
  parseLine,
  settleHandicap,
  settleTotal,
  splitLine,
} from './lines.ts';

const line = fc.integer({ min: -40, max: 40 });
const goals = fc.integer({ min: 0, max: 12 });

describe('line conventions', () => {
  it('holds lines in quarters and splits a quarter line into its two half-stake lines', () => {
    expect(parseLine('-0.75')).toBe(-3);
    expect(parseLine('2.5')).toBe(10);
    expect(parseLine('+0.25')).toBe(1);
    expect(parseLine('-0')).toBe(0);
    // https://www.unibet.co.uk/help/products/sportsbook/asian-handicap/asian-handicap-lines
    // "the handicap -0.25 can also be written as (0,-0.5)"
    expect(splitLine(-1)).toEqual([-2, 0]);
    expect(splitLine(-3)).toEqual([-4, -2]); // −0.75 = −1 and −0.5
    expect(splitLine(9)).toEqual([8, 10]); // 2.25 = 2 and 2.5
    expect(splitLine(-2)).toEqual([-2]);
    expect([lineKind(0), lineKind(-4), lineKind(10), lineKind(-3)]).toEqual([
      'whole',
      'whole',
      'half',
      'quarter',
    ]);
  });

  it('formats and parses lines as inverses', () => {
    expect(formatLine(-3)).toBe('-0.75');
    expect(formatLine(10)).toBe('2.5');
    expect(formatLine(0)).toBe('0');
    expect(formatLine(-8)).toBe('-2');
    fc.assert(fc.property(fc.integer({ min: -4000, max: 4000 }), (q) => parseLine(formatLine(q)) === q));
  });

  it('refuses malformed lines', () => {
    expect(() => parseLine('0.3')).toThrow(SportsError);
    expect(() => parseLine('1/2')).toThrow(SportsError);
    expect(() => settleHandicap(0.5, 1, 0, 'home')).toThrow(SportsError);
    expect(() => settleTotal(4001, 1, 'over')).toThrow(SportsError);
    expect(() => settleTotal(10, -1, 'over')).toThrow(SportsError);
  });
});

describe('Asian handicap settlement (published tables)', () => {
  // https://help.vptop.com/en/articles/12613113-football-prediction-guide (quarter-line table)
  it.each<[string, number, number, number, BetOutcome]>([
    ['−0.25, win by 1', -1, 1, 0, 'win'],
    ['−0.25, draw', -1, 1, 1, 'half_lose'],
    ['−0.25, lose', -1, 0, 1, 'lose'],
    ['−0.75, win by 2', -3, 2, 0, 'win'],
    ['−0.75, win by 1', -3, 2, 1, 'half_win'],
    ['−0.75, draw', -3, 0, 0, 'lose'],
    ['0, draw', 0, 2, 2, 'push'],
    ['−1, win by 1', -4, 2, 1, 'push'],
  ])('home %s → %s', (_, q, home, away, outcome) => {
    expect(settleHandicap(q, home, away, 'home')).toBe(outcome);
  });

  it.each<[string, number, number, number, BetOutcome]>([
    // the same table's +0.25 and +0.75 rows, taken by the away side of home −0.25 / −0.75
    ['+0.25, draw', -1, 1, 1, 'half_win'],
    ['+0.25, win', -1, 0, 1, 'win'],
    ['+0.75, draw', -3, 1, 1, 'win'],
    ['+0.75, lose by 1', -3, 1, 0, 'half_lose'],
    ['+0.75, lose by 2', -3, 2, 0, 'lose'],
    // Unibet: +2 wins losing by one, refunds losing by two, loses by three; +1.5 loses losing by two
    ['+2, lose by 1', -8, 1, 0, 'win'],
    ['+2, lose by 2', -8, 2, 0, 'push'],
    ['+2, lose by 3', -8, 3, 0, 'lose'],
    ['+1.5, lose by 2', -6, 2, 0, 'lose'],
    // https://cs.help.pinnaclesports.com/en/support/solutions/articles/1000116864-what-is-the-explanation-for-asian-handicap-and-double-totals-
    // +0.5 and +1 (+3/4) losing 0–1 loses half and pushes half
    ['+0.75 (Pinnacle), lose 0–1', -3, 1, 0, 'half_lose'],
  ])('away %s → %s', (_, q, home, away, outcome) => {
    expect(settleHandicap(q, home, away, 'away')).toBe(outcome);
  });

  it.each<[string, number, number, 'over' | 'under', BetOutcome]>([
    ['over 2.25, 3 goals', 9, 3, 'over', 'win'],
    ['over 2.25, 2 goals', 9, 2, 'over', 'half_lose'],
    ['over 2.25, 1 goal', 9, 1, 'over', 'lose'],
    ['under 2.25, 2 goals', 9, 2, 'under', 'half_win'],
    ['over 2.75, 4 goals', 11, 4, 'over', 'win'],
    ['over 2.75, 3 goals', 11, 3, 'over', 'half_win'],
    ['over 2.75, 2 goals', 11, 2, 'over', 'lose'],
    ['under 2.75, 3 goals', 11, 3, 'under', 'half_lose'],
    ['over 2, 2 goals', 8, 2, 'over', 'push'],
    // Pinnacle: under 5 and 5.5 (under 5¼) with 5 goals: half ties, half wins
    ['under 5.25, 5 goals', 21, 5, 'under', 'half_win'],
  ])('%s → %s', (_, q, total, side, outcome) => {
    expect(settleTotal(q, total, side)).toBe(outcome);
  });
});

describe('mirror properties', () => {
  it('the two sides of a handicap are mirror results', () => {
    fc.assert(
      fc.property(line, goals, goals, (q, home, away) => {
        expect(settleHandicap(q, home, away, 'away')).toBe(
          mirrorOutcome(settleHandicap(q, home, away, 'home')),
        );
      }),
    );
  });

  it('over and under are mirror results', () => {
    fc.assert(
      fc.property(line.map(Math.abs), goals, (q, total) => {
        expect(settleTotal(q, total, 'under')).toBe(mirrorOutcome(settleTotal(q, total, 'over')));
      }),
    );
  });

  it('home on line q is away on line −q with the score reversed', () => {
    fc.assert(
      fc.property(line, goals, goals, (q, home, away) => {
        expect(settleHandicap(-q, away, home, 'away')).toBe(settleHandicap(q, home, away, 'home'));
      }),
    );
  });

  it('a quarter line settles as its two half-stake lines', () => {
    const value: Record<BetOutcome, number> = { win: 2, half_win: 1, push: 0, half_lose: -1, lose: -2 };
    fc.assert(
      fc.property(
        line.filter((q) => lineKind(q) === 'quarter'),
        goals,
        goals,
        (q, home, away) => {
          const halves = splitLine(q).map((half) => value[settleHandicap(half, home, away, 'home')] / 2);
          expect(value[settleHandicap(q, home, away, 'home')]).toBe((halves[0] ?? 0) + (halves[1] ?? 0));
        },
      ),
    );
  });
});
