// The card games of the PVP rooms (players against each other, the house's rake): pure engines, one folder per
// game, every name prefixed by its game (docs/games/pvp.md).
export * from './ba-cay/index.ts';
export * from './pvp-returns.ts';
export * from './tien-len/index.ts';
