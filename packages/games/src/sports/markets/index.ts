export { settleFootballOnScore } from './football-settlement.ts';
export {
  assertMarketSpec,
  type BasketballMarket,
  CORRECT_SCORE_MAX_GOALS,
  CORRECT_SCORE_SELECTIONS,
  type EsportsMarket,
  type FootballMarket,
  type FootballPeriod,
  MAX_TENNIS_SETS,
  type MarketSpec,
  marketKey,
  marketSelections,
  parseMarketKey,
  type Sport,
  type TennisMarket,
} from './market-spec.ts';
export {
  assertResult,
  type BasketballResult,
  type EsportsResult,
  type FootballResult,
  type MatchScore,
  type SportResult,
  type TennisResult,
} from './results.ts';
export { settleMarket, settleSelection } from './settle-market.ts';
