import { describe, expect, it } from 'vitest';
import { demoGames } from '../../db/seed/games.ts';
import { normaliseSearchText } from './search.ts';

describe('demo catalogue (seed/games.ts)', () => {
  const now = Date.UTC(2025, 10, 22, 5);
  const games = demoGames(now);

  it('is the same on every run', () => {
    expect(demoGames(now)).toEqual(games);
  });

  it('releases every game on a day of its own, up to now, each vendor’s last game the newest of its games', () => {
    const days = games.map((g) => new Date(g.released_at as Date).getTime());
    expect(new Set(days).size).toBe(games.length);
    expect(Math.max(...days)).toBe(now);
    expect(days.every((at) => (now - at) % 86_400_000 === 0)).toBe(true);
    const vendors = new Set(games.map((g) => g.vassalage));
    for (const vassalage of vendors) {
      const own = games.filter((g) => g.vassalage === vassalage);
      const times = own.map((g) => new Date(g.released_at as Date).getTime());
      expect(times, vassalage).toEqual([...times].sort((a, b) => a - b));
    }
    // the 24 newest come from every vendor
    const newest = [...games]
      .sort((a, b) => new Date(b.released_at as Date).getTime() - new Date(a.released_at as Date).getTime())
      .slice(0, 24);
    expect(new Set(newest.map((g) => g.vassalage))).toEqual(vendors);
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
