import { CRASH_MODELS, type CrashConfig, validateCrashConfig } from '@app/games';
import { type GameRhythm, gameRhythm } from '../../../shared/game-rhythm.ts';

// the crash titles' maths (docs/games/instant.md, crash): a 1 % house edge, whatever the cash-out
for (const config of Object.values(CRASH_MODELS)) validateCrashConfig(config);

export function crashConfigOf(model: string): CrashConfig {
  const config = CRASH_MODELS[model];
  if (!config) throw new Error(`crash: no model ${model}`);
  return config;
}

/** The round's rhythm: betting open this long, then the flight, then the bust shown this long before the next. */
export type CrashRhythm = { bettingMs: number; pauseMs: number };
const CRASH_RHYTHMS: Readonly<Record<GameRhythm, CrashRhythm>> = {
  standard: { bettingMs: 7_000, pauseMs: 3_000 },
  brisk: { bettingMs: 5_000, pauseMs: 1_500 },
};

/** The crash rounds' rhythm (the brisk one only in the journeys' server: shared/game-rhythm.ts). */
export const crashRhythm = (): CrashRhythm => CRASH_RHYTHMS[gameRhythm()];
