// The table games of the LIVE lane (shared rounds, an RNG dealer): pure engines, one folder per game, every name
// prefixed by its game (docs/games/tables.md); cards/ is what the card games deal from.
export * from './baccarat/index.ts';
export * from './blackjack/index.ts';
// hi-lo's cards (instant/hilo) are drawn one at a time with replacement; the tables deal from a shoe
export {
  type Card as TableCard,
  cardCode as tableCardCode,
  dealCards as dealTableCards,
  parseCard as parseTableCard,
} from './cards/index.ts';
export * from './casino-holdem/index.ts';
export * from './dragon-tiger/index.ts';
export * from './fan-tan/index.ts';
export * from './live.ts';
export * from './live-decisions.ts';
export * from './mahjong-28/index.ts';
export * from './niu-niu/index.ts';
export * from './roulette/index.ts';
export * from './three-card-poker/index.ts';
