export { type DigitsOutcome, digitsKind } from './digits-kind.ts';
export { type FourDOutcome, fourDKind } from './four-d-kind.ts';
export { type KenoOutcome, kenoKind } from './keno-kind.ts';
export {
  type FastKind,
  type KindBetType,
  type KindEngine,
  type KindLine,
  type KindRule,
  NO_NUMBER,
  type Selection,
} from './kind.ts';
export { type Pk10Outcome, pk10Kind } from './pk10-kind.ts';
export {
  type AnyKindEngine,
  KIND_TABLES,
  type KindPrizeMode,
  type KindSpec,
  type KindTable,
  kindBetCount,
  kindEngine,
  kindLineCost,
  kindMaxPoints,
  MAX_POINTS,
  settleKindLine,
} from './tables.ts';
