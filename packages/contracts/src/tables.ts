import { z } from 'zod';
import { money } from './envelope.ts';

/**
 * The live tables: shared rounds on the server's clock, an RNG dealer (apps/server/src/modules/studio/tables,
 * docs/games/tables.md). Every player at a table sees the same round; each places bets while betting is open and is
 * paid when the result is revealed.
 */

/**
 * The table games served, each a pure engine in packages/games (sic-bo plays on dice-mini's maths). The last three
 * are decision tables: after the deal each player decides on their hand (TABLE_DECISION_FAMILIES).
 */
export const TABLE_FAMILIES = [
  'baccarat',
  'dragon-tiger',
  'roulette',
  'fan-tan',
  'niu-niu',
  'sic-bo',
  'bau-cua',
  'xoc-dia',
  'mahjong-28',
  'blackjack',
  'three-card-poker',
  'casino-holdem',
] as const;
export type TableFamily = (typeof TABLE_FAMILIES)[number];

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation_error' });
const roundId = z.string().regex(/^\d{1,18}$/, { error: 'round_not_found' });

/** One bet on the layout: its type, what it names when the type needs it (a number, numbers, a face…), its stake. */
export const tableBet = z.object({
  type: z.string().regex(/^[a-z0-9_]{1,24}$/, { error: 'validation_error' }),
  selection: z
    .union([z.number().int().min(0).max(100), z.array(z.number().int().min(0).max(100)).min(1).max(6)])
    .optional(),
  stake: z.string().regex(/^\d{1,16}$/, { error: 'invalid_amount' }),
});
export type TableBet = z.infer<typeof tableBet>;

/** Bets placed together (one debit); the round is the one the player saw open. */
export const tableBetBody = z.object({
  requestId,
  tableRoundId: roundId,
  bets: z.array(tableBet).min(1).max(30),
});
export type TableBetBody = z.infer<typeof tableBetBody>;

/** Takes back one placement of the round while betting is open (its stake refunded). */
export const tableUndoBody = z.object({
  requestId,
  placementId: z.string().regex(/^\d{1,18}$/, { error: 'round_not_found' }),
});
export type TableUndoBody = z.infer<typeof tableUndoBody>;

export const TABLE_DECISION_FAMILIES = ['blackjack', 'three-card-poker', 'casino-holdem'] as const;
export type TableDecisionFamily = (typeof TABLE_DECISION_FAMILIES)[number];

export function isDecisionFamily(family: TableFamily): family is TableDecisionFamily {
  return (TABLE_DECISION_FAMILIES as readonly string[]).includes(family);
}

/** A move on the player's hand at a decision table, while the round's decision time runs. */
export const tableDecideBody = z.object({
  requestId,
  tableRoundId: roundId,
  move: z.enum(['hit', 'stand', 'double', 'split', 'play', 'fold'], { error: 'table_illegal_move' }),
});
export type TableDecideBody = z.infer<typeof tableDecideBody>;

/** betting → (decision tables: deciding →) revealing → settled. */
export const TABLE_PHASES = ['betting', 'deciding', 'revealing', 'settled'] as const;

export const tableRound = z.object({
  tableRoundId: z.string(),
  /** The round's number at this table; the fair nonce. */
  roundNo: z.number().int(),
  phase: z.enum(TABLE_PHASES),
  /** SHA-256 of the round's server seed, public from the moment betting opens. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  bettingEndsAt: z.string(),
  /** Decision tables: when the decision time ends (set while deciding and after). */
  decideEndsAt: z.string().nullable(),
  /** When the result has been shown and the round is paid (set once betting has closed). */
  revealEndsAt: z.string().nullable(),
  /**
   * The engine's outcome (cards, dice, coins, the number…), once betting has closed; while players decide, only
   * what the table may see (the shared cards, never the dealer's hidden ones).
   */
  outcome: z.unknown().nullable(),
  /** Revealed once the round is settled: with the client seed and the round number, it recomputes the outcome. */
  serverSeed: z.string().nullable(),
});
export type TableRound = z.infer<typeof tableRound>;

/** A placement of the player's in the current round: bets placed together, their stake, and once paid the payout. */
export const tablePlacement = z.object({
  placementId: z.string(),
  tableRoundId: z.string(),
  bets: z.array(tableBet),
  stake: money,
  status: z.enum(['open', 'undone', 'settled']),
});
export type TablePlacement = z.infer<typeof tablePlacement>;

/** What the player won in a settled round (the betting record's round, and the fair page's). */
export const tableWin = z.object({
  tableRoundId: z.string(),
  roundId: z.string(),
  stake: money,
  payout: money,
});
export type TableWin = z.infer<typeof tableWin>;

/**
 * A bet type of the table with its exact return to player in percent, per unit of the bet placed (niu niu's double:
 * per bet, not per the 5× hold its stake is); the payouts are the engine's config.
 */
export const tableBetType = z.object({ type: z.string(), rtp: z.number() });

export const tableTiming = z.object({
  bettingMs: z.number().int(),
  revealMs: z.number().int(),
  pauseMs: z.number().int(),
  /** Decision tables: how long players have to decide after the deal (0 elsewhere). */
  decideMs: z.number().int(),
});

export const tableState = z.object({
  family: z.enum(TABLE_FAMILIES),
  round: tableRound.nullable(),
  /** The last settled rounds, newest first: the road. */
  history: z.array(tableRound),
  timing: tableTiming,
  /** Players at the table now (sockets on it, every server process counted; a few seconds behind). */
  online: z.number().int(),
  betTypes: z.array(tableBetType),
  /** The server's clock (ms since the epoch) when this answer was made. */
  serverTime: z.number(),
});
export type TableState = z.infer<typeof tableState>;

/** The player's own hand at a decision table: their moves, what they may do now, what the moves staked. */
export const tableDecision = z.object({
  tableRoundId: z.string(),
  moves: z.array(z.string()),
  legal: z.array(z.string()),
  extraStake: money,
  /** Blackjack: { activeHand, hands: [{ cards, total, stake, doubled, done }] }; poker: { decision }. */
  view: z.unknown(),
});
export type TableDecision = z.infer<typeof tableDecision>;

export const tableDecideAnswer = z.object({ decision: tableDecision, balance: money });
export type TableDecideAnswer = z.infer<typeof tableDecideAnswer>;

export const tablePlayerState = tableState.extend({
  /** The player's placements in the current round. */
  placements: z.array(tablePlacement),
  /** The player's result in the last settled round they bet in, if it is the latest one. */
  lastWin: tableWin.nullable(),
  /** Decision tables: the player's hand in the current round once dealt (null before, or without a bet). */
  decision: tableDecision.nullable(),
  balance: money,
});
export type TablePlayerState = z.infer<typeof tablePlayerState>;

export const tableBetAnswer = z.object({ placement: tablePlacement, balance: money });
export type TableBetAnswer = z.infer<typeof tableBetAnswer>;

/** What the `live` socket sends; every message carries the server's clock. */
export type TableEvent =
  | ({ type: 'state' } & TableState)
  /** `online` comes with each new round. */
  | { type: 'round'; round: TableRound; online?: number; serverTime: number }
  /** The socket may have missed events: read the state again. */
  | { type: 'resync'; serverTime: number };
