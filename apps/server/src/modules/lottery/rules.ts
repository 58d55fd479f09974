import type { LotteryBetBody, LotteryDraw, LotteryNumbers } from '@app/contracts';
import {
  type AnyKindEngine,
  DEFAULT_VN_LOTTERY_CONFIGS,
  drawVnResult,
  fairSource,
  InstantGameError,
  KIND_TABLES,
  type KindTable,
  kindBetTypeRates,
  kindEngine,
  kindLineCost,
  kindMaxPoints,
  type LotteryBetTypeRates,
  settleKindLine,
  settleValidVnBet,
  VN_BET_TYPE_INFO,
  VN_BET_TYPES,
  type VnBetType,
  type VnLotteryConfig,
  type VnResult,
  vnBetCost,
  vnBetTypeRates,
  vnSettledNumbers,
  vnSpecial,
} from '@app/games';
import { AppError } from '../../http/errors.ts';
import type { LotteryTitle } from './catalogue.ts';
import { vnNumberStats } from './stats.ts';

/** A slip line checked and priced: its limit (points per number, per member and draw) and the keys it counts on. */
export type Line = {
  type: string;
  numbers: readonly string[];
  points: bigint;
  cost: bigint;
  maxPoints: bigint;
};

/** What a stored bet wins on a draw. */
export type SettleLine = (line: { type: string; numbers: readonly string[]; points: bigint }) => {
  payout: bigint;
  hits: number;
};

/**
 * How a game plays, by its kind (docs/games/lottery/kinds.md): the Vietnamese sheet at its region's rates, or an
 * engine of packages/games' lottery kinds at its prize mode's table. Every step of the lottery module that depends
 * on the kind asks this: the slip's bet types, the lines' checks and prices, the fast draw, settlement, the
 * headline and statistics of a result, and how a stored result shows.
 */
export interface LotteryRules {
  betTypes: readonly LotteryBetTypeRates[];
  checkedLines(lines: LotteryBetBody['lines']): Line[];
  /** A set type (xiên, lô trượt, a keno ticket) is one bet on its whole set; the others a bet per number. */
  isSet(type: string): boolean;
  drawFast(serverSeed: string, clientSeed: string): unknown;
  settler(result: unknown): SettleLine;
  headline(result: unknown): string;
  numberStats(draws: readonly { issue_no: string; result: unknown }[]): LotteryNumbers;
  view(result: unknown): Pick<LotteryDraw, 'result' | 'outcome'>;
}

const lineError = (index: number, field: 'type' | 'numbers'): never => {
  throw new AppError('lottery_numbers_invalid', { [`lines.${index}.${field}`]: 'lottery_numbers_invalid' });
};

function overLimit(index: number, maxPoints: bigint): never {
  throw new AppError(
    'lottery_points_over_limit',
    { [`lines.${index}.points`]: 'lottery_points_over_limit' },
    { maxPoints: String(maxPoints) },
  );
}

function vnRules(config: VnLotteryConfig): LotteryRules {
  return {
    betTypes: vnBetTypeRates(config),
    checkedLines: (lines) =>
      lines.map((line, index) => {
        if (!(VN_BET_TYPES as readonly string[]).includes(line.type)) lineError(index, 'type');
        const type = line.type as VnBetType;
        const bet = { type, numbers: line.numbers, points: BigInt(line.points) };
        const maxPoints = config.maxPointsPerNumber[type];
        if (bet.points > maxPoints) overLimit(index, maxPoints);
        try {
          return { ...bet, cost: vnBetCost(config, bet), maxPoints };
        } catch (error) {
          if (!(error instanceof InstantGameError)) throw error;
          return lineError(index, 'numbers');
        }
      }),
    isSet(type) {
      const rule = VN_BET_TYPE_INFO[type as VnBetType]?.rule;
      return rule === 'all_present' || rule === 'none_present';
    },
    drawFast: (serverSeed, clientSeed) =>
      drawVnResult(config.region, fairSource({ serverSeed, clientSeed, nonce: 0 })),
    settler(result) {
      const settledOn = new Map<string, readonly string[]>();
      return (line) => {
        const type = line.type as VnBetType;
        let numbers = settledOn.get(type);
        if (!numbers) {
          numbers = vnSettledNumbers(type, result as VnResult);
          settledOn.set(type, numbers);
        }
        return settleValidVnBet(config, { type, numbers: line.numbers, points: line.points }, numbers);
      };
    },
    headline: (result) => vnSpecial(result as VnResult),
    numberStats: vnNumberStats,
    view: (result) => ({ result: result as LotteryDraw['result'], outcome: null }),
  };
}

function kindRules(engine: AnyKindEngine, table: KindTable): LotteryRules {
  const types = new Map(engine.betTypes.map((info) => [info.type, info]));
  return {
    betTypes: kindBetTypeRates(engine.betTypes, table),
    checkedLines: (lines) =>
      lines.map((line, index) => {
        const info = types.get(line.type) ?? lineError(index, 'type');
        const checked = { type: line.type, numbers: line.numbers, points: BigInt(line.points) };
        const maxPoints = kindMaxPoints(table, info, checked.numbers.length);
        if (checked.points > maxPoints) overLimit(index, maxPoints);
        try {
          engine.checkLine(checked);
        } catch (error) {
          if (!(error instanceof InstantGameError)) throw error;
          lineError(index, 'numbers');
        }
        return { ...checked, cost: kindLineCost(table, info, checked), maxPoints };
      }),
    isSet: (type) => types.get(type)?.selection === 'set',
    drawFast: (serverSeed, clientSeed) => engine.draw(fairSource({ serverSeed, clientSeed, nonce: 0 })),
    settler(result) {
      // the stored outcome is read back as the engine draws it: a row edited by hand is refused, not paid on
      const outcome = engine.assertOutcome(result);
      return (line) => settleKindLine(engine, table, line, outcome);
    },
    headline: (result) => engine.headline(result),
    numberStats(draws) {
      const hits = new Map<string, number>();
      const absent = new Map<string, number>();
      draws.forEach((draw, age) => {
        for (const number of engine.statNumbers(draw.result)) {
          hits.set(number, (hits.get(number) ?? 0) + 1);
          if (!absent.has(number)) absent.set(number, age);
        }
      });
      return {
        draws: draws.length,
        numbers: engine.statUniverse.map((number) => ({
          number,
          hits: hits.get(number) ?? 0,
          absent: absent.get(number) ?? draws.length,
        })),
        specials: [...draws]
          .reverse()
          .map((draw) => ({ issueNo: draw.issue_no, number: String(engine.trendValue(draw.result)) })),
      };
    },
    view: (result) => ({ result: null, outcome: result as LotteryDraw['outcome'] }),
  };
}

const cache = new Map<string, LotteryRules>();

/** The rules of a title (built once per region or engine and prize mode). */
export function rulesOf(title: LotteryTitle): LotteryRules {
  const key = title.kind === 'vn' ? `vn:${title.region}` : `${JSON.stringify(title.spec)}:${title.prizeMode}`;
  let rules = cache.get(key);
  if (!rules) {
    rules =
      title.kind === 'vn'
        ? vnRules(DEFAULT_VN_LOTTERY_CONFIGS[title.region])
        : kindRules(kindEngine(title.spec), KIND_TABLES[title.prizeMode]);
    cache.set(key, rules);
  }
  return rules;
}
