import { describe, expect, it } from 'vitest';
import { FISH_MODELS, FISH_THEME_IDS, FISH_THEMES, fishTheme, fishThemeOfTitle } from './index.ts';

const TITLES: Readonly<Record<string, string>> = {
  'Dragon Fishing': 'dragon-fishing',
  'Fishing King': 'fishing-king',
  'Golden Fish Hunt': 'golden-fish-hunt',
  'Ocean Fishing': 'ocean-fishing',
  'Fierce Shark': 'fierce-shark',
  'Koi to Dragon': 'koi-to-dragon',
  'Sea Dragon Hunt': 'sea-dragon-hunt',
  'Pirate Fishing': 'pirate-fishing',
  'Turbo Fishing': 'turbo-fishing',
  'Golden Whale': 'golden-whale',
  'Lucky Fisherman': 'lucky-fisherman',
  'Aquarium Treasure': 'aquarium-treasure',
  'Mermaid Fishing': 'mermaid-fishing',
  'Sacred Turtle Hunt': 'sacred-turtle-hunt',
  'Giant Octopus': 'giant-octopus',
  'Fishing 3D': 'fishing-3d',
  'Fortune Fishing': 'fortune-fishing',
  'Treasure Island Fishing': 'treasure-island-fishing',
  'Royal Fishing': 'royal-fishing',
  'Mystic Deep Sea': 'mystic-deep-sea',
};

const BOSS_TITLES = ['dragon-fishing', 'sea-dragon-hunt', 'golden-whale', 'giant-octopus'];

describe('fish themes', () => {
  it('has one theme per title, each on its model', () => {
    expect(FISH_THEMES).toHaveLength(20);
    expect(FISH_THEMES.map((theme) => theme.id)).toEqual([...FISH_THEME_IDS]);
    expect(new Set(FISH_THEME_IDS).size).toBe(20);
    for (const theme of FISH_THEMES) {
      const model =
        theme.id === 'turbo-fishing' ? 'turbo' : BOSS_TITLES.includes(theme.id) ? 'boss' : 'classic';
      expect(theme.model, theme.id).toBe(model);
      expect(fishTheme(theme.id)).toBe(theme);
    }
    expect(fishTheme('bau-cua')).toBeUndefined();
  });

  it('maps every English title to its theme, and nothing else', () => {
    for (const [title, id] of Object.entries(TITLES)) {
      expect(fishThemeOfTitle(title)).toBe(id);
      expect(FISH_THEMES.find((theme) => theme.id === id)!.title.en).toBe(title);
    }
    expect(fishThemeOfTitle('  fishing   3d ')).toBe('fishing-3d');
    expect(fishThemeOfTitle('Lucky Wheel')).toBeUndefined();
    expect(fishThemeOfTitle('')).toBeUndefined();
  });

  it('names every kind of its model in Vietnamese and English, and nothing more', () => {
    for (const theme of FISH_THEMES) {
      const kinds = FISH_MODELS[theme.model].kinds.map((kind) => kind.id).sort();
      expect(Object.keys(theme.kindNames).sort(), theme.id).toEqual(kinds);
      for (const name of Object.values(theme.kindNames)) {
        expect(name.vi.trim()).toBe(name.vi);
        expect(name.vi.length).toBeGreaterThan(1);
        expect(name.en.length).toBeGreaterThan(1);
      }
      expect(theme.palette.water).toMatch(/^#[0-9a-f]{6}$/);
      expect(theme.palette.accent).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('writes Vietnamese with its diacritics', () => {
    const ocean = fishTheme('ocean-fishing')!;
    expect(ocean.title.vi).toBe('Bắn Cá Đại Dương');
    expect(ocean.kindNames).toMatchObject({
      clownfish: { vi: 'Cá Hề' },
      goldfish: { vi: 'Cá Vàng' },
      turtle: { vi: 'Rùa Biển' },
      shark: { vi: 'Cá Mập' },
      whale: { vi: 'Cá Voi' },
    });
    expect(fishTheme('dragon-fishing')!.kindNames.boss).toEqual({ vi: 'Rồng Vàng', en: 'Golden Dragon' });
    expect(fishTheme('golden-whale')!.kindNames.boss!.vi).toBe('Cá Voi Vàng');
    // precomposed (NFC) letters, as typed on a Vietnamese keyboard
    for (const theme of FISH_THEMES) {
      expect(theme.title.vi.normalize('NFC')).toBe(theme.title.vi);
      for (const name of Object.values(theme.kindNames)) expect(name.vi.normalize('NFC')).toBe(name.vi);
    }
  });
});
