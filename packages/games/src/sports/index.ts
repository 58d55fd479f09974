// The sportsbook's pure maths (docs/games/sports.md): odds formats, Asian lines, markets and their
// settlement, exact payouts, fair pricing with the margin, and seeded match simulations. No I/O, no clock.
export { SportsError, type SportsErrorCode } from './errors.ts';
export {
  assertLine,
  BET_OUTCOMES,
  type BetOutcome,
  formatLine,
  type LineKind,
  lineKind,
  MAX_LINE_QUARTERS,
  mirrorOutcome,
  type OutcomeProbabilities,
  parseLine,
  type SettledOutcome,
  settleHandicap,
  settleTotal,
  splitLine,
  type TeamSide,
  type TotalSide,
} from './lines.ts';
export * from './markets/index.ts';
export {
  assertDecimalOdds,
  decimalFrom,
  formatOdds,
  fromHongKong,
  fromIndonesian,
  fromMalay,
  isDecimalOdds,
  MAX_DECIMAL_ODDS,
  MIN_DECIMAL_ODDS,
  ODDS_FORMATS,
  type OddsFormat,
  oddsIn,
  toHongKong,
  toIndonesian,
  toMalay,
} from './odds.ts';
export {
  assertParlay,
  cashOutOffer,
  MAX_PARLAY_LEGS,
  MIN_PARLAY_LEGS,
  outcomeFactor,
  type ParlayLeg,
  parlayReturn,
  type Ratio,
  type SettledLeg,
  sameMatchLegs,
  singleReturn,
} from './payout.ts';
export * from './pricing/index.ts';
export * from './simulation/index.ts';
