import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../../fair/index.ts';
import { scriptedSource } from '../../instant/shared/testing.ts';
import { baCayErrorCode as codeOf } from './ba-cay-test-helpers.ts';
import { dealBaCay, settleBaCay } from './index.ts';

const GOLDEN_SEEDS = { serverSeed: 'bacay-server', clientSeed: 'player', nonce: 7 };

describe('ba cây deal', () => {
  it('deals dealCards(source, 1, 3n) in blocks of three, seat 0 first', () => {
    // words of 0 deal the fresh deck in order: AS 2S 3S …
    expect(dealBaCay(scriptedSource(Array(6).fill(0)), 2)).toEqual([
      ['AS', '2S', '3S'],
      ['4S', '5S', '6S'],
    ]);
    expect(codeOf(() => dealBaCay(seededSource(1), 1))).toBe('invalid_game_config');
    expect(codeOf(() => dealBaCay(seededSource(1), 9))).toBe('invalid_game_config');
    expect(codeOf(() => dealBaCay(seededSource(1), 2.5))).toBe('invalid_game_config');
  });

  it('gives the same deal for the same fair seeds, another for another nonce', () => {
    const deal = dealBaCay(fairSource(GOLDEN_SEEDS), 8);
    expect(dealBaCay(fairSource(GOLDEN_SEEDS), 8)).toEqual(deal);
    expect(dealBaCay(fairSource({ ...GOLDEN_SEEDS, nonce: 8 }), 8)).not.toEqual(deal);
    expect(JSON.parse(JSON.stringify(deal))).toEqual(deal);
  });

  it('reproduces the golden round of docs/games/pvp/ba-cay.md', () => {
    const hands = dealBaCay(fairSource(GOLDEN_SEEDS), 4);
    expect(hands).toEqual([
      ['9C', 'AC', 'JH'],
      ['6C', '8C', 'QS'],
      ['QH', 'KS', '10H'],
      ['4D', '6D', '4C'],
    ]);
    const pot = settleBaCay('pot', hands, 10_000n);
    expect(pot.values).toEqual([
      { kind: 'points', points: 0, best: 'JH' },
      { kind: 'points', points: 4, best: 'QS' },
      { kind: 'points', points: 0, best: 'QH' },
      { kind: 'points', points: 4, best: '6D' },
    ]);
    expect(pot).toMatchObject({ winner: 3, deltas: [-10_000n, -10_000n, -10_000n, 30_000n] });
    expect(settleBaCay('banker', hands, 10_000n).deltas).toEqual([-30_000n, 10_000n, 10_000n, 10_000n]);
  });
});
