import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../instant/shared/table-round.ts';
import {
  MAHJONG_28_BET_TYPES,
  MAHJONG_28_POSITIONS,
  MAHJONG_28_SEATS,
  type Mahjong28BetType,
  type Mahjong28Config,
  type Mahjong28Position,
  type Mahjong28Seat,
} from './mahjong-28-config.ts';
import {
  dealMahjong28Tiles,
  isMahjong28Tile,
  MAHJONG_28_COPIES,
  MAHJONG_28_WHITE,
  type Mahjong28Tile,
} from './mahjong-28-tiles.ts';

export interface Mahjong28Bet {
  type: Mahjong28BetType;
  selection: Mahjong28Position;
  stake: bigint;
}

/**
 * pair: two identical tiles (白板对 the white pair highest, then 9-9 … 1-1); twenty_eight: a 2-dot and an 8-dot
 * (二八杠), the best hand that is not a pair; points: anything else, ranked by its points.
 */
export type Mahjong28Category = 'pair' | 'twenty_eight' | 'points';

/** One seat's two tiles and what they make. */
export interface Mahjong28Hand {
  /** The two tiles in the order dealt. */
  readonly tiles: readonly Mahjong28Tile[];
  readonly category: Mahjong28Category;
  /**
   * (Sum of the tiles, a white dragon counting ½) mod 10: 0, 0.5, 1 … 9.5 (a "points" hand's rank; pairs and 28
   * carry theirs too, unused).
   */
  readonly points: number;
}

/** A position's hand against the banker's, from the position's side. */
export type Mahjong28Versus = 'win' | 'tie' | 'lose';

/** A round's shared draw: the four hands and how each position fares against the banker (plain JSON). */
export interface Mahjong28Outcome {
  readonly banker: Mahjong28Hand;
  readonly player_1: Mahjong28Hand;
  readonly player_2: Mahjong28Hand;
  readonly player_3: Mahjong28Hand;
  readonly versusBanker: Readonly<Record<Mahjong28Position, Mahjong28Versus>>;
}

/**
 * `won` is true when the bet won: a win bet whose position beat the banker (a pushed tie returns the stake with
 * `won` false), a pair bet on a pair.
 */
export interface Mahjong28Result extends TableSettlement<Mahjong28Bet> {
  outcome: Mahjong28Outcome;
}

/** The tiles a round deals: two to each of the four seats. */
export const MAHJONG_28_TILES_DEALT = 8;

/** Read once (an imported binding is a getter call under the test transform). */
const deal = dealMahjong28Tiles;
const WHITE = MAHJONG_28_WHITE;

/** A tile's points in halves: a dot n is 2n halves, the white dragon 1 (½ point). */
function halves(tile: number): number {
  return tile === WHITE ? 1 : 2 * tile;
}

/**
 * A hand's rank (the higher wins; equal ranks are a tie):
 * - pairs 301 (1-1) … 309 (9-9), 310 (white pair);
 * - 28 (a 2 and an 8): 300;
 * - points, in halves p = (sum of halves) mod 20 (0 … 19 for 0 … 9½ points): 10 × p + the hand's higher dot (the
 *   tie-break between equal points: 7-1 beats 6-2 beats 5-3); a half-point hand (a white and a dot n) is the only hand
 *   with its points, so its dot decides nothing;
 * - 0 points (蹩十, a pair of tiles making 10: 1-9, 3-7, 4-6): 0, all equal whatever the tiles.
 */
export function mahjong28HandRank(first: number, second: number): number {
  if (first === second) return 300 + first;
  if ((first === 2 && second === 8) || (first === 8 && second === 2)) return 300;
  const points = (halves(first) + halves(second)) % 20;
  if (points === 0) return 0;
  const high = first === WHITE ? second : second === WHITE ? first : Math.max(first, second);
  return points * 10 + high;
}

/** Evaluates two tiles. */
export function mahjong28HandOf(tiles: readonly Mahjong28Tile[]): Mahjong28Hand {
  const first = tiles[0] as Mahjong28Tile;
  const second = tiles[1] as Mahjong28Tile;
  const category: Mahjong28Category =
    first === second
      ? 'pair'
      : (first === 2 && second === 8) || (first === 8 && second === 2)
        ? 'twenty_eight'
        : 'points';
  return { tiles, category, points: ((halves(first) + halves(second)) % 20) / 2 };
}

/** Positive when `a` beats `b`, negative when `b` beats `a`, 0 for equal hands. */
export function compareMahjong28Hands(a: Mahjong28Hand, b: Mahjong28Hand): number {
  return rankOf(a) - rankOf(b);
}

/**
 * The round's shared draw: dealMahjong28Tiles(source, 8), two tiles at a time: tiles 1–2 to the banker, 3–4 to
 * player 1, 5–6 to player 2, 7–8 to player 3.
 */
export function dealMahjong28(source: RandomSource): Mahjong28Outcome {
  const t = deal(source, MAHJONG_28_TILES_DEALT);
  return outcomeOf([
    [t[0], t[1]] as Mahjong28Tile[],
    [t[2], t[3]] as Mahjong28Tile[],
    [t[4], t[5]] as Mahjong28Tile[],
    [t[6], t[7]] as Mahjong28Tile[],
  ]);
}

/**
 * What a bet returns, in hundredths of its stake: win pays payouts.win when its position beat the banker, 100 on
 * equal hands (0 when tiesGoToBanker), 0 on a loss; pair pays payouts.pair when the position holds a pair.
 */
export function mahjong28MultiplierX100(
  config: Mahjong28Config,
  type: Mahjong28BetType,
  versus: Mahjong28Versus,
  pair: boolean,
): number {
  if (type === 'pair') return pair ? config.payouts.pair : 0;
  if (versus === 'win') return config.payouts.win;
  return versus === 'tie' && !config.tiesGoToBanker ? 100 : 0;
}

export function validateMahjong28Bets(config: Mahjong28Config, bets: readonly Mahjong28Bet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (!MAHJONG_28_BET_TYPES.includes(bet.type))
      betError(`mahjong-28: the bet type is one of ${MAHJONG_28_BET_TYPES.join(', ')}`);
    if (!MAHJONG_28_POSITIONS.includes(bet.selection))
      betError(`mahjong-28: the position is one of ${MAHJONG_28_POSITIONS.join(', ')}`);
  }
}

/**
 * Pays every bet on a drawn outcome (the verification page's entry point). The outcome must hold two tiles per
 * seat, no kind more than four times, and the categories, points and results must be what those tiles make.
 */
export function settleMahjong28(
  config: Mahjong28Config,
  bets: readonly Mahjong28Bet[],
  outcome: Mahjong28Outcome,
): Mahjong28Result {
  validateMahjong28Bets(config, bets);
  return settleValidBets(config, bets, checkedOutcome(outcome));
}

/** One round: dealMahjong28(source), then every bet settled on it. */
export function playMahjong28(
  config: Mahjong28Config,
  bets: readonly Mahjong28Bet[],
  source: RandomSource,
): Mahjong28Result {
  validateMahjong28Bets(config, bets);
  return settleValidBets(config, bets, dealMahjong28(source));
}

function settleValidBets(
  config: Mahjong28Config,
  bets: readonly Mahjong28Bet[],
  outcome: Mahjong28Outcome,
): Mahjong28Result {
  const settlement = settleBets(bets, (bet) =>
    mahjong28MultiplierX100(
      config,
      bet.type,
      outcome.versusBanker[bet.selection],
      outcome[bet.selection].category === 'pair',
    ),
  );
  for (const settled of settlement.bets) {
    if (settled.bet.type === 'win') settled.won = outcome.versusBanker[settled.bet.selection] === 'win';
  }
  return { outcome, ...settlement };
}

function rankOf(hand: Mahjong28Hand): number {
  return mahjong28HandRank(hand.tiles[0] as number, hand.tiles[1] as number);
}

function versus(position: Mahjong28Hand, banker: number): Mahjong28Versus {
  const rank = rankOf(position);
  return rank > banker ? 'win' : rank === banker ? 'tie' : 'lose';
}

function outcomeOf(seatTiles: readonly (readonly Mahjong28Tile[])[]): Mahjong28Outcome {
  const banker = mahjong28HandOf(seatTiles[0] as Mahjong28Tile[]);
  const player_1 = mahjong28HandOf(seatTiles[1] as Mahjong28Tile[]);
  const player_2 = mahjong28HandOf(seatTiles[2] as Mahjong28Tile[]);
  const player_3 = mahjong28HandOf(seatTiles[3] as Mahjong28Tile[]);
  const bank = rankOf(banker);
  return {
    banker,
    player_1,
    player_2,
    player_3,
    versusBanker: {
      player_1: versus(player_1, bank),
      player_2: versus(player_2, bank),
      player_3: versus(player_3, bank),
    },
  };
}

const OUTCOME_SHAPE =
  'mahjong-28: the outcome holds two tiles (1–9 dots, 10 the white dragon) for each of banker, player_1, player_2, player_3, no kind more than four times';

/** Rebuilds the outcome from its tiles, refusing a malformed one or one whose evaluation disagrees. */
function checkedOutcome(outcome: unknown): Mahjong28Outcome {
  if (typeof outcome !== 'object' || outcome === null) betError(OUTCOME_SHAPE);
  const given = outcome as Partial<Record<Mahjong28Seat, Partial<Mahjong28Hand>>> & Partial<Mahjong28Outcome>;
  const used = new Array<number>(MAHJONG_28_WHITE + 1).fill(0);
  const seatTiles: Mahjong28Tile[][] = [];
  for (const seat of MAHJONG_28_SEATS) {
    const tiles = given[seat]?.tiles;
    if (!Array.isArray(tiles) || tiles.length !== 2) betError(OUTCOME_SHAPE);
    for (const tile of tiles as unknown[]) {
      if (!isMahjong28Tile(tile)) betError(OUTCOME_SHAPE);
      used[tile] = (used[tile] as number) + 1;
      if ((used[tile] as number) > MAHJONG_28_COPIES) betError(OUTCOME_SHAPE);
    }
    seatTiles.push([...(tiles as Mahjong28Tile[])]);
  }
  const rebuilt = outcomeOf(seatTiles);
  for (const seat of MAHJONG_28_SEATS) {
    const hand = given[seat] as Partial<Mahjong28Hand>;
    if (hand.category !== rebuilt[seat].category || hand.points !== rebuilt[seat].points)
      betError(`mahjong-28: the ${seat} hand's category or points are not what its tiles make`);
  }
  for (const position of MAHJONG_28_POSITIONS) {
    if (given.versusBanker?.[position] !== rebuilt.versusBanker[position])
      betError(`mahjong-28: versusBanker.${position} is not what the tiles make`);
  }
  return rebuilt;
}
