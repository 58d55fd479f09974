import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { cardCode, dealCards } from '../../tables/cards/index.ts';
import {
  applyTienLenMove,
  dealTienLen,
  startTienLenHand,
  type TienLenState,
  tienLenAutoMove,
  tienLenInstantWin,
  tienLenSettlementUnits,
  tienLenSortCards,
} from './index.ts';
import { codeOf, codes, combo, dealWith, pass, play, stateOf } from './tien-len-testing.ts';

const apply = (state: TienLenState, seat: number, move: ReturnType<typeof play> | typeof pass) =>
  applyTienLenMove(state, seat, move);

describe('tiến lên deal', () => {
  it('gives seat s cards 13s … 13s + 12 of dealCards(source, 1, 13 × players), sorted', () => {
    const hands = dealTienLen(seededSource(5), 3);
    const dealt = dealCards(seededSource(5), 1, 39).map(cardCode);
    expect(hands).toHaveLength(3);
    for (let seat = 0; seat < 3; seat++)
      expect(hands[seat]).toEqual(tienLenSortCards(dealt.slice(13 * seat, 13 * seat + 13)));
    expect(new Set(hands.flat()).size).toBe(39);
  });

  it('deals the same hands from the same fair seeds', () => {
    const seeds = { serverSeed: 'tien-len-server', clientSeed: 'player', nonce: 3 };
    const first = dealTienLen(fairSource(seeds), 4);
    expect(dealTienLen(fairSource(seeds), 4)).toEqual(first);
    expect(dealTienLen(fairSource({ ...seeds, nonce: 4 }), 4)).not.toEqual(first);
    // the golden deal of docs/games/pvp/tien-len.md
    expect(first.map((hand) => hand.join(' '))).toEqual([GOLDEN[0], GOLDEN[1], GOLDEN[2], GOLDEN[3]]);
  });

  it('plays the golden deal out with tienLenAutoMove as the document shows', () => {
    const seeds = { serverSeed: 'tien-len-server', clientSeed: 'player', nonce: 3 };
    let state = startTienLenHand(dealTienLen(fairSource(seeds), 4));
    expect(state.turn).toBe(0); // seat 0 holds 3♠
    const first = tienLenAutoMove(state, 0);
    expect(first).toEqual(play('3S 3H'));
    while (!state.over)
      state = applyTienLenMove(state, state.turn as number, tienLenAutoMove(state, state.turn as number));
    expect(state).toMatchObject({ finished: [0, 1, 2, 3], cuts: [], moves: 54 });
    expect(state.hands[3]).toEqual(['8S']);
    expect(tienLenSettlementUnits(state)).toEqual([2, 1, -1, -2]);
  });

  it('refuses 1 or 5 players and malformed deals', () => {
    expect(codeOf(() => dealTienLen(seededSource(1), 1))).toBe('invalid_game_config');
    expect(codeOf(() => dealTienLen(seededSource(1), 5))).toBe('invalid_game_config');
    const hands = dealTienLen(seededSource(1), 4);
    expect(codeOf(() => startTienLenHand(hands.slice(0, 1)))).toBe('invalid_game_config');
    expect(codeOf(() => startTienLenHand([hands[0]!.slice(1), ...hands.slice(1)]))).toBe(
      'invalid_game_config',
    );
    expect(codeOf(() => startTienLenHand([hands[0]!, hands[0]!]))).toBe('invalid_game_config');
    expect(codeOf(() => startTienLenHand([hands[0]!.map(() => 'ZZ'), hands[1]!]))).toBe(
      'invalid_game_config',
    );
    expect(codeOf(() => startTienLenHand(hands, { leader: 4 }))).toBe('invalid_game_config');
    expect(codeOf(() => startTienLenHand(hands, { leader: 1, firstHand: true }))).toBe('invalid_game_config');
  });
});

const GOLDEN = [
  '3S 3H 4S 9D 10S 10D JS JC JD QC KH 2C 2H',
  '4H 5H 6S 6C 6D 8C 8D 8H 9S 9C 10H AD AH',
  '3D 4C 4D 5S 7S 7C 7D QH KS KC KD AC 2D',
  '3C 5C 5D 6H 7H 8S 9H 10C JH QS QD AS 2S',
];

describe('tiến lên: the first play', () => {
  it('has the holder of 3♠ lead, and their first play must include it', () => {
    const hands = dealWith('3S 4H 5D 6C 8S 8H 10C JD QS KH AC 2S 9D', 2, 4);
    const state = startTienLenHand(hands);
    expect(state).toMatchObject({ turn: 2, firstHand: true, trick: null, over: false, instantWin: null });
    expect(codeOf(() => apply(state, 2, play('4H')))).toBe('invalid_game_action');
    expect(() => apply(state, 2, play('4H'))).toThrow(/must include 3S/);
    expect(apply(state, 2, play('3S 4H 5D 6C')).trick?.combo.kind).toBe('straight');
    const after = apply(state, 2, play('3S'));
    expect(after).toMatchObject({
      turn: 3,
      moves: 1,
      trick: { by: 2, combo: { kind: 'single', top: '3S' } },
    });
    // the rule binds the first play only
    expect(codeOf(() => apply(after, 3, play(after.hands[3]![12]!)))).toBe('none');
  });

  it('starts from the lowest card dealt when 3♠ is not dealt (2 or 3 players)', () => {
    const hands = [
      codes('4S 4C 5S 5C 7S 8S 9S 10D JD QD KD AD 2D'),
      codes('3C 6S 6C 7C 8C 9C 10C JC QC KC AC 2C 3D'),
    ];
    const state = startTienLenHand(hands);
    expect(state.turn).toBe(1);
    expect(() => apply(state, 1, play('3D'))).toThrow(/must include 3C/);
    expect(apply(state, 1, play('3C 3D')).turn).toBe(0);
  });

  it('lets a later hand’s leader (the last winner) lead anything', () => {
    const hands = dealWith('3S 4H 5D 6C 8S 8H 10C JD QS KH AC 2S 9D', 2, 4);
    const state = startTienLenHand(hands, { leader: 1 });
    expect(state).toMatchObject({ turn: 1, firstHand: false });
    expect(apply(state, 1, play(hands[1]![12]!)).turn).toBe(2);
    // no leader and firstHand false: the lowest card's holder leads freely
    const free = startTienLenHand(hands, { firstHand: false });
    expect(free).toMatchObject({ turn: 2, firstHand: false });
    expect(codeOf(() => apply(free, 2, play('2S')))).toBe('none');
  });
});

describe('tiến lên turn flow', () => {
  it('goes seat to seat; a player who passed stays out until the trick is won; the winner leads', () => {
    let state = stateOf(['3S 9S 9H', '4S 10S 10H', '5S JS JH']);
    state = apply(state, 0, play('3S'));
    expect(state.turn).toBe(1);
    state = apply(state, 1, play('4S'));
    state = apply(state, 2, pass);
    expect(state).toMatchObject({ turn: 0, passed: [false, false, true] });
    state = apply(state, 0, play('9S'));
    expect(state.turn).toBe(1);
    state = apply(state, 1, play('10S'));
    expect(state.turn).toBe(0); // seat 2 passed: skipped
    expect(codeOf(() => apply(state, 2, play('JS')))).toBe('invalid_game_action');
    state = apply(state, 0, pass);
    expect(state).toMatchObject({ turn: 1, trick: null, passed: [false, false, false], moves: 6 });
    state = apply(state, 1, play('10H'));
    expect(state.turn).toBe(2);
  });

  it('passes the lead on when the trick’s winner has gone out', () => {
    let state = stateOf(['AS', '3S 4S', '6S 7S']);
    state = apply(state, 0, play('AS'));
    expect(state).toMatchObject({ finished: [0], turn: 1, trick: { by: 0 } });
    state = apply(state, 1, pass);
    expect(state.turn).toBe(2);
    state = apply(state, 2, pass);
    expect(state).toMatchObject({ turn: 1, trick: null, passed: [false, false, false], over: false });
  });

  it('lets the others still try to beat the play that went out', () => {
    let state = stateOf(['KS', '3S AS', '6S 7S']);
    state = apply(state, 0, play('KS'));
    state = apply(state, 1, play('AS'));
    expect(state).toMatchObject({ turn: 2, trick: { by: 1 } });
    state = apply(state, 2, pass);
    expect(state).toMatchObject({ turn: 1, trick: null });
  });

  it('ends when one player holds cards: they are last', () => {
    let state = stateOf(['5S', '3S 4S', '6S 7S'], { finished: [], turn: 0 });
    state = apply(state, 0, play('5S'));
    state = apply(state, 1, pass);
    state = apply(state, 2, play('6S'));
    expect(state).toMatchObject({ turn: 2, trick: null }); // seat 1 passed and seat 0 is out: seat 2 won it
    state = apply(state, 2, play('7S'));
    expect(state).toMatchObject({ over: true, turn: null, trick: null, finished: [0, 2, 1] });
    expect(codeOf(() => apply(state, 1, play('3S')))).toBe('invalid_game_action');
    expect(() => apply(state, 1, play('3S'))).toThrow(/over/);
  });

  it('records each chặt and each cut of a cut', () => {
    let state = stateOf(['3S 3H 4C 4D 5S 5C 9S', '2H 8S', '7S 7H 7C 7D JS', 'QS KS'], {
      turn: 0,
      trick: { combo: combo('2H'), by: 1 },
    });
    state = apply(state, 0, play('3S 3H 4C 4D 5S 5C'));
    expect(state.cuts).toEqual([{ by: 0, victim: 1, what: 'red2', units: 2 }]);
    expect(state.trick).toMatchObject({ by: 0, cutUnits: 2 });
    state = apply(state, 1, pass);
    state = apply(state, 2, play('7S 7H 7C 7D'));
    expect(state.cuts[1]).toEqual({ by: 2, victim: 0, what: 'cut', units: 3 });
    expect(state.trick).toMatchObject({ by: 2, cutUnits: 3 });

    const pair = stateOf(['8S 8H 8C 8D', '3S', '5S'], { trick: { combo: combo('2S 2D'), by: 2 } });
    expect(apply(pair, 0, play('8S 8H 8C 8D')).cuts).toEqual([{ by: 0, victim: 2, what: 'pair2', units: 3 }]);
    // a bomb on a led run is no chặt
    const led = stateOf(['8S 8H 8C 8D 3S', '3H', '5S'], {
      trick: { combo: combo('4S 4H 5S 5H 6S 6H'), by: 2 },
    });
    const after = apply(led, 0, play('8S 8H 8C 8D'));
    expect(after.cuts).toEqual([]);
    expect(after.trick).not.toHaveProperty('cutUnits');
  });

  it('refuses each illegal move with invalid_game_action and a clear message', () => {
    const state = stateOf(['3S 4S 4H 6D 8C', '9S', '10S'], { trick: { combo: combo('5S'), by: 2 } });
    const refused = (seat: number, move: unknown, message: RegExp) => {
      expect(codeOf(() => applyTienLenMove(state, seat, move as ReturnType<typeof play>))).toBe(
        'invalid_game_action',
      );
      expect(() => applyTienLenMove(state, seat, move as ReturnType<typeof play>)).toThrow(message);
    };
    refused(1, play('9S'), /turn/);
    refused(0, play('5H'), /not in seat 0's hand/);
    refused(0, play('6D 6D'), /twice/);
    refused(0, play('4S 6D'), /not a combination/);
    refused(0, play('3S'), /does not beat/);
    refused(0, play(''), /at least one card/);
    refused(0, { kind: 'fold' }, /a move is/);
    refused(0, null, /a move is/);
    refused(0, play('4S 4H'), /does not beat/);
    const leading = { ...state, trick: null };
    expect(() => applyTienLenMove(leading, 0, pass)).toThrow(/must play, not pass/);
    expect(codeOf(() => applyTienLenMove(leading, 0, pass))).toBe('invalid_game_action');
    expect(applyTienLenMove(state, 0, play('6D')).turn).toBe(1);
  });
});

describe('tiến lên instant wins (tới trắng)', () => {
  it('finds each kind in a hand', () => {
    const win = (hand: string, firstHand = false) => tienLenInstantWin(codes(hand), firstHand);
    expect(win('2S 2C 2D 2H 3S 5C 7D 9H JS KC 4D 6H 8S')).toBe('fourTwos');
    expect(win('3S 4H 5D 6C 7S 8H 9D 10C JS QH KD AC 3D')).toBe('dragon');
    expect(win('3S 3H 5D 5C 7S 7H 9D 9C JS JH KD KC AS')).toBe('sixPairs');
    expect(win('3S 3H 3D 3C 7S 7H 9D 9C JS JH KD KC AS')).toBe('sixPairs'); // a quad holds two pairs
    expect(win('4S 4H 5D 5C 6S 6H 7D 7C 8S 8H JD QC AS')).toBe('fivePairRun');
    expect(win('3S 3H 3D 3C 6S 7H 9D 10C JS QH KD 2C AS', true)).toBe('fourThrees');
    expect(win('3S 3H 3D 3C 6S 7H 9D 10C JS QH KD 2C AS', false)).toBeNull();
    expect(win('3S 3H 5D 5C 7S 7H 9D 9C JS JH KD QC AS')).toBeNull(); // five pairs, not consecutive
    expect(win('QS QH KD KC AS AH 2D 2C 3S 5H 7D 9C JS')).toBeNull(); // 2s are no part of a run of pairs
    expect(win('3S 4H 5D 6C 7S 8H 9D 10C JS QH KD 2C 2D')).toBeNull(); // no ace: no dragon
  });

  it('ends the hand at once: the winner is first and everyone else pays as cóng', () => {
    const hands = dealWith('4S 4H 5D 5C 6S 6H 7D 7C 8S 8H JD QC AS', 3, 4);
    const state = startTienLenHand(hands);
    expect(state).toMatchObject({
      over: true,
      turn: null,
      finished: [3],
      instantWin: { seat: 3, kind: 'fivePairRun' },
      moves: 0,
    });
    expect(codeOf(() => applyTienLenMove(state, 0, pass))).toBe('invalid_game_action');
    const fourThrees = dealWith('3S 3H 3D 3C 6S 7H 9D 10C JS QH KD 2C AS', 1, 3);
    expect(startTienLenHand(fourThrees).instantWin).toEqual({ seat: 1, kind: 'fourThrees' });
    expect(startTienLenHand(fourThrees, { leader: 0 }).instantWin).toBeNull(); // only on the first hand
  });
});
