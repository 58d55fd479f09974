// Pure game engines (no I/O, no clock): see ../../shared/design/ARCHITECTURE.md, Games, and docs/games/.
export * from './fair/index.ts';
export * from './fish/index.ts';
export * from './instant/index.ts';
export { type Jsonified, toJson } from './json.ts';
export * from './lottery/index.ts';
export * from './pvp/index.ts';
export * from './slots/index.ts';
export * from './sports/index.ts';
export * from './tables/index.ts';
