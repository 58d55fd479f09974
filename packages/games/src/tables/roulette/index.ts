export {
  DEFAULT_ROULETTE_CONFIG,
  ROULETTE_BET_TYPES,
  ROULETTE_EVEN_MONEY_TYPES,
  type RouletteBetType,
  type RouletteConfig,
  type RouletteEvenMoneyType,
} from './roulette-config.ts';
export {
  isLegalInsideSelection,
  isRouletteInsideType,
  ROULETTE_INSIDE_SELECTIONS,
  ROULETTE_INSIDE_TYPES,
  ROULETTE_POCKETS,
  ROULETTE_RED_NUMBERS,
  type RouletteColor,
  type RouletteInsideType,
  rouletteColor,
  rouletteColumn,
  rouletteDozen,
} from './roulette-layout.ts';
export {
  dealRoulette,
  playRoulette,
  type RouletteBet,
  type RouletteOutcome,
  type RouletteResult,
  rouletteMultiplierX100,
  settleRoulette,
  validateRouletteBets,
} from './roulette-round.ts';
export {
  rouletteBetExactRtp,
  rouletteBetsOfType,
  rouletteExactRtp,
  rouletteRtpTable,
} from './roulette-rtp.ts';
export { validateRouletteConfig } from './validate-roulette-config.ts';
