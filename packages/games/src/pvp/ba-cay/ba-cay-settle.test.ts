import { describe, expect, it } from 'vitest';
import { baCayErrorCode as codeOf, baCayHand as hand } from './ba-cay-test-helpers.ts';
import { type BaCayMode, baCayMaxLossUnits, baCaySeatMaxLossUnits, settleBaCay } from './index.ts';

const BET = 10_000n;
const table = (...hands: string[]) => hands.map(hand);
const deltas = (mode: BaCayMode, hands: string[][]) => settleBaCay(mode, hands, BET).deltas;

/** Four ba tây hands, a banker with bù and the lowest best card possible against them, three small hands. */
const EIGHT_WITH_FOUR_BA_TAY = table(
  '10C 2C 8C', // bù, best 10♣
  'JS QS KS', // ba tây, best K♠
  'JH QH KH', // ba tây, best K♥
  'JD QD KD', // ba tây, best K♦
  'JC QC KC', // ba tây, best K♣
  'AD 2D 3D', // 6, best A♦
  '4H 5H 6H', // 5, best 6♥
  '7S 9S 3C', // 9, best 9♠
);

describe('ba cây pot mode', () => {
  it('2 players: equal points go to the best card’s suit', () => {
    const hands = table('9H KS QC', '4D 4S AC'); // 9 (best 9♥) against 9 (best 4♦)
    const result = settleBaCay('pot', hands, BET);
    expect(result.values).toEqual([
      { kind: 'points', points: 9, best: '9H' },
      { kind: 'points', points: 9, best: '4D' },
    ]);
    expect(result.winner).toBe(1);
    expect(result.deltas).toEqual([-10_000n, 10_000n]);
  });

  it('4 players: ba tây takes the pot from two 9s', () => {
    const hands = table('JS QS KH', '9D 10D KD', '5C 4C 10C', 'AD 2H 3S');
    const result = settleBaCay('pot', hands, BET);
    expect(result.values.map((v) => [v.kind, v.points, v.best])).toEqual([
      ['baTay', 0, 'KH'],
      ['points', 9, 'KD'],
      ['points', 9, '10C'],
      ['points', 6, 'AD'],
    ]);
    expect(result).toMatchObject({ winner: 0, deltas: [30_000n, -10_000n, -10_000n, -10_000n] });
  });

  it('8 players: the best of four ba tây hands (K♦) wins 7 antes', () => {
    const result = settleBaCay('pot', EIGHT_WITH_FOUR_BA_TAY, BET);
    expect(result.winner).toBe(3);
    expect(result.deltas).toEqual([-1n, -1n, -1n, 7n, -1n, -1n, -1n, -1n].map((units) => units * BET));
  });

  it('8 players: three 9s, the two diamonds decided on rank (9♦ over 4♦)', () => {
    const hands = table(
      '9D 10S JC', // 9, best 9♦
      '4D 5S KH', // 9, best 4♦
      'AH 7H 10H', // 8
      '2S 3S 4S', // 9, best 4♠
      '5C 6C 7C', // 8
      '8D 8S AS', // 7
      'QD KD 2H', // 2
      '3H 6H 9C', // 8
    );
    expect(settleBaCay('pot', hands, BET)).toMatchObject({
      winner: 0,
      deltas: [70_000n, ...Array(7).fill(-BET)],
    });
    // the same table with a banker: nobody beats the banker's 9 with 9♦
    expect(deltas('banker', hands)).toEqual([70_000n, ...Array(7).fill(-BET)]);
  });
});

describe('ba cây banker mode', () => {
  it('2 players: the better hand wins one bet, ba tây two', () => {
    expect(deltas('banker', table('9H KS QC', '4D 4S AC'))).toEqual([-10_000n, 10_000n]); // 9 vs 9, 4♦ > 9♥
    expect(deltas('banker', table('JD QS KH', '9C KC 10C'))).toEqual([20_000n, -20_000n]); // banker's ba tây
    expect(deltas('banker', table('9C KC 10C', 'JD QS KH'))).toEqual([-20_000n, 20_000n]); // player's ba tây
    expect(settleBaCay('banker', table('9C KC 10C', 'JD QS KH'), BET).winner).toBeNull();
  });

  it('4 players: ba tây wins 2, a 9 wins 1, an 8 with a lower best card loses 1', () => {
    const hands = table(
      '8H 10S QS', // banker: 8, best 8♥
      'JD QC KC', // ba tây: +2
      '4S 5S KS', // 9: +1
      '8C 10C JC', // 8, best J♣ below 8♥: −1
    );
    expect(deltas('banker', hands)).toEqual([-20_000n, 20_000n, 10_000n, -10_000n]);
    expect(deltas('pot', hands)).toEqual([-10_000n, 30_000n, -10_000n, -10_000n]);
  });

  it('4 players: ba tây against ba tây pays 2 either way', () => {
    const hands = table(
      'JS QS KH', // banker: ba tây, best K♥
      'JD QD KD', // ba tây, best K♦: beats the banker, +2
      'JC QC KC', // ba tây, best K♣: loses, −2
      'AD 9D 9H', // 9: loses to ba tây, −2
    );
    expect(deltas('banker', hands)).toEqual([20_000n, 20_000n, -20_000n, -20_000n]);
    expect(deltas('banker', table('JS QS KH', '9D 10D KD', '5C 4C 10C', 'AD 2H 3S'))).toEqual([
      60_000n,
      -20_000n,
      -20_000n,
      -20_000n,
    ]);
  });

  it('8 players: a banker with bù against four ba tây loses the most it can, 11 bets', () => {
    const result = settleBaCay('banker', EIGHT_WITH_FOUR_BA_TAY, BET);
    expect(result.deltas).toEqual([-11n, 2n, 2n, 2n, 2n, 1n, 1n, 1n].map((units) => units * BET));
    expect(-(result.deltas[0] as bigint)).toBe(BET * BigInt(baCayMaxLossUnits('banker', 8)));
  });
});

describe('ba cây holds', () => {
  it('holds 1 bet in pot mode, 2 from a player and up to 11 from the banker in banker mode', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => baCayMaxLossUnits('pot', n))).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => baCayMaxLossUnits('banker', n))).toEqual([2, 4, 6, 8, 9, 10, 11]);
    expect(baCaySeatMaxLossUnits('banker', 8, 7)).toBe(2);
    expect(baCaySeatMaxLossUnits('pot', 8, 0)).toBe(1);
  });
});

describe('ba cây bad input', () => {
  const good = table('9H KS QC', '4D 4S AC');
  it('refuses a bad mode, seat count or bet with invalid_game_config', () => {
    expect(codeOf(() => settleBaCay('all' as BaCayMode, good, BET))).toBe('invalid_game_config');
    expect(codeOf(() => settleBaCay('pot', good, 0n))).toBe('invalid_game_config');
    expect(codeOf(() => settleBaCay('pot', good, -5n))).toBe('invalid_game_config');
    expect(codeOf(() => settleBaCay('pot', good, 10 as unknown as bigint))).toBe('invalid_game_config');
    expect(codeOf(() => settleBaCay('pot', table('9H KS QC'), BET))).toBe('invalid_game_config');
    expect(codeOf(() => settleBaCay('pot', 'AS' as unknown as string[][], BET))).toBe('invalid_game_config');
    const nine = table('AS 2S 3S', '4S 5S 6S', '7S 8S 9S', '10S JS QS', 'KS AH 2H', '3H 4H 5H', '6H 7H 8H');
    expect(codeOf(() => settleBaCay('banker', [...nine, hand('9H 10H JH'), hand('QH KH AD')], BET))).toBe(
      'invalid_game_config',
    );
    expect(codeOf(() => baCayMaxLossUnits('banker', 9))).toBe('invalid_game_config');
    expect(codeOf(() => baCayMaxLossUnits('banker', 1))).toBe('invalid_game_config');
    expect(codeOf(() => baCaySeatMaxLossUnits('banker', 4, 4))).toBe('invalid_game_config');
  });

  it('refuses bad hands with invalid_game_action', () => {
    expect(codeOf(() => settleBaCay('pot', table('9H KS', '4D 4S AC'), BET))).toBe('invalid_game_action');
    expect(codeOf(() => settleBaCay('pot', table('9H KS QC', '4D 4S QC'), BET))).toBe('invalid_game_action');
    expect(codeOf(() => settleBaCay('pot', table('9H KS QC', '4D 4S 11C'), BET))).toBe('invalid_game_action');
    expect(codeOf(() => settleBaCay('pot', table('9H KS QC', '4D 4S 4S'), BET))).toBe('invalid_game_action');
  });
});
