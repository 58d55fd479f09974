import { describe, expect, it } from 'vitest';
import { dieFace, isRedSuit, rankLabel, suitSymbol } from './outcome-text';

describe('outcome texts', () => {
  it('writes dice as faces and cards as rank and suit', () => {
    expect([1, 2, 3, 4, 5, 6].map(dieFace).join('')).toBe('⚀⚁⚂⚃⚄⚅');
    expect(dieFace(7)).toBe('7');
    expect([1, 2, 10, 11, 12, 13].map(rankLabel)).toEqual(['A', '2', '10', 'J', 'Q', 'K']);
    expect(suitSymbol('hearts')).toBe('♥');
    expect(isRedSuit('diamonds')).toBe(true);
    expect(isRedSuit('clubs')).toBe(false);
  });
});
