import { describe, expect, it } from 'vitest';
import {
  tienLenBeats,
  tienLenCardStrength,
  tienLenClassify,
  tienLenCutOf,
  tienLenSortCards,
} from './index.ts';
import { codes, combo } from './tien-len-testing.ts';

const classify = (text: string) => tienLenClassify(codes(text));
const kind = (text: string) => classify(text)?.kind ?? null;
const beats = (a: string, b: string) => tienLenBeats(combo(a), combo(b));

describe('tiến lên card order', () => {
  it('ranks 3 lowest … K, A, 2 highest, then spades < clubs < diamonds < hearts', () => {
    expect(tienLenSortCards(codes('2S AH KD 3H 10C 3S JS 2H 3C 3D'))).toEqual(
      codes('3S 3C 3D 3H 10C JS KD AH 2S 2H'),
    );
    expect(tienLenCardStrength('3S')).toBe(0);
    expect(tienLenCardStrength('2H')).toBe(51);
    expect(tienLenCardStrength('1S')).toBe(-1);
  });
});

describe('tiến lên combinations', () => {
  it('classifies singles, pairs, triples and quads (tứ quý)', () => {
    expect(classify('7D')).toEqual({ kind: 'single', cards: ['7D'], length: 1, top: '7D' });
    expect(classify('9H 9S')).toEqual({ kind: 'pair', cards: ['9S', '9H'], length: 2, top: '9H' });
    expect(kind('2H 2C')).toBe('pair');
    expect(classify('KS KC KD')).toMatchObject({ kind: 'triple', length: 3, top: 'KD' });
    expect(classify('5H 5C 5S 5D')).toMatchObject({ kind: 'quad', length: 4, top: '5H' });
  });

  it('classifies straights (sảnh) of 3 or more ranks, A high at most, never with a 2', () => {
    expect(classify('5D 3S 4H')).toEqual({
      kind: 'straight',
      cards: ['3S', '4H', '5D'],
      length: 3,
      top: '5D',
    });
    expect(classify('QS KC AD')).toMatchObject({ kind: 'straight', top: 'AD' });
    expect(classify('3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS')).toMatchObject({ kind: 'straight', length: 12 });
    expect(kind('KS AS 2S')).toBeNull();
    expect(kind('AS 2S 3S')).toBeNull();
    expect(kind('2S 3S 4S')).toBeNull();
    expect(kind('3S 4S')).toBeNull(); // too short
    expect(kind('3S 4S 6S')).toBeNull(); // a gap
    expect(kind('3S 4S 4H 5S')).toBeNull(); // a repeated rank
  });

  it('classifies runs of 3 or more consecutive pairs (đôi thông), never with 2s', () => {
    expect(classify('3S 3H 4C 4D 5S 5C')).toMatchObject({ kind: 'pairRun', length: 6, top: '5C' });
    expect(classify('QS QH KS KH AS AH')).toMatchObject({ kind: 'pairRun', top: 'AH' });
    expect(classify('7S 7H 8S 8H 9S 9H 10S 10H')).toMatchObject({ kind: 'pairRun', length: 8, top: '10H' });
    expect(kind('KS KH AS AH 2S 2H')).toBeNull();
    expect(kind('AS AH KS KH')).toBeNull(); // two pairs are no combination
    expect(kind('3S 3H 4C 4D 6S 6C')).toBeNull(); // a gap
    expect(kind('3S 3H 3C 4D 4S 5S')).toBeNull(); // a triple is not a pair
  });

  it('refuses mixed pairs, empty plays, repeated or unknown cards', () => {
    expect(kind('AS KS')).toBeNull();
    expect(kind('AS AH KS')).toBeNull();
    expect(tienLenClassify([])).toBeNull();
    expect(kind('5S 5S')).toBeNull();
    expect(kind('5X')).toBeNull();
    expect(kind('3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S')).toBeNull();
  });
});

describe('tiến lên: what beats what', () => {
  it('beats the same kind and length with a higher top card, rank first, then suit', () => {
    expect(beats('4S', '3H')).toBe(true);
    expect(beats('3H', '3D')).toBe(true);
    expect(beats('3D', '3C')).toBe(true);
    expect(beats('3C', '3S')).toBe(true);
    expect(beats('3S', '3C')).toBe(false);
    expect(beats('2S', 'AH')).toBe(true);
    expect(beats('AS', 'KH')).toBe(true);
    expect(beats('9S 9H', '9C 9D')).toBe(true); // 9♥ tops 9♦
    expect(beats('9C 9D', '9S 9H')).toBe(false);
    expect(beats('10S 10C', '9D 9H')).toBe(true);
    expect(beats('6S 6C 6D', '5S 5C 5H')).toBe(true);
    expect(beats('5S 6S 7H', '5D 6D 7D')).toBe(true);
    expect(beats('5S 6S 7C', '5D 6D 7S')).toBe(true);
    expect(beats('4S 5S 6S', '5D 6D 7S')).toBe(false);
    expect(beats('4D 4H 5S 5H 6S 6H', '3S 3C 4S 4C 5C 5D')).toBe(true);
  });

  it('never beats another kind or length (outside the cuts)', () => {
    expect(beats('4S 5S 6S 7S', '3S 4H 5H')).toBe(false);
    expect(beats('3S 4S 5S', '3D 4D 5D 6D')).toBe(false);
    expect(beats('AS AH', 'KS')).toBe(false);
    expect(beats('2S', '3S 3H')).toBe(false);
    expect(beats('4S 4H 4C 4D', 'AS')).toBe(false); // a quad cuts 2s, not an ace
    expect(beats('3S 3H 4C 4D 5S 5C', 'AH AD')).toBe(false);
  });

  it('lets three consecutive pairs cut a single 2, but not a pair of 2s or a quad', () => {
    expect(beats('3S 3H 4C 4D 5S 5C', '2S')).toBe(true);
    expect(beats('3S 3H 4C 4D 5S 5C', '2H')).toBe(true);
    expect(beats('3S 3H 4C 4D 5S 5C', '2S 2H')).toBe(false);
    expect(beats('JS JH QC QD KS KC', '3S 3H 3C 3D')).toBe(false);
  });

  it('lets a quad cut a single 2, a pair of 2s and three consecutive pairs', () => {
    expect(beats('3S 3H 3C 3D', '2H')).toBe(true);
    expect(beats('3S 3H 3C 3D', '2D 2H')).toBe(true);
    expect(beats('3S 3H 3C 3D', 'QS QH KC KD AS AC')).toBe(true);
    expect(beats('3S 3H 3C 3D', '2S 2C 2H')).toBe(false);
    expect(beats('3S 3H 3C 3D', '4S 4H 5S 5H 6S 6H 7S 7H')).toBe(false);
  });

  it('lets four consecutive pairs cut a 2, a pair of 2s, three consecutive pairs and a quad', () => {
    const four = '3S 3H 4C 4D 5S 5C 6S 6C';
    expect(beats(four, '2C')).toBe(true);
    expect(beats(four, '2C 2D')).toBe(true);
    expect(beats(four, 'QS QH KC KD AS AC')).toBe(true);
    expect(beats(four, 'AS AH AC AD')).toBe(true);
  });

  it('lets a cut be cut by a higher one of its kind or a bigger kind', () => {
    expect(beats('4S 4H 4C 4D', '3S 3H 3C 3D')).toBe(true);
    expect(beats('3S 3H 3C 3D', '4S 4H 4C 4D')).toBe(false);
    expect(beats('4S 4H 5S 5H 6S 6D', '4C 4D 5C 5D 6C 6H')).toBe(false); // 6♦ under 6♥
    expect(beats('4S 4H 5S 5H 6S 6H 7S 7D', '3S 3H 4C 4D 5C 5D 6C 6D')).toBe(true);
    expect(beats('3S 3H 4C 4D 5S 5C', '6S 6H 6C 6D')).toBe(false);
  });

  it('names each chặt and what it is worth', () => {
    const bomb = combo('3S 3H 3C 3D');
    expect(tienLenCutOf(bomb, combo('2S'))).toEqual({ what: 'black2', units: 1 });
    expect(tienLenCutOf(bomb, combo('2C'))).toEqual({ what: 'black2', units: 1 });
    expect(tienLenCutOf(bomb, combo('2D'))).toEqual({ what: 'red2', units: 2 });
    expect(tienLenCutOf(bomb, combo('2H'))).toEqual({ what: 'red2', units: 2 });
    expect(tienLenCutOf(bomb, combo('2S 2H'))).toEqual({ what: 'pair2', units: 3 });
    expect(tienLenCutOf(bomb, combo('2D 2H'))).toEqual({ what: 'pair2', units: 4 });
    expect(tienLenCutOf(combo('4S 4H 4C 4D'), bomb, 2)).toEqual({ what: 'cut', units: 3 });
    expect(tienLenCutOf(bomb, combo('JS JH QC QD KS KC'))).toBeNull(); // beating a led run is no chặt
    expect(tienLenCutOf(combo('2H'), combo('2S'))).toBeNull(); // a 2 on a 2 is ordinary play
  });
});
