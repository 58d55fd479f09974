export {
  type BasketballEvent,
  type BasketballSimulationModel,
  basketballNormalModel,
  DEFAULT_BASKETBALL_SIMULATION,
  type PossessionModel,
  simulateBasketballGame,
} from './basketball.ts';
export { type EsportsEvent, simulateEsportsMatch } from './esports.ts';
export {
  type DangerCause,
  DEFAULT_FOOTBALL_SIMULATION,
  type FootballEvent,
  type FootballEventKind,
  type FootballSimulationOptions,
  simulateFootballMatch,
} from './football.ts';
export { simulateTennisMatch, type TennisEvent } from './tennis.ts';
