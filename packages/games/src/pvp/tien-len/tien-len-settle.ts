import { actionError, configError } from '../../instant/shared/errors.ts';
import { assertStake } from '../../instant/shared/money.ts';
import { TIEN_LEN_TWO, tienLenCardStrength, tienLenRankOf, tienLenTwoUnits } from './tien-len-cards.ts';
import { TIEN_LEN_HAND_SIZE, type TienLenState } from './tien-len-hand.ts';

/** Every other seat pays an instant winner this many units, the same as a cóng. */
const INSTANT_WIN_UNITS = 3;
const CONG_UNITS = 3;
/** Last place pays first place this many units (at 2, 3 and 4 players). */
const LAST_UNITS = 2;
/** At 4 players, third place pays second place this many units. */
const THIRD_UNITS = 1;

/**
 * The most units one seat can lose in a hand. An instant win takes 3. A cóng (last, never played) pays 3 and
 * at most 5 of thối heo (it holds at most three 2s, at most two red: four 2s would have won instantly). Any
 * other seat pays at most 2 for its place; each of its 2s costs its value at most once (cut when played, or
 * thối when kept), and a chain of cuts leaves every player it passes through 1 unit down and no more (see
 * docs/games/pvp/tien-len.md). A seat with t 2s makes at most ⌊(13 − t) / 4⌋ cuts (each takes four cards or
 * more, none of them a 2), so 2s and cut-overs cost at most max(0 + 3, 2 + 3, 4 + 2, 5 + 2) = 7: 9 in all.
 */
export function tienLenMaxLossUnits(players: number): number {
  if (!Number.isInteger(players) || players < 2 || players > 4)
    configError(`tien-len: 2 to 4 players, not ${players}`);
  return 9;
}

/** What each seat wins (+) or pays (−) in units of the bet; the units sum to 0. */
export function tienLenSettlementUnits(state: TienLenState): number[] {
  if (!state.over) actionError('tien-len: the hand is not over');
  const units = new Array<number>(state.players).fill(0);
  const pay = (from: number, to: number, amount: number) => {
    units[from]! -= amount;
    units[to]! += amount;
  };
  if (state.instantWin) {
    for (let seat = 0; seat < state.players; seat++)
      if (seat !== state.instantWin.seat) pay(seat, state.instantWin.seat, INSTANT_WIN_UNITS);
    return units;
  }
  const order = state.finished;
  const first = order[0] as number;
  const last = order[order.length - 1] as number;
  const lastHand = state.hands[last] as string[];
  pay(last, first, lastHand.length === TIEN_LEN_HAND_SIZE ? CONG_UNITS : LAST_UNITS);
  if (state.players === 4) pay(order[2] as number, order[1] as number, THIRD_UNITS);
  for (const code of lastHand) {
    const strength = tienLenCardStrength(code);
    if (tienLenRankOf(strength) === TIEN_LEN_TWO) pay(last, first, tienLenTwoUnits(strength));
  }
  for (const cut of state.cuts) pay(cut.victim, cut.by, cut.units);
  return units;
}

/**
 * The hand's money per seat: tienLenSettlementUnits × bet (the room's stake per unit, a bigint above zero).
 * Sums to exactly 0n; no seat pays more than tienLenMaxLossUnits(players) × bet.
 */
export function tienLenSettlement(state: TienLenState, bet: bigint): bigint[] {
  assertStake(bet);
  return tienLenSettlementUnits(state).map((units) => BigInt(units) * bet);
}
