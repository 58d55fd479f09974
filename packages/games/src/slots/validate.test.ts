import { describe, expect, it } from 'vitest';
import { defineSlotModel } from './model.ts';
import { SLOT_MODELS } from './models/index.ts';
import { columns, lineTestModel, waysTestModel } from './testing.ts';

const FIVE = columns('A B C', 'C B A', 'B C A', 'A C B', 'C A B');

describe('validateSlotModel', () => {
  it('accepts the shipped models', () => {
    expect(Object.keys(SLOT_MODELS)).toEqual(['low-20-lines', 'medium-243-ways', 'high-1024-ways']);
  });

  const lineCases: [string, Parameters<typeof lineTestModel>[0], RegExp][] = [
    [
      'an unknown symbol on a strip',
      { reels: columns('A B Z', 'C B A', 'B C A', 'A C B', 'C A B') },
      /unknown Z/,
    ],
    [
      'a strip shorter than the window',
      { reels: columns('A B', 'C B A', 'B C A', 'A C B', 'C A B') },
      /shorter/,
    ],
    [
      'two scatters in one window',
      { reels: columns('S A S B', 'C B A', 'B C A', 'A C B', 'C A B') },
      /scatters/,
    ],
    ['more symbols paying less', { pays: { A: { 3: 10, 4: 5 }, W: { 5: 1 } } }, /worth less/],
    ['a pay for six on five reels', { pays: { A: { 6: 10 }, W: { 5: 1 } } }, /outside 1\.\.5/],
    ['a fractional pay', { pays: { A: { 3: 1.5 }, W: { 5: 1 } } }, /whole number/],
    ['a scatter in the line pays', { pays: { S: { 3: 1 }, W: { 5: 1 } } }, /scatter pays through/],
    ['nothing paying', { pays: { A: {}, W: {} }, wild: null }, /nothing pays/],
    ['a wild without its own line pay', { pays: { A: { 3: 1, 4: 1, 5: 1 } } }, /wild needs a pay/],
    ['a line off the window', { lines: [[1, 1, 1, 1, 3]] }, /one row 0\.\.2 per reel/],
    [
      'a repeated line',
      {
        lines: [
          [1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1],
        ],
      },
      /repeated/,
    ],
    ['a wild that is not a symbol', { wild: 'X' }, /wild X is not a symbol/],
    ['repeated symbols', { symbols: ['A', 'A', 'B', 'C', 'W', 'S'] }, /unique/],
    ['spins awarded with no free-spin rules', { freeSpins: null }, /freeSpins is missing/],
    ['pays that could overflow a round', { pays: { A: { 5: 2 ** 50 }, W: { 5: 1 } } }, /2\^53/],
  ];
  for (const [what, overrides, message] of lineCases) {
    it(`refuses ${what}`, () => expect(() => lineTestModel(overrides)).toThrow(message));
  }

  it('refuses free-spin rules without a cap, with a zero multiplier or the wrong number of strips', () => {
    const rules = lineTestModel().freeSpins!;
    expect(() => lineTestModel({ freeSpins: { ...rules, reels: FIVE.slice(0, 4) } })).toThrow(
      /expected 5 strips/,
    );
    expect(() => lineTestModel({ freeSpins: { ...rules, maxSpins: 0 } })).toThrow(/maxSpins/);
    expect(() => lineTestModel({ freeSpins: { ...rules, multiplier: 0 } })).toThrow(/multiplier/);
  });

  it('keeps wilds off the first reel of a ways model and never pays wild-only ways', () => {
    expect(() => waysTestModel({ reels: columns('W A B', 'C B A', 'B C A', 'A C B', 'C A B') })).toThrow(
      /no wild on the first reel/,
    );
    expect(() => waysTestModel({ pays: { A: { 5: 1 }, W: { 5: 1 } } })).toThrow(/wild-only way/);
    expect(() => waysTestModel({ betMultiplier: 0 })).toThrow(/betMultiplier/);
  });

  it('names the model in its errors', () => {
    const spec = { ...lineTestModel(), id: 'broken', rows: 0 };
    expect(() => defineSlotModel(spec)).toThrow('slot model "broken": rows must be an integer 1..8');
  });
});
