/**
 * The pace of the shared rounds (live tables, crash): `standard` everywhere that matters; `brisk` (GAME_RHYTHM,
 * refused in production) only in the browser journeys' server, so they wait less for rounds. Set once by main.ts
 * before the clocks start; every process of a site must run the same rhythm.
 */
export type GameRhythm = 'standard' | 'brisk';

let current: GameRhythm = 'standard';

export function setGameRhythm(rhythm: GameRhythm): void {
  current = rhythm;
}

export function gameRhythm(): GameRhythm {
  return current;
}
