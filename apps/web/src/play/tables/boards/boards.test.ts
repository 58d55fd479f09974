import { isDecisionFamily, type TableDecisionFamily, type TableFamily } from '@app/contracts';
import {
  BAU_CUA_FACES,
  bauCuaFacesOf,
  DEFAULT_BACCARAT_CONFIG,
  DEFAULT_BAU_CUA_CONFIG,
  DEFAULT_DICE_MINI_CONFIG,
  DEFAULT_DRAGON_TIGER_CONFIG,
  DEFAULT_FAN_TAN_CONFIG,
  DEFAULT_MAHJONG_28_CONFIG,
  DEFAULT_NIU_NIU_CONFIG,
  DEFAULT_ROULETTE_CONFIG,
  DEFAULT_XOC_DIA_CONFIG,
  dealBaccarat,
  dealDragonTiger,
  dealFanTan,
  dealMahjong28,
  dealNiuNiu,
  dealRoulette,
  MAHJONG_28_POSITIONS,
  NIU_NIU_POSITIONS,
  type RandomSource,
  rollThreeDice,
  seededSource,
  settleBaccarat,
  settleBauCua,
  settleDiceMini,
  settleDragonTiger,
  settleFanTan,
  settleMahjong28,
  settleNiuNiu,
  settleRoulette,
  settleXocDia,
  shakeXocDiaCoins,
  validateTableBets,
} from '@app/games';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/texts';
import { TABLE_TEXTS } from '../table-texts';
import { keyOf, odds, type SpotBet } from './board-types';
import { BOARDS } from './boards';

type Engine = {
  deal: (source: RandomSource) => unknown;
  /** What one bet returns on the outcome, in hundredths: the wire's selection turned into the engine's shape. */
  returns: (bet: SpotBet, outcome: unknown) => number;
};

/** The tables whose every bet is paid on the cards alone (decision-boards.test.ts checks the others). */
type ClassicFamily = Exclude<TableFamily, TableDecisionFamily>;

const STAKE = 5_000n;
const one = <T>(settled: { bets: { multiplierX100: number }[] }) => settled.bets[0]!.multiplierX100 as T;

/** The engines with the server's wire mapping (apps/server/src/modules/studio/tables/families.ts). */
const ENGINES: Record<ClassicFamily, Engine> = {
  baccarat: {
    deal: dealBaccarat,
    returns: (bet, o) =>
      one(settleBaccarat(DEFAULT_BACCARAT_CONFIG, [{ ...bet, stake: STAKE }] as never, o as never)),
  },
  'dragon-tiger': {
    deal: dealDragonTiger,
    returns: (bet, o) =>
      one(settleDragonTiger(DEFAULT_DRAGON_TIGER_CONFIG, [{ ...bet, stake: STAKE }] as never, o as never)),
  },
  'niu-niu': {
    deal: dealNiuNiu,
    returns: (bet, o) => {
      const selection = NIU_NIU_POSITIONS[Number(bet.selection) - 1];
      return one(
        settleNiuNiu(DEFAULT_NIU_NIU_CONFIG, [{ ...bet, selection, stake: STAKE }] as never, o as never),
      );
    },
  },
  roulette: {
    deal: dealRoulette,
    returns: (bet, o) =>
      one(settleRoulette(DEFAULT_ROULETTE_CONFIG, [{ ...bet, stake: STAKE }] as never, o as never)),
  },
  'fan-tan': {
    deal: dealFanTan,
    // nim [win, push] and nga tan [win, win, push] in the engine's own shape
    returns: (bet, o) => {
      const s = bet.selection as number[];
      const selection =
        bet.type === 'nim'
          ? { win: s[0], push: s[1] }
          : bet.type === 'nga_tan'
            ? { win: [s[0], s[1]], push: s[2] }
            : bet.selection;
      return one(
        settleFanTan(DEFAULT_FAN_TAN_CONFIG, [{ ...bet, selection, stake: STAKE }] as never, o as never),
      );
    },
  },
  'sic-bo': {
    deal: (source) => ({ dice: rollThreeDice(source) }),
    returns: (bet, o) =>
      one(
        settleDiceMini(
          DEFAULT_DICE_MINI_CONFIG,
          [{ ...bet, stake: STAKE }] as never,
          (o as { dice: number[] }).dice,
        ),
      ),
  },
  'bau-cua': {
    deal: (source) => ({ dice: bauCuaFacesOf(rollThreeDice(source)) }),
    returns: (bet, o) => {
      const selection = BAU_CUA_FACES[bet.selection as number];
      return one(
        settleBauCua(
          DEFAULT_BAU_CUA_CONFIG,
          [{ ...bet, selection, stake: STAKE }] as never,
          (o as never as { dice: never }).dice,
        ),
      );
    },
  },
  'xoc-dia': {
    deal: (source) => ({ coins: shakeXocDiaCoins(source) }),
    returns: (bet, o) =>
      one(
        settleXocDia(
          DEFAULT_XOC_DIA_CONFIG,
          [{ ...bet, stake: STAKE }] as never,
          (o as { coins: never }).coins,
        ),
      ),
  },
  'mahjong-28': {
    deal: dealMahjong28,
    returns: (bet, o) => {
      const selection = MAHJONG_28_POSITIONS[Number(bet.selection) - 1];
      return one(
        settleMahjong28(
          DEFAULT_MAHJONG_28_CONFIG,
          [{ ...bet, selection, stake: STAKE }] as never,
          o as never,
        ),
      );
    },
  },
};

const SPOTS: Record<ClassicFamily, number> = {
  baccarat: 5,
  'dragon-tiger': 3,
  'niu-niu': 6,
  // 0–36, three dozens, three columns, six even-money bets; 60 splits, 12 streets, 22 corners, 2 trios, the first
  // four, 11 six lines
  roulette: 37 + 3 + 3 + 6 + 60 + 12 + 22 + 2 + 1 + 11,
  // fan 1–4, four kwok, odd and even, four three-number bets; 12 nim, 12 nga tan
  'fan-tan': 4 + 4 + 2 + 4 + 12 + 12,
  // big, small, odd, even, 14 totals, 6 triples, any triple, 6 singles
  'sic-bo': 4 + 14 + 6 + 1 + 6,
  'bau-cua': 6,
  'xoc-dia': 6,
  // win and pair on each of the three positions
  'mahjong-28': 6,
};

const context = { x: translator(TABLE_TEXTS, 'en'), lang: 'en' as const };

describe('the table boards', () => {
  const classic = (Object.keys(BOARDS) as TableFamily[]).filter(
    (family): family is ClassicFamily => !isDecisionFamily(family),
  );
  for (const family of classic) {
    it(`${family}: every spot is a bet the server takes, and lights exactly when the engine pays it`, () => {
      const board = BOARDS[family];
      const spots = board.sections(context).flatMap((section) => section.spots);
      expect(spots).toHaveLength(SPOTS[family]);
      expect(new Set(spots.map((spot) => spot.key)).size).toBe(spots.length);
      for (const spot of spots) {
        expect(spot.key).toBe(keyOf(spot.bet));
        // the table server's own check (packages/games' live.ts, the wire mapping included)
        expect(() => validateTableBets(family, [{ ...spot.bet, stake: STAKE }])).not.toThrow();
      }
      expect(board.maxBets).toBeLessThanOrEqual(30);
      const engine = ENGINES[family];
      for (let seed = 1; seed <= 150; seed++) {
        const outcome = JSON.parse(JSON.stringify(engine.deal(seededSource(seed))));
        for (const spot of spots) {
          const returned = engine.returns(spot.bet, outcome);
          expect({ key: spot.key, seed, lit: spot.wins(outcome as never) }).toEqual({
            key: spot.key,
            seed,
            lit: returned > 100,
          });
        }
        const badge = board.badge(outcome as never, context);
        expect(badge.label.length).toBeGreaterThan(0);
      }
    });
  }

  it('writes payouts as "to one"', () => {
    expect(odds(200, 'en')).toBe('1:1');
    expect(odds(195, 'vi')).toBe('0,95:1');
    expect(odds(147, 'en')).toBe('0.47:1');
    expect(odds(3_600, 'en')).toBe('35:1');
    expect(odds(290, 'en')).toBe('1.9:1');
  });
});
