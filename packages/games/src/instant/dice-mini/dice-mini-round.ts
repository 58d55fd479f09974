import type { RandomSource } from '../../fair/index.ts';
import { isThreeDice, rollThreeDice } from '../shared/dice.ts';
import { betError } from '../shared/errors.ts';
import { settleBets, type TableSettlement } from '../shared/table-round.ts';
import { type DiceMiniBet, diceMiniMultiplierX100, validateDiceMiniBets } from './dice-mini-bets.ts';
import type { DiceMiniConfig } from './dice-mini-config.ts';

export interface DiceMiniResult extends TableSettlement<DiceMiniBet> {
  dice: [number, number, number];
  total: number;
  triple: boolean;
}

/** Pays every bet of the round on known dice (the verification page's entry point). */
export function settleDiceMini(
  config: DiceMiniConfig,
  bets: readonly DiceMiniBet[],
  dice: readonly number[],
): DiceMiniResult {
  validateDiceMiniBets(config, bets);
  if (!isThreeDice(dice)) betError('dice-mini: three dice, each 1..6');
  return settleValidBets(config, bets, dice);
}

/** One round: rollThreeDice(source) (three randomInt(source, 6) + 1), then every bet is paid. */
export function playDiceMini(
  config: DiceMiniConfig,
  bets: readonly DiceMiniBet[],
  source: RandomSource,
): DiceMiniResult {
  validateDiceMiniBets(config, bets);
  return settleValidBets(config, bets, rollThreeDice(source));
}

function settleValidBets(
  config: DiceMiniConfig,
  bets: readonly DiceMiniBet[],
  [a, b, c]: readonly [number, number, number],
): DiceMiniResult {
  const dice: [number, number, number] = [a, b, c];
  const settlement = settleBets(bets, (bet) => diceMiniMultiplierX100(config, bet, dice));
  return { dice, total: a + b + c, triple: a === b && b === c, ...settlement };
}
