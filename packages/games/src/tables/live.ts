import { type RandomSource, seededSource } from '../fair/index.ts';
import {
  BAU_CUA_FACES,
  bauCuaFacesOf,
  bauCuaRtpTable,
  DEFAULT_BAU_CUA_CONFIG,
  settleBauCua,
  validateBauCuaConfig,
} from '../instant/bau-cua/index.ts';
import {
  DEFAULT_DICE_MINI_CONFIG,
  diceMiniRtpTable,
  settleDiceMini,
  validateDiceMiniConfig,
} from '../instant/dice-mini/index.ts';
import { rollThreeDice } from '../instant/shared/dice.ts';
import { InstantGameError } from '../instant/shared/errors.ts';
import type { BetRtp } from '../instant/shared/rtp.ts';
import type { TableSettlement } from '../instant/shared/table-round.ts';
import {
  DEFAULT_XOC_DIA_CONFIG,
  settleXocDia,
  shakeXocDiaCoins,
  validateXocDiaConfig,
  xocDiaRtpTable,
} from '../instant/xoc-dia/index.ts';
import {
  baccaratRtpTable,
  DEFAULT_BACCARAT_CONFIG,
  dealBaccarat,
  settleBaccarat,
  validateBaccaratConfig,
} from './baccarat/index.ts';
import {
  DEFAULT_DRAGON_TIGER_CONFIG,
  dealDragonTiger,
  dragonTigerRtpTable,
  settleDragonTiger,
  validateDragonTigerConfig,
} from './dragon-tiger/index.ts';
import {
  DEFAULT_FAN_TAN_CONFIG,
  dealFanTan,
  fanTanRtpTable,
  settleFanTan,
  validateFanTanConfig,
} from './fan-tan/index.ts';
import {
  DECISION_CONFIG_CHECKS,
  DECISION_TABLE_GAMES,
  decisionEngines,
  type TableDecisions,
} from './live-decisions.ts';
import {
  DEFAULT_MAHJONG_28_CONFIG,
  dealMahjong28,
  MAHJONG_28_POSITIONS,
  mahjong28RtpTable,
  settleMahjong28,
  validateMahjong28Config,
} from './mahjong-28/index.ts';
import {
  DEFAULT_NIU_NIU_CONFIG,
  dealNiuNiu,
  NIU_NIU_POSITIONS,
  niuNiuRtpTable,
  settleNiuNiu,
  validateNiuNiuConfig,
} from './niu-niu/index.ts';
import {
  DEFAULT_ROULETTE_CONFIG,
  dealRoulette,
  rouletteRtpTable,
  settleRoulette,
  validateRouletteConfig,
} from './roulette/index.ts';

/**
 * The games the live tables deal (docs/games/tables.md), as the table server and the verification page use them:
 * the shared draw, one player's bets paid on it, and the bet types with their return to player. The engines take
 * selections in their own shapes (a face, a position, { win, push }); a table bet carries numbers (a face by its
 * index in BAU_CUA_FACES, a niu-niu or mahjong-28 position 1..3, a fan-tan nim as [win, push] and nga tan as [win, win, push]),
 * turned into those shapes here. packages/contracts' TABLE_FAMILIES lists the same games.
 */
export const TABLE_GAMES = [
  'baccarat',
  'dragon-tiger',
  'roulette',
  'fan-tan',
  'niu-niu',
  'sic-bo',
  'bau-cua',
  'xoc-dia',
  'mahjong-28',
  ...DECISION_TABLE_GAMES,
] as const;
export type TableGame = (typeof TABLE_GAMES)[number];

/** A bet as the table takes it: the type, what it names (numbers), the stake in minor units. */
export type TableStake = { type: string; selection?: number | readonly number[]; stake: bigint };

/** One table game: its shared draw, one player's bets paid on it (InstantGameError for a bet or an outcome it
 * refuses), and its bet types with their exact return to player. */
export type TableEngine = {
  family: TableGame;
  deal(source: RandomSource): unknown;
  settle(bets: readonly TableStake[], outcome: unknown): TableSettlement<unknown>;
  betTypes: readonly BetRtp[];
  /** Decision tables only (live-decisions.ts): each player's moves between the deal and the settlement. */
  decisions?: TableDecisions;
};

function refuse(message: string): never {
  throw new InstantGameError('invalid_bet', message);
}

const pick = <T>(items: readonly T[], index: unknown, what: string): T => {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= items.length)
    refuse(what);
  return items[index] as T;
};

const numbers = (selection: TableStake['selection']): readonly number[] =>
  Array.isArray(selection) ? selection : refuse('the selection is a list of numbers');

// every default config is checked (its RTP inside [90 %, 100 %)) the first time its game is asked for — not when
// this module loads: the exact RTPs of niu niu and mahjong 28 take most of a second to compute
const CONFIG_CHECKS: Record<TableGame, () => void> = {
  baccarat: () => validateBaccaratConfig(DEFAULT_BACCARAT_CONFIG),
  'dragon-tiger': () => validateDragonTigerConfig(DEFAULT_DRAGON_TIGER_CONFIG),
  roulette: () => validateRouletteConfig(DEFAULT_ROULETTE_CONFIG),
  'fan-tan': () => validateFanTanConfig(DEFAULT_FAN_TAN_CONFIG),
  'niu-niu': () => validateNiuNiuConfig(DEFAULT_NIU_NIU_CONFIG),
  'sic-bo': () => validateDiceMiniConfig(DEFAULT_DICE_MINI_CONFIG),
  'bau-cua': () => validateBauCuaConfig(DEFAULT_BAU_CUA_CONFIG),
  'xoc-dia': () => validateXocDiaConfig(DEFAULT_XOC_DIA_CONFIG),
  'mahjong-28': () => validateMahjong28Config(DEFAULT_MAHJONG_28_CONFIG),
  ...DECISION_CONFIG_CHECKS,
};
const checked = new Set<TableGame>();

const rtpTables = new Map<string, readonly BetRtp[]>();
/** A bet-type RTP table computed on first use, then kept. */
function lazily(key: string, compute: () => readonly BetRtp[]): readonly BetRtp[] {
  let table = rtpTables.get(key);
  if (!table) {
    table = compute();
    rtpTables.set(key, table);
  }
  return table;
}

const ENGINES: Record<TableGame, TableEngine> = {
  baccarat: {
    family: 'baccarat',
    deal: dealBaccarat,
    settle: (bets, outcome) =>
      settleBaccarat(DEFAULT_BACCARAT_CONFIG, bets as never, outcome as Parameters<typeof settleBaccarat>[2]),
    get betTypes() {
      return lazily('baccaratRtpTable', () => baccaratRtpTable(DEFAULT_BACCARAT_CONFIG));
    },
  },
  'dragon-tiger': {
    family: 'dragon-tiger',
    deal: dealDragonTiger,
    settle: (bets, outcome) =>
      settleDragonTiger(
        DEFAULT_DRAGON_TIGER_CONFIG,
        bets as never,
        outcome as Parameters<typeof settleDragonTiger>[2],
      ),
    get betTypes() {
      return lazily('dragonTigerRtpTable', () => dragonTigerRtpTable(DEFAULT_DRAGON_TIGER_CONFIG));
    },
  },
  roulette: {
    family: 'roulette',
    deal: dealRoulette,
    settle: (bets, outcome) =>
      settleRoulette(DEFAULT_ROULETTE_CONFIG, bets as never, outcome as Parameters<typeof settleRoulette>[2]),
    get betTypes() {
      return lazily('rouletteRtpTable', () => rouletteRtpTable(DEFAULT_ROULETTE_CONFIG));
    },
  },
  'fan-tan': {
    family: 'fan-tan',
    deal: dealFanTan,
    // nim: [win, push]; nga tan: [win, win, push]
    settle: (bets, outcome) =>
      settleFanTan(
        DEFAULT_FAN_TAN_CONFIG,
        bets.map((bet) => {
          if (bet.type === 'nim') {
            const [win, push, ...rest] = numbers(bet.selection);
            if (rest.length > 0) refuse('fan-tan: a nim names [win, push]');
            return { ...bet, selection: { win, push } };
          }
          if (bet.type === 'nga_tan') {
            const [a, b, push, ...rest] = numbers(bet.selection);
            if (rest.length > 0) refuse('fan-tan: a nga tan names [win, win, push]');
            return { ...bet, selection: { win: [a, b], push } };
          }
          return bet;
        }) as never,
        outcome as Parameters<typeof settleFanTan>[2],
      ),
    get betTypes() {
      return lazily('fanTanRtpTable', () => fanTanRtpTable(DEFAULT_FAN_TAN_CONFIG));
    },
  },
  'niu-niu': {
    family: 'niu-niu',
    deal: dealNiuNiu,
    // the position by its number: 1, 2 or 3
    settle: (bets, outcome) =>
      settleNiuNiu(
        DEFAULT_NIU_NIU_CONFIG,
        bets.map((bet) => ({
          ...bet,
          selection: pick(NIU_NIU_POSITIONS, Number(bet.selection) - 1, 'niu-niu: the position is 1, 2 or 3'),
        })) as never,
        outcome as Parameters<typeof settleNiuNiu>[2],
      ),
    get betTypes() {
      return lazily('niuNiuRtpTable', () => niuNiuRtpTable(DEFAULT_NIU_NIU_CONFIG));
    },
  },
  'sic-bo': {
    family: 'sic-bo',
    deal: (source) => ({ dice: rollThreeDice(source) }),
    settle: (bets, outcome) => {
      const {
        bets: settled,
        totalStake,
        totalPayout,
      } = settleDiceMini(
        DEFAULT_DICE_MINI_CONFIG,
        bets as never,
        (outcome as { dice?: unknown }).dice as number[],
      );
      return { bets: settled, totalStake, totalPayout };
    },
    get betTypes() {
      return lazily('diceMiniRtpTable', () => diceMiniRtpTable(DEFAULT_DICE_MINI_CONFIG));
    },
  },
  'bau-cua': {
    family: 'bau-cua',
    deal: (source) => ({ dice: bauCuaFacesOf(rollThreeDice(source)) }),
    // the face by its index in BAU_CUA_FACES (0 nai … 5 tôm)
    settle: (bets, outcome) => {
      const {
        bets: settled,
        totalStake,
        totalPayout,
      } = settleBauCua(
        DEFAULT_BAU_CUA_CONFIG,
        bets.map((bet) => ({
          ...bet,
          selection: pick(BAU_CUA_FACES, bet.selection, 'bau-cua: the face is 0..5'),
        })) as never,
        (outcome as { dice?: unknown }).dice as never,
      );
      return { bets: settled, totalStake, totalPayout };
    },
    get betTypes() {
      return lazily('bauCuaRtpTable', () => bauCuaRtpTable(DEFAULT_BAU_CUA_CONFIG));
    },
  },
  'xoc-dia': {
    family: 'xoc-dia',
    deal: (source) => ({ coins: shakeXocDiaCoins(source) }),
    settle: (bets, outcome) => {
      const {
        bets: settled,
        totalStake,
        totalPayout,
      } = settleXocDia(
        DEFAULT_XOC_DIA_CONFIG,
        bets as never,
        (outcome as { coins?: unknown }).coins as never,
      );
      return { bets: settled, totalStake, totalPayout };
    },
    get betTypes() {
      return lazily('xocDiaRtpTable', () => xocDiaRtpTable(DEFAULT_XOC_DIA_CONFIG));
    },
  },
  'mahjong-28': {
    family: 'mahjong-28',
    deal: dealMahjong28,
    // the position by its number: 1, 2 or 3 (cửa 1, 2, 3)
    settle: (bets, outcome) =>
      settleMahjong28(
        DEFAULT_MAHJONG_28_CONFIG,
        bets.map((bet) => ({
          ...bet,
          selection: pick(
            MAHJONG_28_POSITIONS,
            Number(bet.selection) - 1,
            'mahjong-28: the position is 1, 2 or 3',
          ),
        })) as never,
        outcome as Parameters<typeof settleMahjong28>[2],
      ),
    get betTypes() {
      return lazily('mahjong28RtpTable', () => mahjong28RtpTable(DEFAULT_MAHJONG_28_CONFIG));
    },
  },
  ...decisionEngines(lazily),
};

export function tableEngine(family: TableGame): TableEngine {
  if (!checked.has(family)) {
    CONFIG_CHECKS[family]();
    checked.add(family);
  }
  return ENGINES[family];
}

const samples = new Map<TableGame, unknown>();

/** Refuses bets the engine would refuse (InstantGameError), before any money moves: settled on a sample draw. */
export function validateTableBets(family: TableGame, bets: readonly TableStake[]): void {
  const engine = tableEngine(family);
  let sample = samples.get(family);
  if (sample === undefined) {
    sample = engine.deal(seededSource(1));
    samples.set(family, sample);
  }
  engine.settle(bets, sample);
}
