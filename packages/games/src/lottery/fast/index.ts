/** The fast in-house lotteries (5D, 3D, keno, PK10, 4D): pure engines, documented in docs/games/lottery/fast.md. */
export * from './digits/index.ts';
export * from './four-d/index.ts';
export * from './keno/index.ts';
export * from './pk10/index.ts';
export { PUSH_X100 } from './shared.ts';
