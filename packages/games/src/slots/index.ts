export { InvalidBetError, stakeOf, validateBet } from './bet.ts';
export { defineSlotModel, type SlotModel } from './model.ts';
export * from './models/index.ts';
export { exactRtp, type SlotRtp } from './rtp.ts';
export { type SlotSimulation, simulateSlot } from './simulate.ts';
export { spin } from './spin.ts';
export type {
  Bet,
  Cell,
  FreeSpinRules,
  LineBet,
  LineWin,
  PaylineModelSpec,
  PayTable,
  ReelStrip,
  ScatterRules,
  ScatterWin,
  SlotModelSpec,
  SpinOutcome,
  SpinResult,
  SymbolId,
  WaysBet,
  WaysModelSpec,
  WayWin,
} from './types.ts';
export { validateSlotModel } from './validate.ts';
