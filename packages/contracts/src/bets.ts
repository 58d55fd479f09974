/* The betting record's schemas; its paths and lists, free of zod for the web's pages, are in bets-constants.ts. */
import { z } from 'zod';
import { BET_CATEGORIES, BET_STATUSES } from './bets-constants.ts';
import { money, paged, pageQuery } from './envelope.ts';
import { LOTTERY_KINDS } from './lottery.ts';
import { recordDate } from './wallet.ts';

export const betRecordsQuery = z.object({
  category: z.enum(BET_CATEGORIES, { error: 'game_type_invalid' }).optional(),
  /** A vendor's vassalage code. */
  vendor: z
    .string({ error: 'validation_error' })
    .regex(/^[A-Za-z0-9_]{1,40}$/, { error: 'validation_error' })
    .optional(),
  /** A game's code. */
  game: z
    .string({ error: 'validation_error' })
    .regex(/^[A-Za-z0-9_.:-]{1,60}$/, { error: 'validation_error' })
    .optional(),
  status: z.enum(BET_STATUSES, { error: 'validation_error' }).optional(),
  /** First Vietnam day, inclusive (default: 6 days before `to`, the 7-day preset); at most 90 days in all. */
  from: recordDate.optional(),
  /** Last Vietnam day, inclusive (default: today). */
  to: recordDate.optional(),
  ...pageQuery(20),
});
export type BetRecordsQuery = z.infer<typeof betRecordsQuery>;

export const betRecord = z.object({
  /** The round's id (ours, not the provider's). */
  id: z.string(),
  createdAt: z.string(),
  /** When the round was paid or cancelled; null while open. */
  settledAt: z.string().nullable(),
  gameCode: z.string(),
  /** The game's name in the caller's language (the code when the catalogue no longer has it). */
  gameName: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  category: z.enum(BET_CATEGORIES),
  status: z.enum(BET_STATUSES),
  stake: money,
  win: money,
  /** Stakes given back (a cancelled bet). */
  refunded: money,
  /** win + refunded − stake: positive is the member's gain. */
  profit: money,
  /** The wallet's balance after the round's last move; null when unknown. */
  balanceAfter: money.nullable(),
  isDemo: z.boolean(),
  /** A studio round with provably fair data: the site's verification page can recompute it. */
  verifiable: z.boolean(),
});
export type BetRecord = z.infer<typeof betRecord>;

export const betTotals = z.object({
  rounds: z.number().int(),
  stake: money,
  win: money,
  refunded: money,
  profit: money,
});
export type BetTotals = z.infer<typeof betTotals>;

/** One page of rounds, the period it covers (Vietnam days) and the totals over every round of the filter. */
export const betRecordPage = paged(betRecord).extend({
  from: z.string(),
  to: z.string(),
  totals: betTotals,
});
export type BetRecordPage = z.infer<typeof betRecordPage>;

export const BAU_CUA_FACE_NAMES = ['nai', 'bau', 'ga', 'ca', 'cua', 'tom'] as const;
export const CARD_SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** What the record shows of a round's outcome, when the game is one it knows how to summarise. */
export const betOutcome = z.discriminatedUnion('kind', [
  /** A slot spin: the free spins its feature awarded and the whole win (base spin + free spins). */
  z.object({ kind: z.literal('slots'), freeSpins: z.number().int(), totalWin: money }),
  /** Dice of 1–6 (Tài Xỉu). */
  z.object({ kind: z.literal('dice'), dice: z.array(z.number().int().min(1).max(6)) }),
  /** Bầu cua faces. */
  z.object({ kind: z.literal('faces'), faces: z.array(z.enum(BAU_CUA_FACE_NAMES)) }),
  /** Xóc đĩa coins. */
  z.object({ kind: z.literal('coins'), coins: z.array(z.enum(['red', 'white'])) }),
  /** Cards in the order they were dealt (rank 1 = ace … 13 = king). */
  z.object({
    kind: z.literal('cards'),
    cards: z.array(z.object({ rank: z.number().int().min(1).max(13), suit: z.enum(CARD_SUIT_NAMES) })),
  }),
  /**
   * A lottery draw: its issue, its headline (a Vietnamese sheet's special prize; the other kinds' number, sum, first
   * cars or first prize) and the member's lines on it with their payouts.
   */
  z.object({
    kind: z.literal('lottery'),
    /** What the game draws (rounds settled before the other kinds came are Vietnamese sheets). */
    lotteryKind: z.enum(LOTTERY_KINDS).default('vn'),
    issueNo: z.string(),
    province: z.string().nullable(),
    special: z.string(),
    lines: z.array(
      z.object({
        type: z.string(),
        numbers: z.array(z.string()),
        points: z.string(),
        cost: money,
        payout: money,
        hits: z.number().int(),
      }),
    ),
  }),
]);
export type BetOutcome = z.infer<typeof betOutcome>;

export const betRoundParams = z.object({
  id: z.string().regex(/^\d{1,18}$/, { error: 'round_not_found' }),
});

export const betRoundDetail = betRecord.extend({
  outcome: betOutcome.nullable(),
  /** The round's provably fair data and the address of its verification (studio rounds), else null. */
  fair: z
    .object({
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
      verifyUrl: z.string(),
    })
    .nullable(),
});
export type BetRoundDetail = z.infer<typeof betRoundDetail>;
