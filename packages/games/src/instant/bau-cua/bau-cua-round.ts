import type { RandomSource } from '../../fair/index.ts';
import { isThreeDice, rollThreeDice } from '../shared/dice.ts';
import { betError } from '../shared/errors.ts';
import { assertBetList, settleBets, type TableSettlement } from '../shared/table-round.ts';
import { BAU_CUA_FACES, type BauCuaConfig, type BauCuaFace } from './bau-cua-config.ts';

/** A bet on one face; a round may hold several (on the same or other faces). */
export interface BauCuaBet {
  type: 'face';
  selection: BauCuaFace;
  stake: bigint;
}

export interface BauCuaResult extends TableSettlement<BauCuaBet> {
  /** The three faces shown. */
  dice: [BauCuaFace, BauCuaFace, BauCuaFace];
}

export function validateBauCuaBets(config: BauCuaConfig, bets: readonly BauCuaBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (bet.type !== 'face') betError('bau-cua: the bet type is face');
    if (!BAU_CUA_FACES.includes(bet.selection))
      betError(`bau-cua: the face is one of ${BAU_CUA_FACES.join(', ')}`);
  }
}

/** What a face bet returns when `matches` dice show its face (0..3), in hundredths of its stake. */
export function bauCuaMultiplierX100(config: BauCuaConfig, matches: number): number {
  return matches === 0 ? 0 : (config.faceReturnX100[matches - 1] as number);
}

/** Pays every bet on known faces (the verification page's entry point). */
export function settleBauCua(
  config: BauCuaConfig,
  bets: readonly BauCuaBet[],
  dice: readonly BauCuaFace[],
): BauCuaResult {
  validateBauCuaBets(config, bets);
  if (dice.length !== 3 || !dice.every((face) => BAU_CUA_FACES.includes(face)))
    betError('bau-cua: three faces');
  return settleValidBets(config, bets, [dice[0], dice[1], dice[2]] as [BauCuaFace, BauCuaFace, BauCuaFace]);
}

/** One round: rollThreeDice(source) (three randomInt(source, 6)), die value v showing BAU_CUA_FACES[v − 1]. */
export function playBauCua(
  config: BauCuaConfig,
  bets: readonly BauCuaBet[],
  source: RandomSource,
): BauCuaResult {
  validateBauCuaBets(config, bets);
  return settleValidBets(config, bets, bauCuaFacesOf(rollThreeDice(source)));
}

/** Die values 1..6 as faces. */
export function bauCuaFacesOf(dice: readonly number[]): [BauCuaFace, BauCuaFace, BauCuaFace] {
  if (!isThreeDice(dice)) betError('bau-cua: three dice, each 1..6');
  return dice.map((value) => BAU_CUA_FACES[value - 1]) as [BauCuaFace, BauCuaFace, BauCuaFace];
}

function settleValidBets(
  config: BauCuaConfig,
  bets: readonly BauCuaBet[],
  dice: [BauCuaFace, BauCuaFace, BauCuaFace],
): BauCuaResult {
  const matchesOf = (face: BauCuaFace): number =>
    (dice[0] === face ? 1 : 0) + (dice[1] === face ? 1 : 0) + (dice[2] === face ? 1 : 0);
  return { dice, ...settleBets(bets, (bet) => bauCuaMultiplierX100(config, matchesOf(bet.selection))) };
}
