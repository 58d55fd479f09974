import { describe, expect, it } from 'vitest';
import {
  applyTienLenMove,
  startTienLenHand,
  type TienLenCut,
  tienLenMaxLossUnits,
  tienLenSettlement,
  tienLenSettlementUnits,
} from './index.ts';
import { codeOf, combo, dealWith, play, stateOf } from './tien-len-testing.ts';

const BET = 1_000n;
const over = (hands: string[], finished: number[], cuts: TienLenCut[] = []) =>
  stateOf(hands, { over: true, turn: null, finished, cuts });

describe('tiến lên settlement', () => {
  it('2 players: the loser pays 2 units', () => {
    expect(tienLenSettlement(over(['', '5S 9H'], [0, 1]), BET)).toEqual([2_000n, -2_000n]);
  });

  it('3 players: last pays first 2 units, second pays nothing', () => {
    expect(tienLenSettlement(over(['', '5S 9H', ''], [2, 0, 1]), BET)).toEqual([0n, -2_000n, 2_000n]);
  });

  it('4 players: last pays first 2 units, third pays second 1 unit', () => {
    expect(tienLenSettlementUnits(over(['', '5S 9H', '', ''], [2, 0, 3, 1]))).toEqual([1, -2, 2, -1]);
  });

  it('thối heo: the last player pays first place 1 unit per black 2 and 2 per red 2 still held', () => {
    expect(tienLenSettlementUnits(over(['', '2S 2H 7C', '', ''], [2, 0, 3, 1]))).toEqual([1, -5, 5, -1]);
    expect(tienLenSettlementUnits(over(['2C', ''], [1, 0]))).toEqual([-3, 3]);
  });

  it('cóng: a last player who never played pays first place 3 units instead of 2, thối heo on top', () => {
    const full = '3S 4H 5D 6C 7S 8H 9D 10C JS QH KD 2C 2D';
    expect(tienLenSettlementUnits(over(['', full, '', ''], [2, 0, 3, 1]))).toEqual([1, -6, 6, -1]);
    expect(tienLenSettlementUnits(over([full, ''], [1, 0]))).toEqual([-6, 6]);
  });

  it('chặt: the victim pays the cutter; a cut of a cut pays the cut’s units + 1', () => {
    const cuts: TienLenCut[] = [
      { by: 0, victim: 1, what: 'red2', units: 2 },
      { by: 2, victim: 0, what: 'cut', units: 3 },
    ];
    // places alone: [1, -2, 2, -1]; the cuts: seat 1 −2, seat 0 +2 −3, seat 2 +3
    expect(tienLenSettlementUnits(over(['', '5S', '', ''], [2, 0, 3, 1], cuts))).toEqual([0, -4, 5, -1]);
  });

  it('settles the document’s worked example', () => {
    const cuts: TienLenCut[] = [
      { by: 0, victim: 1, what: 'red2', units: 2 },
      { by: 2, victim: 0, what: 'cut', units: 3 },
    ];
    const state = over(['', '2S 2H 7C', '', ''], [2, 0, 3, 1], cuts);
    expect(tienLenSettlement(state, BET)).toEqual([0n, -7_000n, 8_000n, -1_000n]);
  });

  it('pays a chặt made in play', () => {
    let state = stateOf(['3S 3H 4C 4D 5S 5C', '8S 9H', '9S'], { trick: { combo: combo('2H'), by: 1 } });
    state = applyTienLenMove(state, 0, play('3S 3H 4C 4D 5S 5C')); // seat 0 out, cutting a red 2
    state = applyTienLenMove(state, 1, { kind: 'pass' });
    state = applyTienLenMove(state, 2, { kind: 'pass' });
    expect(state.turn).toBe(1);
    state = applyTienLenMove(state, 1, play('8S'));
    state = applyTienLenMove(state, 2, play('9S'));
    expect(state).toMatchObject({ over: true, finished: [0, 2, 1] });
    // seat 1: last (2) + the red 2 cut (2)
    expect(tienLenSettlement(state, BET)).toEqual([4_000n, -4_000n, 0n]);
  });

  it('instant win: every other seat pays the winner 3 units', () => {
    const state = startTienLenHand(dealWith('2S 2C 2D 2H 3S 5C 7D 9H JS KC 4D 6H 8S', 1, 4));
    expect(state.instantWin).toEqual({ seat: 1, kind: 'fourTwos' });
    expect(tienLenSettlement(state, BET)).toEqual([-3_000n, 9_000n, -3_000n, -3_000n]);
  });

  it('refuses a hand still in play and a bet that is not a positive bigint', () => {
    expect(codeOf(() => tienLenSettlement(stateOf(['3S', '4S']), BET))).toBe('invalid_game_action');
    const done = over(['', '5S'], [0, 1]);
    expect(codeOf(() => tienLenSettlement(done, 0n))).toBe('invalid_stake');
    expect(codeOf(() => tienLenSettlement(done, 5 as unknown as bigint))).toBe('invalid_stake');
  });

  it('holds 9 units a seat, for 2 to 4 players', () => {
    expect([2, 3, 4].map(tienLenMaxLossUnits)).toEqual([9, 9, 9]);
    expect(codeOf(() => tienLenMaxLossUnits(5))).toBe('invalid_game_config');
  });
});
