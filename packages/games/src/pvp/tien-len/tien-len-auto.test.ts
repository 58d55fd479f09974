import { describe, expect, it } from 'vitest';
import { applyTienLenMove, startTienLenHand, tienLenAutoMove, tienLenLegalPlays } from './index.ts';
import { codeOf, codes, combo, dealWith, stateOf } from './tien-len-testing.ts';

const joined = (plays: string[][]) => plays.map((cards) => cards.join(' '));

describe('tiến lên legal plays', () => {
  it('lists every single, pair, triple and quad, and each straight or run by its top card', () => {
    const plays = joined(tienLenLegalPlays(stateOf(['3S 3C 4D 5H 5S 6C 2H']), 0));
    for (const expected of ['3S', '3C', '2H', '3S 3C', '5S 5H', '3S 4D 5S', '3S 4D 5H', '3S 4D 5S 6C']) {
      expect(plays).toContain(expected);
    }
    expect(plays).not.toContain('3C 4D 5S'); // plays exactly like 3S 4D 5S
    expect(new Set(plays).size).toBe(plays.length);
  });

  it('keeps to what beats the trick, cuts included', () => {
    const onSix = stateOf(['5S 6C 7D 2H 8S 8H', '9S'], { trick: { combo: combo('6S'), by: 1 } });
    expect(joined(tienLenLegalPlays(onSix, 0))).toEqual(['6C', '7D', '8S', '8H', '2H']);
    const onTwo = stateOf(['3S 3H 4C 4D 5S 5C 9S 9H 9C 9D', '8S'], { trick: { combo: combo('2D'), by: 1 } });
    expect(joined(tienLenLegalPlays(onTwo, 0))).toEqual(
      expect.arrayContaining(['3S 3H 4C 4D 5S 5C', '9S 9C 9D 9H']),
    );
    expect(tienLenLegalPlays(onTwo, 1)).toEqual([]); // not seat 1's turn
  });

  it('holds only plays with 3♠ for the first play of the room', () => {
    const state = startTienLenHand(dealWith('3S 3H 4D 5C 8S 8H 10C JD QS KH AC 2S 9D', 0, 4));
    const plays = tienLenLegalPlays(state, 0);
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.every((cards) => cards.includes('3S'))).toBe(true);
    expect(joined(plays)).toEqual(expect.arrayContaining(['3S', '3S 3H', '3S 4D 5C']));
  });
});

describe('tiến lên auto move', () => {
  it('leads the combination holding its lowest card that sheds the most', () => {
    expect(tienLenAutoMove(stateOf(['3S 4D 5H 6C 9S 9H KD']), 0)).toEqual({
      kind: 'play',
      cards: codes('3S 4D 5H 6C'),
    });
    expect(tienLenAutoMove(stateOf(['3S 3H 7D 9S KD']), 0)).toEqual({ kind: 'play', cards: codes('3S 3H') });
    // its lowest card sits in a quad: it leads the lowest card outside it
    expect(tienLenAutoMove(stateOf(['3S 3H 3D 3C 7D 9S KD']), 0)).toEqual({ kind: 'play', cards: ['7D'] });
  });

  it('follows with the cheapest play that beats, keeping its 2s and quads', () => {
    const single = stateOf(['5S 8C 9D KH 2H 2S', '3C'], { trick: { combo: combo('7S'), by: 1 } });
    expect(tienLenAutoMove(single, 0)).toEqual({ kind: 'play', cards: ['8C'] });
    const onAce = stateOf(['5S 6C 7D 9H 2H 2S', '3C'], { trick: { combo: combo('AS'), by: 1 } });
    expect(tienLenAutoMove(onAce, 0)).toEqual({ kind: 'pass' });
    const quad = stateOf(['5S 9S 9H 9C 9D 3H', '3C'], { trick: { combo: combo('8S'), by: 1 } });
    expect(tienLenAutoMove(quad, 0)).toEqual({ kind: 'pass' });
    // with five cards or fewer it spends a 2
    const few = stateOf(['5S 6C 7D 2H 2S', '3C'], { trick: { combo: combo('AS'), by: 1 } });
    expect(tienLenAutoMove(few, 0)).toEqual({ kind: 'play', cards: ['2S'] });
  });

  it('cuts a 2 with its lowest bomb and goes out in one play when it can', () => {
    const onTwo = stateOf(['3S 3H 4C 4D 5S 5C 9S 9H 9C 9D KS', '8S'], {
      trick: { combo: combo('2D'), by: 1 },
    });
    expect(tienLenAutoMove(onTwo, 0)).toEqual({ kind: 'play', cards: codes('3S 3H 4C 4D 5S 5C') });
    expect(tienLenAutoMove(stateOf(['4S 5S 6H', '3C']), 0)).toEqual({
      kind: 'play',
      cards: codes('4S 5S 6H'),
    });
  });

  it('refuses to move for a seat whose turn it is not', () => {
    expect(codeOf(() => tienLenAutoMove(stateOf(['3S', '4S']), 1))).toBe('invalid_game_action');
  });

  it('returns a move the engine accepts', () => {
    const state = stateOf(['5S 6C 7D 9H 2H 2S', '3C'], { trick: { combo: combo('AS'), by: 1 } });
    expect(() => applyTienLenMove(state, 0, tienLenAutoMove(state, 0))).not.toThrow();
  });
});
