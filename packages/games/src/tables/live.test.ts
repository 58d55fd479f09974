import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../fair/index.ts';
import { InstantGameError } from '../instant/shared/errors.ts';
import { TABLE_GAMES, type TableStake, tableEngine, validateTableBets } from './live.ts';
import { DEFAULT_MAHJONG_28_CONFIG, dealMahjong28, mahjong28ExactRtp } from './mahjong-28/index.ts';

describe('the live table engines', () => {
  for (const family of TABLE_GAMES) {
    it(`${family}: deals the same plain-JSON outcome from the same seed, its bet types inside the RTP bounds`, () => {
      const engine = tableEngine(family);
      expect(engine.family).toBe(family);
      const outcome = engine.deal(seededSource(3));
      expect(engine.deal(seededSource(3))).toEqual(outcome);
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
      expect(engine.betTypes.length).toBeGreaterThan(0);
      for (const { rtp } of engine.betTypes) {
        expect(rtp).toBeGreaterThanOrEqual(0.9);
        expect(rtp).toBeLessThan(1);
      }
    });
  }
});

describe('mahjong-28 at the table', () => {
  const engine = tableEngine('mahjong-28');
  const stake = (type: string, selection: TableStake['selection'], amount = 1_000n): TableStake => ({
    type,
    selection,
    stake: amount,
  });

  it('deals what the engine deals', () => {
    expect(engine.deal(seededSource(11))).toEqual(dealMahjong28(seededSource(11)));
  });

  it('names a position by its number 1..3 on the wire (golden round of docs/games/tables/mahjong-28.md)', () => {
    const outcome = engine.deal(
      fairSource({ serverSeed: 'mahjong28-server', clientSeed: 'player', nonce: 8 }),
    );
    const settled = engine.settle([stake('win', 1), stake('win', 2), stake('pair', 3)], outcome);
    expect(settled.bets.map((bet) => bet.payout)).toEqual([1_000n, 1_950n, 0n]);
    expect(settled.bets.map((bet) => (bet.bet as { selection: string }).selection)).toEqual([
      'player_1',
      'player_2',
      'player_3',
    ]);
    expect(settled.totalPayout).toBe(2_950n);
  });

  it('lists the win and pair bets with their exact RTP', () => {
    expect(engine.betTypes.map(({ bet }) => bet)).toEqual(['win', 'pair']);
    for (const { bet, rtp } of engine.betTypes)
      expect(rtp).toBeCloseTo(mahjong28ExactRtp(DEFAULT_MAHJONG_28_CONFIG, bet as 'win' | 'pair'), 12);
  });

  it('refuses a position other than 1..3, an unknown bet type, and too many bets', () => {
    const refused = (bets: TableStake[]) => {
      expect(() => validateTableBets('mahjong-28', bets)).toThrow(InstantGameError);
    };
    refused([stake('win', 0)]);
    refused([stake('win', 4)]);
    refused([stake('pair', 1.5)]);
    refused([stake('win', undefined)]);
    refused([stake('tie', 1)]);
    refused(Array.from({ length: DEFAULT_MAHJONG_28_CONFIG.maxBetsPerRound + 1 }, () => stake('win', 1)));
    expect(() => validateTableBets('mahjong-28', [stake('win', 1), stake('pair', 3)])).not.toThrow();
  });
});
