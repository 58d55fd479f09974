export * from './accounts.ts';
export * from './api-paths.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './games.ts';
export * from './patterns.ts';
export * from './platform.ts';
