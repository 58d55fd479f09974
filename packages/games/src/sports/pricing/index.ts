export {
  BASKETBALL_TIP_OFF,
  type BasketballModel,
  type BasketballState,
  basketballFinalDistributions,
  basketballMarketProbabilities,
  OVERTIME_SECONDS,
  REGULATION_SECONDS,
} from './basketball-pricing.ts';
export {
  convolve,
  discretizedNormal,
  type IntegerDistribution,
  normalCdf,
  poissonProbabilities,
} from './distributions.ts';
export {
  ESPORTS_FIRST_MAP,
  type EsportsModel,
  type EsportsState,
  esportsMapScoreDistribution,
  esportsMarketProbabilities,
} from './esports-pricing.ts';
export {
  expectedReturn,
  fairProbability,
  type MarketProbabilities,
  marketFromDistribution,
  type SelectionProbability,
  theoreticalReturn,
} from './expectation.ts';
export {
  DEFAULT_FOOTBALL_LEAGUE,
  FOOTBALL_KICK_OFF,
  type FootballLeague,
  type FootballRates,
  type FootballState,
  footballMarketProbabilities,
  footballRates,
  footballScoreDistribution,
  type TeamStrength,
} from './football-pricing.ts';
export {
  bookOverround,
  MAX_MARGIN_THOUSANDTHS,
  MAX_OFFERED_ODDS,
  type MarketPrice,
  MIN_OFFERED_ODDS,
  ODDS_LADDER_STEP,
  priceWithMargin,
  SUSPEND_ABOVE_PROBABILITY,
} from './margin.ts';
export {
  assertTennisModel,
  holdProbability,
  TENNIS_FIRST_SERVE,
  type TennisModel,
  type TennisState,
  tennisMarketProbabilities,
  tiebreakProbability,
} from './tennis-pricing.ts';
