import { afterEach, describe, expect, it } from 'vitest';
import { setGameRhythm } from '../../shared/game-rhythm.ts';
import { crashRhythm } from './crash/models.ts';
import { tableRhythm } from './tables/models.ts';

afterEach(() => setGameRhythm('standard'));

describe('the rounds’ rhythm', () => {
  it('brisk shortens every phase of the tables and crash; standard keeps the production rounds', () => {
    const standard = { table: tableRhythm('classic', 'blackjack'), crash: crashRhythm() };
    expect(standard.table).toEqual({ bettingMs: 15_000, revealMs: 6_000, pauseMs: 3_000, decideMs: 15_000 });
    expect(standard.crash).toEqual({ bettingMs: 7_000, pauseMs: 3_000 });
    setGameRhythm('brisk');
    const brisk = { table: tableRhythm('classic', 'blackjack'), crash: crashRhythm() };
    for (const key of ['bettingMs', 'revealMs', 'pauseMs', 'decideMs'] as const)
      expect(brisk.table[key]).toBeLessThan(standard.table[key]);
    expect(brisk.crash.bettingMs).toBeLessThan(standard.crash.bettingMs);
    expect(brisk.crash.pauseMs).toBeLessThan(standard.crash.pauseMs);
  });
});
