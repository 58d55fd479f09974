// Fish shooting (bắn cá): a pure engine — the field every client draws from a public seed, and the shot that
// captures a fish with probability RTP / multiplier. See docs/games/fish.md.
export {
  FISH_FIELD_HEIGHT,
  FISH_FIELD_WIDTH,
  FISH_LIMITS,
  FISH_PPM,
  FISH_WINDOW_MS,
  type FishConfig,
  type FishKind,
  fishKindOf,
} from './fish-config.ts';
export {
  FISH_FIELD_CLIENT_SEED,
  FISH_MAX_FIELD_SPAN_MS,
  type FishFieldMemo,
  type FishSpawn,
  type FishWindowSources,
  fishAlive,
  fishField,
  fishFieldLoad,
  fishFieldMemo,
  fishFieldSources,
  fishHeading,
  fishHitTest,
  fishMaxLifeMs,
  fishPosition,
  fishSlotsPerWindow,
  fishSpawnById,
} from './fish-field.ts';
export { FISH_CANNON_LEVELS, FISH_MODEL_IDS, FISH_MODELS, type FishModelId } from './fish-models.ts';
export {
  FISH_PATH_RANGES,
  FISH_ROUTE_WEIGHTS,
  FISH_ROUTES,
  type FishPath,
  type FishRoute,
  fishDrawPath,
  fishKindMaxLifeMs,
  fishLifeMs,
  fishPathLength,
  fishPathLengthBound,
  fishPathPoint,
} from './fish-path.ts';
export { type FishKindRtp, type FishRtp, fishRtp } from './fish-rtp.ts';
export {
  type FishCaptureOdds,
  type FishShot,
  type FishShotResult,
  fishCaptureOdds,
  fishRandomBelow,
  resolveFishShot,
} from './fish-shot.ts';
export {
  FISH_THEME_IDS,
  FISH_THEMES,
  type FishName,
  type FishTheme,
  type FishThemeId,
  fishTheme,
  fishThemeOfTitle,
} from './fish-themes.ts';
export { validateFishConfig } from './validate-fish-config.ts';
