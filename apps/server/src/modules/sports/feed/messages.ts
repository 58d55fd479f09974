import { z } from 'zod';

/**
 * The sportsbook's feed messages, after the message model of the field's standard odds feeds (fixture change, odds
 * change, bet stop, bet settlement, bet cancel, the rollbacks of a settlement and of a cancel, producer alive, the
 * end of a snapshot). Every message carries its producer, a sequence number without gaps per producer and the
 * producer's time. The local feed writes them; a real feed's adapter translates its own into these (docs/sports.md
 * names the slot). Parsed at the boundary, so a malformed message from any feed is refused before it is applied.
 */

const feedId = z.string().min(1).max(64);
const marketKey = z.string().min(1).max(32);
const selection = z.string().min(1).max(16);
/** Decimal odds in thousandths (packages/games sports/odds.ts). */
const odds = z.number().int().min(1001).max(1_000_000);
const result = z.enum(['win', 'half_win', 'push', 'half_lose', 'lose', 'void']);

export const FIXTURE_STATUSES = ['not_started', 'live', 'ended', 'closed', 'cancelled'] as const;

/** Score, period and clock as the producer shows them (the scoreboard's figures). */
const matchState = z.object({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
  /** e.g. `1h`, `ht`, `2h`, `q3`, `set2`, `map3`, `ft` */
  period: z.string().min(1).max(8),
  /** Match minute (football), seconds left in the period (basketball), or null where no clock runs. */
  clock: z.number().int().min(0).max(10_000).nullable(),
  /** Per-period scores, e.g. half-time goals, set games, maps. */
  periods: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).max(10),
});

const envelope = {
  producer: z.string().min(1).max(32),
  seq: z.number().int().min(1),
  /** The producer's clock, in milliseconds since the epoch. */
  at: z.number().int().min(0),
};

export const feedMessage = z.discriminatedUnion('kind', [
  z.object({
    ...envelope,
    kind: z.literal('fixture_change'),
    fixture: z.object({
      feedId,
      league: z.string().min(1).max(32),
      home: z.string().min(1).max(64),
      away: z.string().min(1).max(64),
      startsAt: z.number().int().min(0),
      status: z.enum(FIXTURE_STATUSES),
      /** The local feed's model and its seed's hash (the seed itself once the match has ended). */
      model: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
  z.object({
    ...envelope,
    kind: z.literal('odds_change'),
    feedId,
    state: matchState.optional(),
    markets: z
      .array(
        z.object({
          key: marketKey,
          status: z.enum(['active', 'suspended']),
          odds: z.record(selection, odds),
        }),
      )
      .max(200),
  }),
  z.object({
    ...envelope,
    kind: z.literal('bet_stop'),
    feedId,
    /** The markets stopped; every market of the match when absent (a dangerous moment). */
    markets: z.array(marketKey).max(200).optional(),
  }),
  z.object({
    ...envelope,
    kind: z.literal('bet_settlement'),
    feedId,
    markets: z.array(z.object({ key: marketKey, outcomes: z.record(selection, result) })).max(200),
  }),
  z.object({
    ...envelope,
    kind: z.literal('bet_cancel'),
    feedId,
    markets: z.array(marketKey).max(200),
    /** Only bets placed in this window are cancelled (both ends in ms); the whole market when absent. */
    from: z.number().int().min(0).optional(),
    to: z.number().int().min(0).optional(),
  }),
  z.object({
    ...envelope,
    kind: z.literal('rollback_bet_settlement'),
    feedId,
    markets: z.array(marketKey).max(200),
  }),
  z.object({
    ...envelope,
    kind: z.literal('rollback_bet_cancel'),
    feedId,
    markets: z.array(marketKey).max(200),
  }),
  z.object({
    ...envelope,
    kind: z.literal('alive'),
    /** False after the producer lost its state: the consumer asks for a snapshot. */
    subscribed: z.boolean(),
  }),
  z.object({ ...envelope, kind: z.literal('snapshot_complete') }),
]);

export type FeedMessage = z.infer<typeof feedMessage>;
export type FeedMessageKind = FeedMessage['kind'];
export type MatchState = z.infer<typeof matchState>;

type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;
/** A message before its producer numbers and stamps it (what a producer writes). */
export type UnstampedMessage = DistributiveOmit<FeedMessage, 'producer' | 'seq' | 'at'>;
