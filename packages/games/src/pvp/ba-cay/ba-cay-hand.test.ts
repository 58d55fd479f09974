import { describe, expect, it } from 'vitest';
import { baCayErrorCode as codeOf, baCayHand as hand } from './ba-cay-test-helpers.ts';
import { baCayCardPoints, baCayCardRank, baCayCompare, baCayValue } from './index.ts';

const value = (codes: string) => baCayValue(hand(codes));
const compare = (a: string, b: string) => baCayCompare(hand(a), hand(b));

describe('ba cây card points and hand values', () => {
  it('counts the ace 1, two to nine at face value, ten and the face cards 10', () => {
    expect(['AS', '2H', '5D', '9C', '10S', 'JH', 'QD', 'KC'].map(baCayCardPoints)).toEqual([
      1, 2, 5, 9, 10, 10, 10, 10,
    ]);
  });

  it('scores the sum mod 10, a ten adding nothing', () => {
    expect(value('AS AH 7D')).toEqual({ kind: 'points', points: 9, best: '7D' }); // 1 + 1 + 7 = 9: the ace is 1
    expect(value('AC 10D 8S')).toEqual({ kind: 'points', points: 9, best: '10D' }); // 1 + 10 + 8 = 19
    expect(value('4S 5H KD')).toEqual({ kind: 'points', points: 9, best: 'KD' }); // 19
    expect(value('9S 8H 6C')).toEqual({ kind: 'points', points: 3, best: '8H' }); // 23
    expect(value('10S 10H 3C')).toEqual({ kind: 'points', points: 3, best: '10H' }); // the tens count 0
    expect(value('AS 2S 3S')).toEqual({ kind: 'points', points: 6, best: 'AS' });
  });

  it('calls a sum ending in 0 bù (0 points)', () => {
    expect(value('5S 5H 10C')).toEqual({ kind: 'points', points: 0, best: '5H' });
    expect(value('AS 9H KD')).toEqual({ kind: 'points', points: 0, best: 'KD' }); // 1 + 9 + 10 = 20
    expect(value('10S JH QC')).toEqual({ kind: 'points', points: 0, best: 'JH' }); // a ten is not a face card
  });

  it('calls three face cards ba tây, whatever the suits or ranks', () => {
    expect(value('JS QH KC')).toEqual({ kind: 'baTay', points: 0, best: 'QH' });
    expect(value('KD KH KS')).toEqual({ kind: 'baTay', points: 0, best: 'KD' }); // three kings: ba tây
    expect(value('JC JD QC')).toEqual({ kind: 'baTay', points: 0, best: 'JD' });
  });

  it('gives three of a kind (sáp) below ten no special rank', () => {
    expect(value('3S 3H 3D')).toEqual({ kind: 'points', points: 9, best: '3D' });
    expect(value('5S 5H 5D')).toEqual({ kind: 'points', points: 5, best: '5D' });
    expect(compare('2S 2H 2D', '4C 3C KS')).toBeLessThan(0); // three twos are 6: below a 7
  });

  it('takes the best card by suit first (♦ > ♥ > ♠ > ♣), then rank with the ace high', () => {
    expect(value('2D KS QH').best).toBe('2D'); // any diamond beats any other suit
    expect(value('KH 3H AS').best).toBe('KH');
    expect(value('AS KS 10C').best).toBe('AS'); // the ace is the highest rank
    expect(value('2S KC QC').best).toBe('2S');
    expect(value('10C 9C 2C').best).toBe('10C');
    expect(baCayCardRank('AD')).toBe(51);
    expect(baCayCardRank('2C')).toBe(0);
    expect(baCayCardRank('KD')).toBeGreaterThan(baCayCardRank('AH'));
  });

  it('does not depend on the order of the cards', () => {
    expect(value('QH 4D 9C')).toEqual(value('9C QH 4D'));
  });
});

describe('ba cây comparison', () => {
  it('ranks ba tây above 9, and higher points above lower', () => {
    expect(compare('JC QC KS', '4D 5D KD')).toBeGreaterThan(0); // ba tây (best K♠) over 9 holding K♦
    expect(compare('9C 10C JC', '8D KD QD')).toBeGreaterThan(0); // 9 over 8
    expect(compare('AC 10C JC', '5D 5H KD')).toBeGreaterThan(0); // 1 over bù
    expect(compare('10S JH QC', 'JS QS KS')).toBeLessThan(0); // 10 J Q is bù, far below J Q K
  });

  it('breaks equal points on the best card’s suit: ♦ > ♥ > ♠ > ♣', () => {
    expect(compare('2D 3C 4C', 'AH KH 8H')).toBeGreaterThan(0); // 9 vs 9: 2♦ beats A♥
    expect(compare('AH 3S 4S', 'AS KS 7S')).toBeGreaterThan(0); // 8 vs 8: A♥ over A♠
    expect(compare('2S 3C 2C', 'KC QC 7C')).toBeGreaterThan(0); // 7 vs 7: 2♠ over K♣
    expect(compare('KC QC 7C', '2S 3C 2C')).toBeLessThan(0);
  });

  it('breaks the same suit on the best card’s rank, ace high', () => {
    expect(compare('AD 2S 3S', 'KD 3C 3H')).toBeGreaterThan(0); // 6 vs 6: A♦ over K♦
    expect(compare('KH 4S 5S', 'QH 4C 5C')).toBeGreaterThan(0); // 9 vs 9: K♥ over Q♥
    expect(compare('10S 2C 7C', '9S AC 9C')).toBeGreaterThan(0); // 9 vs 9: 10♠ over 9♠
    expect(compare('2C 4C 2H', '3H 3C 2S')).toBeLessThan(0); // 8 vs 8: 2♥ under 3♥
  });

  it('breaks two ba tây hands and two bù hands the same way', () => {
    expect(compare('JD QC KC', 'KH QH JS')).toBeGreaterThan(0); // J♦ over K♥
    expect(compare('KS KC QS', 'JS QC JC')).toBeGreaterThan(0); // K♠ over J♠
    expect(compare('5S 5C 10C', '4H 6C KC')).toBeLessThan(0); // bù: 5♠ under 4♥
  });

  it('is antisymmetric and 0 only for a hand against itself', () => {
    expect(compare('2D 3C 4C', 'AH KH 8H')).toBe(-compare('AH KH 8H', '2D 3C 4C'));
    expect(compare('2D 3C 4C', '4C 2D 3C')).toBe(0);
  });
});

describe('ba cây bad hands', () => {
  it('refuses anything but three distinct valid card codes with invalid_game_action', () => {
    expect(codeOf(() => baCayValue(hand('AS KD')))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue(hand('AS KD 2H 3H')))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue([]))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue(hand('AS AS 2H')))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue(hand('AS 1S 2H')))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue(hand('AS XX 2H')))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue(hand('as 2S 2H')))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue(['AS', '2S ', '2H']))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue(['AS', 2, '2H'] as unknown as string[]))).toBe('invalid_game_action');
    expect(codeOf(() => baCayValue('AS 2S 2H' as unknown as string[]))).toBe('invalid_game_action');
    expect(codeOf(() => baCayCompare(hand('AS 2S'), hand('3S 4S 5S')))).toBe('invalid_game_action');
    expect(codeOf(() => baCayCardPoints('ZZ'))).toBe('invalid_game_action');
  });
});
