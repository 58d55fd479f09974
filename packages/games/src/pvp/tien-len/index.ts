export { tienLenAutoMove, tienLenLegalPlays } from './tien-len-auto.ts';
export { tienLenCardStrength, tienLenRankValue, tienLenSortCards } from './tien-len-cards.ts';
export {
  type TienLenCombo,
  type TienLenComboKind,
  type TienLenCutWhat,
  tienLenBeats,
  tienLenClassify,
  tienLenCutOf,
} from './tien-len-combos.ts';
export {
  applyTienLenMove,
  dealTienLen,
  startTienLenHand,
  type TienLenCut,
  type TienLenInstantWinKind,
  type TienLenMove,
  type TienLenState,
  type TienLenTrick,
  tienLenInstantWin,
  tienLenRequiredCard,
} from './tien-len-hand.ts';
export { tienLenMaxLossUnits, tienLenSettlement, tienLenSettlementUnits } from './tien-len-settle.ts';
