import type { TableFamily } from '@app/contracts';
import type { FamilyBoard } from './board-types';
import { baccaratBoard, dragonTigerBoard, niuNiuBoard } from './card-boards';
import { blackjackBoard, casinoHoldemBoard, threeCardPokerBoard } from './decision-boards';
import { bauCuaBoard, sicBoBoard, xocDiaBoard } from './dice-boards';
import { fanTanBoard } from './fan-tan-board';
import { mahjong28Board } from './mahjong-28-board';
import { rouletteBoard } from './roulette-board';

/**
 * Every table game's board. A board reads its own outcome shape; the screen hands it the round's outcome as it
 * came over the wire (`never`: each board knows what its family draws).
 */
export const BOARDS: Record<TableFamily, FamilyBoard<never>> = {
  baccarat: baccaratBoard,
  'dragon-tiger': dragonTigerBoard,
  'niu-niu': niuNiuBoard,
  roulette: rouletteBoard,
  'fan-tan': fanTanBoard,
  'sic-bo': sicBoBoard,
  'bau-cua': bauCuaBoard,
  'xoc-dia': xocDiaBoard,
  'mahjong-28': mahjong28Board,
  blackjack: blackjackBoard,
  'three-card-poker': threeCardPokerBoard,
  'casino-holdem': casinoHoldemBoard,
};

export function isTableFamily(model: string): model is TableFamily {
  return Object.hasOwn(BOARDS, model);
}
