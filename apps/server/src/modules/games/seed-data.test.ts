import { describe, expect, it } from 'vitest';
import { demoGames } from '../../db/seed/games.ts';
import { normaliseSearchText } from './search.ts';

describe('demo catalogue (seed/games.ts)', () => {
  const games = demoGames();

  it('is the same on every run', () => {
    expect(demoGames()).toEqual(games);
  });

  it('has enough games to page through, with unique codes and names', () => {
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((g) => g.code)).size).toBe(games.length);
    const slots = games.filter((g) => g.category === 'RNG' && !g.vassalage.startsWith('RETRO'));
    expect(slots.length).toBeGreaterThanOrEqual(150);
    expect(new Set(slots.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(3);
    expect(games.filter((g) => g.is_hot).length).toBeGreaterThanOrEqual(40);
    for (const category of ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']) {
      expect(games.some((g) => g.category === category)).toBe(true);
    }
  });

  it('carries names in both languages and a search text without diacritics', () => {
    const bauCua = games.find((g) => g.name_vi === 'Bầu Cua Tôm Cá');
    expect(bauCua?.name_en).toBe('Gourd Crab Fish');
    expect(bauCua?.search_text).toBe('bau cua tom ca gourd crab fish');
    for (const g of games) {
      expect(g.search_text).toBe(normaliseSearchText(`${g.name_vi} ${g.name_en}`));
      expect(g.code).toMatch(/^[A-Z0-9_]+$/);
      expect(g.min_bet).toBeGreaterThan(0n);
    }
  });
});
