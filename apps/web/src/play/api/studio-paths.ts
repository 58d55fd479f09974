/**
 * The studio API's paths, as `STUDIO_API` in packages/contracts/src/studio.ts names them (studio-paths.test.ts
 * keeps the two equal). Copied because importing a value from @app/contracts brings zod into the game client's
 * bundle (about 30 KB gzipped): studio.ts builds its schemas when it loads.
 */
export const STUDIO_PATHS = {
  session: '/api/studio/session',
  fair: '/api/studio/fair',
  clientSeed: '/api/studio/fair/client-seed',
  rotateSeed: '/api/studio/fair/rotate',
  spin: '/api/studio/slots/spin',
  play: '/api/studio/instant/play',
  action: '/api/studio/instant/action',
  round: (id: string) => `/api/studio/rounds/${encodeURIComponent(id)}`,
} as const;

/** Crash's paths, as `CRASH_API` in packages/contracts/src/crash.ts names them (the same test keeps them equal). */
export const CRASH_PATHS = {
  state: '/api/studio/crash',
  bet: '/api/studio/crash/bet',
  cashout: '/api/studio/crash/cashout',
  live: '/api/studio/crash/live',
} as const;

/** The header that asks for messages in a language (LANGUAGE_HEADER in @app/contracts). */
export const LANGUAGE_HEADER = 'x-lang';
