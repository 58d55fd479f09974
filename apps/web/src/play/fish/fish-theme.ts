import { FISH_MODEL_IDS, FISH_THEMES, type FishModelId, type FishTheme, fishTheme } from '@app/games';
import type { PlayLanguage } from '../launch-params';

/** The session's theme, else the first theme of its model (every title has one; this is a safety net). */
export function resolveFishTheme(themeId: string, model: FishModelId): FishTheme {
  return fishTheme(themeId) ?? FISH_THEMES.find((theme) => theme.model === model) ?? FISH_THEMES[0]!;
}

/** The model of a catalogue entry before the session answers: its model field, else its theme's, else classic. */
export function guessFishModel(model: string, themeId: string): FishModelId {
  if ((FISH_MODEL_IDS as readonly string[]).includes(model)) return model as FishModelId;
  return fishTheme(themeId)?.model ?? 'classic';
}

/** A kind's name in the theme (any theme's name for it if this one lacks it, else its id). */
export function fishName(theme: FishTheme, kindId: string, lang: PlayLanguage): string {
  const name =
    theme.kindNames[kindId] ?? FISH_THEMES.find((other) => other.kindNames[kindId])?.kindNames[kindId];
  return name?.[lang] ?? kindId;
}
