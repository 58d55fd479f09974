/*
 * The studio's, the fair page's and crash's paths, in a module without schemas: the game client and the fair page
 * import them without bringing zod along (studio.ts and crash.ts build their schemas when they load).
 */

/**
 * The in-house studio's API for its game client (served in the /game frame). The client opens a session with
 * the launch token from its address; every later call carries `authorization: Bearer <sessionToken>`.
 */
export const STUDIO_API = {
  session: '/api/studio/session',
  fair: '/api/studio/fair',
  clientSeed: '/api/studio/fair/client-seed',
  rotateSeed: '/api/studio/fair/rotate',
  spin: '/api/studio/slots/spin',
  play: '/api/studio/instant/play',
  action: '/api/studio/instant/action',
  round: (id: string) => `/api/studio/rounds/${encodeURIComponent(id)}`,
} as const;

export const FAIR_API = {
  /** A round of the member's, with what its verification needs (the server seed once its pair has ended). */
  round: (id: string) => `/api/fair/rounds/${encodeURIComponent(id)}`,
} as const;

/**
 * Crash: shared rounds on the server's clock (apps/server/src/modules/studio/crash). The game client bets and
 * cashes out over HTTP with its bearer token and watches the round over a WebSocket (`live`).
 */
export const CRASH_API = {
  state: '/api/studio/crash',
  bet: '/api/studio/crash/bet',
  cashout: '/api/studio/crash/cashout',
  /** WebSocket: `?game=CODE`; public, the round as everyone sees it. */
  live: '/api/studio/crash/live',
} as const;

/**
 * The live tables (apps/server/src/modules/studio/tables): the state and bets over HTTP with the game client's
 * bearer token, the round over a WebSocket (`live`).
 */
export const TABLE_API = {
  state: '/api/studio/table',
  bet: '/api/studio/table/bet',
  undo: '/api/studio/table/undo',
  /** Decision tables (blackjack, three card poker, casino hold'em): the player's move on their hand. */
  decide: '/api/studio/table/decide',
  /** WebSocket: `?game=CODE`; public, the round as everyone sees it. */
  live: '/api/studio/table/live',
} as const;

/**
 * The PVP card rooms (apps/server/src/modules/studio/pvp): the lobby, seats, ready and moves over HTTP with the
 * game client's bearer token, the table over a WebSocket (`live`).
 */
export const PVP_API = {
  lobby: '/api/studio/pvp',
  join: '/api/studio/pvp/join',
  table: '/api/studio/pvp/table',
  ready: '/api/studio/pvp/ready',
  unready: '/api/studio/pvp/unready',
  leave: '/api/studio/pvp/leave',
  move: '/api/studio/pvp/move',
  /** WebSocket: `?table=ID`; public, the table as everyone sees it (never anyone's cards). */
  live: '/api/studio/pvp/live',
} as const;

/**
 * Fish shooting (apps/server/src/modules/studio/fish): the session (its public field seed, the server's clock)
 * and the batches of hits, each one studio round (the answer is a StudioRound; its outcome lists the shots).
 */
export const FISH_API = {
  session: '/api/studio/fish/session',
  shoot: '/api/studio/fish/shoot',
} as const;
