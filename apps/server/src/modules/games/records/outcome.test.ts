import {
  DEFAULT_BAU_CUA_CONFIG,
  DEFAULT_DICE_MINI_CONFIG,
  DEFAULT_HILO_CONFIG,
  DEFAULT_XOC_DIA_CONFIG,
  guessHiLo,
  MEDIUM_VOLATILITY_243_WAYS,
  playBauCua,
  playDiceMini,
  playXocDia,
  seededSource,
  skipHiLoCard,
  spin,
  startHiLo,
  toJson,
} from '@app/games';
import { describe, expect, it } from 'vitest';
import { fairData, outcomeSummary } from './outcome.ts';

/** A round's detail as the studio stores it: the engine's outcome as JSON (money as strings). */
const detail = (family: string, outcome: unknown) => ({
  family,
  model: 'test',
  fair: { seedId: '1', serverSeedHash: 'ab'.repeat(32), clientSeed: 'client', nonce: 3 },
  outcome: toJson(outcome),
});

describe('outcome summary', () => {
  it('counts the free spins and the whole win of a slot spin', () => {
    // a spin whose feature triggered, found by trying seeds
    let found: ReturnType<typeof spin> | undefined;
    for (let seed = 1; seed < 20_000 && !found; seed++) {
      const outcome = spin(MEDIUM_VOLATILITY_243_WAYS, { betPerSpin: 1_000n }, seededSource(seed));
      if (outcome.freeSpinsAwarded > 0) found = outcome;
    }
    if (!found) throw new Error('no free-spin trigger in 20,000 spins');
    expect(outcomeSummary(detail('slots', found))).toEqual({
      kind: 'slots',
      freeSpins: found.freeSpinsAwarded,
      totalWin: String(found.totalWin),
    });
    const plain = spin(MEDIUM_VOLATILITY_243_WAYS, { betPerSpin: 1_000n }, seededSource(1));
    expect(outcomeSummary(detail('slots', plain))).toMatchObject({ kind: 'slots' });
  });

  it('shows the dice of Tài Xỉu, the faces of bầu cua and the coins of xóc đĩa', () => {
    const dice = playDiceMini(DEFAULT_DICE_MINI_CONFIG, [{ type: 'big', stake: 100n }], seededSource(6));
    expect(outcomeSummary(detail('dice-mini', dice))).toEqual({ kind: 'dice', dice: dice.dice });
    const faces = playBauCua(
      DEFAULT_BAU_CUA_CONFIG,
      [{ type: 'face', selection: 'cua', stake: 100n }],
      seededSource(8),
    );
    expect(outcomeSummary(detail('bau-cua', faces))).toEqual({ kind: 'faces', faces: faces.dice });
    const coins = playXocDia(DEFAULT_XOC_DIA_CONFIG, [{ type: 'even', stake: 100n }], seededSource(5));
    expect(outcomeSummary(detail('xoc-dia', coins))).toEqual({ kind: 'coins', coins: coins.coins });
  });

  it('lists the cards of a hi-lo round in the order dealt', () => {
    const source = seededSource(3);
    const start = startHiLo(DEFAULT_HILO_CONFIG, { stake: 100n }, source);
    expect(outcomeSummary(detail('hilo', start))).toEqual({
      kind: 'cards',
      cards: [{ rank: start.card.rank, suit: start.card.suit }],
    });
    const skipped = skipHiLoCard(start, source);
    const guess = skipped.card.rank === 1 ? 'lower_or_same' : 'higher_or_same';
    const played = guessHiLo(skipped, guess, source);
    const { config: _config, ...view } = played;
    const cards = [start.card, skipped.card, played.card].map((c) => ({ rank: c.rank, suit: c.suit }));
    expect(outcomeSummary(detail('hilo', view))).toEqual({ kind: 'cards', cards });
  });

  it('shows nothing for other games, other providers and malformed details', () => {
    expect(outcomeSummary(detail('plinko', { path: [0, 1], slot: 1 }))).toBeNull();
    expect(outcomeSummary(detail('mines', { mines: [1, 2] }))).toBeNull();
    expect(outcomeSummary(null)).toBeNull();
    expect(outcomeSummary({ provider: 'acme', ticket: 7 })).toBeNull();
    expect(outcomeSummary({ family: 'dice-mini', outcome: { dice: [7, 1, 2] } })).toBeNull();
    expect(outcomeSummary({ family: 'dice-mini', outcome: { dice: 'five' } })).toBeNull();
    expect(outcomeSummary({ family: 'xoc-dia', outcome: { coins: ['red', 'blue'] } })).toBeNull();
    expect(outcomeSummary({ family: 'slots', outcome: { totalWin: 12.5, freeSpinsAwarded: 0 } })).toBeNull();
    expect(outcomeSummary({ family: 'hilo', outcome: { card: { rank: 14, suit: 'hearts' } } })).toBeNull();
  });
});

describe('fair data', () => {
  it('reads the seed hash, client seed and nonce, and nothing malformed', () => {
    expect(fairData(detail('dice-mini', {}))).toEqual({
      serverSeedHash: 'ab'.repeat(32),
      clientSeed: 'client',
      nonce: 3,
    });
    expect(fairData({ fair: { serverSeedHash: 'x', clientSeed: 'y', nonce: '3' } })).toBeNull();
    expect(fairData({ fair: { serverSeedHash: 'x', clientSeed: 'y', nonce: -1 } })).toBeNull();
    expect(fairData({ fair: null })).toBeNull();
    expect(fairData(undefined)).toBeNull();
  });
});
