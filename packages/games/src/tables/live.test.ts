import { describe, expect, it } from 'vitest';
import { fairSource, seededSource } from '../fair/index.ts';
import { InstantGameError } from '../instant/shared/errors.ts';
import { rtpPercent, statedRtp } from '../instant/shared/rtp.ts';
import { TABLE_GAMES, type TableGame, type TableStake, tableEngine, validateTableBets } from './live.ts';
import { DEFAULT_MAHJONG_28_CONFIG, dealMahjong28, mahjong28ExactRtp } from './mahjong-28/index.ts';
import {
  DEFAULT_NIU_NIU_CONFIG,
  niuNiuExactRtp,
  niuNiuMultiplierX100,
  niuNiuRtpTable,
} from './niu-niu/index.ts';

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

/**
 * What each live table states: its bet types (the table's state sends them, the rules list them) and the
 * catalogue's headline, the lowest of them, with the range. Each bet type's exact return is the engine's own
 * (tested beside each engine); this pins what is stated and that no bet returns less than the headline.
 */
const STATED: Record<TableGame, { rtp: number; rtpMax?: number }> = {
  baccarat: { rtp: 95.16, rtpMax: 98.94 },
  'dragon-tiger': { rtp: 96.27, rtpMax: 97.11 },
  roulette: { rtp: 97.3 },
  'fan-tan': { rtp: 96.25, rtpMax: 98.5 },
  'niu-niu': { rtp: 95.97, rtpMax: 97.5 },
  'sic-bo': { rtp: 92.13, rtpMax: 97.22 },
  'bau-cua': { rtp: 92.13 },
  'xoc-dia': { rtp: 98 },
  'mahjong-28': { rtp: 92.31, rtpMax: 97.54 },
  blackjack: { rtp: 99.52 },
  'three-card-poker': { rtp: 96.63, rtpMax: 97.68 },
  'casino-holdem': { rtp: 93.74, rtpMax: 97.57 },
};

describe('stated returns of the live tables', () => {
  for (const family of TABLE_GAMES) {
    it(`${family}: states ${STATED[family].rtp}${STATED[family].rtpMax ? `–${STATED[family].rtpMax}` : ''} %, the lowest bet first`, () => {
      const betTypes = tableEngine(family).betTypes;
      const stated = statedRtp(betTypes);
      expect(stated).toEqual(STATED[family]);
      for (const { bet, rtp } of betTypes) expect(rtpPercent(rtp), bet).toBeGreaterThanOrEqual(stated.rtp);
    });
  }

  it('niu niu double: states its return per bet placed, 95.97 %, not per the 5× hold (99.19 %)', () => {
    const config = DEFAULT_NIU_NIU_CONFIG;
    const double = niuNiuRtpTable(config).find((row) => row.bet === 'double');
    // exact: per hold 32954446217291/33222050862000; the hold less the bet never leaves, so per bet
    // 1 − 5 × (1 − that) = 31884027638455/33222050862000
    expect(niuNiuExactRtp(config, 'double')).toBeCloseTo(32_954_446_217_291 / 33_222_050_862_000, 14);
    expect(double?.rtp).toBeCloseTo(31_884_027_638_455 / 33_222_050_862_000, 14);
    expect(double?.houseEdge).toBeCloseTo(5 * (1 - 32_954_446_217_291 / 33_222_050_862_000), 14);
    // as settled: a 10,000 bet stakes its 50,000 hold; a ×1 loss returns 40,000 (−1 bet), a ×1 win 59,500 (+0.95 bet)
    expect(niuNiuMultiplierX100(config, 'double', false, 'bull_5')).toBe(80);
    expect(niuNiuMultiplierX100(config, 'double', true, 'bull_5')).toBe(119);
  });
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
