// The instant (arcade/mini) games: pure engines, one folder per game, every name prefixed by its game.
export * from './bau-cua/index.ts';
export * from './catalogue.ts';
export * from './crash/index.ts';
export * from './dice-mini/index.ts';
export * from './hilo/index.ts';
export * from './mines/index.ts';
export * from './plinko/index.ts';
export * from './rps/index.ts';
export * from './shared/index.ts';
export { instantReturns } from './stated-rtp.ts';
export * from './wheel/index.ts';
export * from './xoc-dia/index.ts';
