import { z } from 'zod';
import { PRIZE_MODES } from './constants.ts';
import { money, paged, pageQuery } from './envelope.ts';

/**
 * What a game draws: vn, a Vietnamese result sheet (/vnlottery); digits, a 5- or 3-digit number (5D, 3D); keno, 20
 * of 80; pk10, the finishing order of 10 cars or boats; four_d, 23 four-digit numbers in five prize tiers (/seaLottery).
 */
export const LOTTERY_KINDS = ['vn', 'digits', 'keno', 'pk10', 'four_d'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];
/** A game's rate table (spec §3.1 prize modes, docs/games/lottery/kinds.md): set per game by the operator. */
export const LOTTERY_PRIZE_MODES = PRIZE_MODES;
export type LotteryPrizeMode = (typeof PRIZE_MODES)[number];
export const VN_REGION_CODES = ['north', 'central', 'south'] as const;

/** `closed`: past its close, waiting for its draw (or its official result); the others as stored. */
export const LOTTERY_DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;

export const VN_PRIZES = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type VnPrizeName = (typeof VN_PRIZES)[number];

type SheetRows = Readonly<Partial<Record<VnPrizeName, { readonly count: number; readonly digits: number }>>>;

const SOUTH_CENTRAL_SHEET: SheetRows = {
  special: { count: 1, digits: 6 },
  first: { count: 1, digits: 5 },
  second: { count: 1, digits: 5 },
  third: { count: 2, digits: 5 },
  fourth: { count: 7, digits: 5 },
  fifth: { count: 1, digits: 4 },
  sixth: { count: 3, digits: 4 },
  seventh: { count: 1, digits: 3 },
  eighth: { count: 1, digits: 2 },
};

/**
 * Each region's sheet as the lottery companies print it: per prize, how many numbers and how many digits each. North
 * 27 numbers; South and Central 18 per province (giải tư seven numbers). Equal to @app/games' VN_RESULT_STRUCTURE
 * (games may not import contracts; a server test keeps the two the same).
 */
export const VN_SHEETS: Readonly<Record<(typeof VN_REGION_CODES)[number], SheetRows>> = {
  north: {
    special: { count: 1, digits: 5 },
    first: { count: 1, digits: 5 },
    second: { count: 2, digits: 5 },
    third: { count: 6, digits: 5 },
    fourth: { count: 4, digits: 4 },
    fifth: { count: 6, digits: 4 },
    sixth: { count: 3, digits: 3 },
    seventh: { count: 4, digits: 2 },
  },
  central: SOUTH_CENTRAL_SHEET,
  south: SOUTH_CENTRAL_SHEET,
};

const invalidSheet = { error: 'lottery_result_invalid' } as const;

/** One region's sheet: exactly its prizes, each with its count of numbers of its width (an error names the prize). */
function regionSheet<R extends (typeof VN_REGION_CODES)[number]>(region: R) {
  const prizes: Partial<Record<VnPrizeName, z.ZodType<string[]>>> = {};
  for (const [prize, { count, digits }] of Object.entries(VN_SHEETS[region])) {
    prizes[prize as VnPrizeName] = z
      .array(z.string().regex(new RegExp(`^\\d{${digits}}$`), invalidSheet), invalidSheet)
      .length(count, invalidSheet);
  }
  return z.object({
    region: z.literal(region),
    // typed as the sheets of every region are read: a prize of another region is absent, not an empty list
    prizes: z.strictObject(prizes, invalidSheet) as unknown as z.ZodType<
      Partial<Record<VnPrizeName, string[]>>
    >,
  });
}

/** A Vietnamese result sheet: every prize's numbers, zero-padded digit strings, as the sheet prints them. */
export const vnResultSchema = z.discriminatedUnion(
  'region',
  [regionSheet('north'), regionSheet('central'), regionSheet('south')],
  invalidSheet,
);
export type VnResultBody = z.infer<typeof vnResultSchema>;

/** The draw of a game of another kind than vn: what the fair RNG drew. */
export const lotteryOutcome = z.discriminatedUnion('kind', [
  /** digits[0] is the leftmost digit (position 1). */
  z.object({ kind: z.literal('digits'), digits: z.array(z.number().int()) }),
  /** The 20 numbers in the order drawn. */
  z.object({ kind: z.literal('keno'), numbers: z.array(z.number().int()) }),
  /** cars[p − 1] is the car that finished at position p. */
  z.object({ kind: z.literal('pk10'), cars: z.array(z.number().int()) }),
  /** Four-digit numbers, zero-padded: the three top prizes, 10 starters and 10 consolations. */
  z.object({
    kind: z.literal('four_d'),
    first: z.string(),
    second: z.string(),
    third: z.string(),
    starters: z.array(z.string()),
    consolations: z.array(z.string()),
  }),
]);
export type LotteryOutcome = z.infer<typeof lotteryOutcome>;

export const lotteryDraw = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  /** The draw's number: `20261126-0412` (fast: the day and its slot), `20261126` or `20261126-TG` (official). */
  issueNo: z.string(),
  /** The province (South, Central) or the North's host station of an official draw; null for a fast draw. */
  province: z.string().nullable(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  closesAt: z.string(),
  drawsAt: z.string(),
  /** Fast draws: SHA-256 of the draw's server seed, published when the draw opens; the seed once drawn. */
  serverSeedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  /** A vn game's result sheet once drawn. */
  result: vnResultSchema.nullable(),
  /** The other kinds' draw once drawn. */
  outcome: lotteryOutcome.nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

export const lotteryBetTypeInfo = z.object({
  type: z.string(),
  /** A number's width, zero-padded (đề 2, 3D straight 3, 4D 4); 0 where numbers are not padded. */
  digits: z.number().int(),
  minNumbers: z.number().int(),
  maxNumbers: z.number().int(),
  /**
   * per_occurrence (lô), each_number (đề, đầu, đuôi, ba càng and every fixed-odds bet of the other kinds: each
   * number is a bet of the line's points), all_present (xiên), none_present (lô trượt), spots (keno: the numbers are
   * one ticket paid by how many of them are drawn, `payTable[numbers − 1][hits]`), tiers (4D: paid by the prize tier
   * the number is in, `payTable[0]`: first, second, third, starter, consolation).
   */
  rule: z.enum(['per_occurrence', 'each_number', 'all_present', 'none_present', 'spots', 'tiers']),
  /**
   * What a line's numbers are: number (values, each its own bet), set (one set of values: xiên, lô trượt, keno),
   * position ("3": the 3rd digit or car), position_value ("3:7": 7 at the 3rd position), none (the single number
   * "-": sums, dragon, tiger).
   */
  selection: z.enum(['number', 'set', 'position', 'position_value', 'none']),
  /** How many positions a position bet chooses from (5D 5, 3D 3, racing 10, dragon/tiger 5); 0 otherwise. */
  positions: z.number().int(),
  /** The values a number or position_value takes: minValue..maxValue. */
  minValue: z.number().int(),
  maxValue: z.number().int(),
  pricePerPoint: money,
  /** What a point wins (stake included for the other kinds' fixed odds); the best of `payTable` where there is one. */
  payoutPerPoint: money,
  /** Per point, where the payout depends on more than the type (keno spots, 4D tiers, racing's exact sum by value). */
  payTable: z.array(z.array(money)).nullable(),
  maxPoints: z.string(),
  /**
   * keno: a ticket of n numbers may take at most `maxPointsByCount[n − 1]` points (its best prize within the table's
   * max win; `maxPoints` is the largest of them); null where `maxPoints` holds for every line.
   */
  maxPointsByCount: z.array(z.string()).nullable(),
  /** Exact return to player of the type on a fast draw, in percent. */
  rtp: z.number(),
});

export type LotteryBetTypeInfo = z.infer<typeof lotteryBetTypeInfo>;

export const lotteryGame = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(LOTTERY_KINDS),
  /** The vn kind's region; null for the other kinds. */
  region: z.enum(VN_REGION_CODES).nullable(),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  /** fast: drawn every `everySeconds` by the fair RNG; official: the real draw, daily at `drawTime` (site time). */
  source: z.enum(['fast', 'official']),
  everySeconds: z.number().int().nullable(),
  drawTime: z.string().nullable(),
  closeBeforeSeconds: z.number().int(),
  /** The least a slip may cost (the game's min bet), minor units. */
  minBet: money,
});
export type LotteryGame = z.infer<typeof lotteryGame>;
export const lotteryGames = z.object({ games: z.array(lotteryGame) });

export const lotteryState = z.object({
  game: lotteryGame,
  /** The draws taking bets now, soonest first (South and Central: one per province drawing that day). */
  open: z.array(lotteryDraw),
  /** The latest drawn or settled draws, newest first. */
  latest: z.array(lotteryDraw),
  betTypes: z.array(lotteryBetTypeInfo),
  /** The server's clock when it answered, in milliseconds since the epoch (countdowns run on it). */
  serverTime: z.number(),
});
export type LotteryState = z.infer<typeof lotteryState>;

export const lotteryStateQuery = z.object({
  gameCode: z.string().regex(/^[A-Z0-9_]{1,40}$/, { error: 'game_not_found' }),
});
export const lotteryDrawsQuery = lotteryStateQuery.extend(pageQuery(20));
export const lotteryNumbersQuery = lotteryStateQuery.extend({
  count: z.coerce.number({ error: 'validation_error' }).int().min(10).max(100).default(100),
});

export const lotteryNumberStat = z.object({
  number: z.string(),
  /**
   * Times it came among the numbers each draw counts: its lô numbers (vn), its digits at any position (digits), the
   * 20 drawn (keno), the winning car (pk10), the last two digits of its 23 prize numbers (four_d).
   */
  hits: z.number().int(),
  /** Draws since it last came (the draws counted when it never did). */
  absent: z.number().int(),
});
export const lotteryNumbers = z.object({
  draws: z.number().int(),
  numbers: z.array(lotteryNumberStat),
  /**
   * Per draw, oldest first, the trend chart's value: the đề number (vn: the special prize's last two digits), the sum
   * of the digits (digits) or of the 20 numbers (keno), the first two cars' sum (pk10), the first prize (four_d).
   */
  specials: z.array(z.object({ issueNo: z.string(), number: z.string() })),
});
export type LotteryNumbers = z.infer<typeof lotteryNumbers>;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation_error' });

export const lotteryBetLine = z.object({
  type: z.string().regex(/^[a-z0-9_]{1,32}$/, { error: 'lottery_numbers_invalid' }),
  numbers: z
    .array(z.string().max(6, { error: 'lottery_numbers_invalid' }), { error: 'lottery_numbers_invalid' })
    .min(1, { error: 'lottery_numbers_invalid' })
    .max(1000, { error: 'lottery_numbers_invalid' }),
  points: z.string().regex(/^[1-9]\d{0,8}$/, { error: 'invalid_amount' }),
});
export type LotteryBetLine = z.infer<typeof lotteryBetLine>;

/**
 * A chase (đuổi số): the same slip on this draw and the game's next `draws - 1` draws, each placed and charged only
 * once the draw before it is settled; `stopOnWin` ends it after a draw where any line won.
 */
export const lotteryChaseOrder = z.object({
  draws: z
    .number({ error: 'validation_error' })
    .int()
    .min(2, { error: 'validation_error' })
    .max(50, { error: 'validation_error' }),
  stopOnWin: z.boolean(),
});

/** The slip: up to 20 lines on one draw, paid with one debit, all or none (and, if asked, chased on later draws). */
export const lotteryBetBody = z.object({
  requestId,
  drawId: z.string().regex(/^\d{1,18}$/, { error: 'lottery_draw_not_found' }),
  lines: z.array(lotteryBetLine).min(1).max(20),
  chase: lotteryChaseOrder.optional(),
});
export type LotteryBetBody = z.infer<typeof lotteryBetBody>;

export const lotteryBet = z.object({
  betId: z.string(),
  gameCode: z.string(),
  drawId: z.string(),
  issueNo: z.string(),
  province: z.string().nullable(),
  type: z.string(),
  numbers: z.array(z.string()),
  points: z.string(),
  cost: money,
  status: z.enum(LOTTERY_BET_STATUSES),
  payout: money,
  /** Paid units: lô occurrences, numbers matched, or 1/0 for xiên and lô trượt. */
  hits: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The chase this bet belongs to, when it was placed by one. */
  chaseId: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBet>;

export const LOTTERY_CHASE_STATUSES = ['active', 'won', 'done', 'short', 'stopped'] as const;
export const lotteryChase = z.object({
  chaseId: z.string(),
  gameCode: z.string(),
  lines: z.array(lotteryBetLine),
  drawsTotal: z.number().int(),
  drawsPlaced: z.number().int(),
  stopOnWin: z.boolean(),
  /** active: on its way; won: stopped on a win; done: every draw played; short: stopped, the balance did not cover
   * the next slip (nothing charged for it); stopped: stopped by the player, or the next slip was refused. */
  status: z.enum(LOTTERY_CHASE_STATUSES),
  stopReason: z.string().nullable(),
  /** The issue of the last draw it placed a slip on. */
  lastIssueNo: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type LotteryChase = z.infer<typeof lotteryChase>;
export const lotteryChases = paged(lotteryChase);
export const lotteryChaseParams = z.object({
  chaseId: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'lottery_chase_not_found' }),
});

export const lotteryBetAnswer = z.object({
  bets: z.array(lotteryBet),
  balance: money,
  chase: lotteryChase.nullable(),
});
export type LotteryBetAnswer = z.infer<typeof lotteryBetAnswer>;

export const lotteryOrdersQuery = z.object({
  gameCode: z
    .string()
    .regex(/^[A-Z0-9_]{1,40}$/, { error: 'game_not_found' })
    .optional(),
  ...pageQuery(20),
});
export const lotteryOrders = paged(lotteryBet);
export const lotteryDrawPage = paged(lotteryDraw);

/** Operator: enter or confirm an official result (the same body both times; the two must agree). */
export const lotteryResultEntryBody = z.object({ result: vnResultSchema });
export const lotteryCancelBody = z.object({
  reason: z.string().min(3, { error: 'validation_error' }).max(200, { error: 'validation_error' }),
});
export const lotteryResultEntryAnswer = z.object({
  draw: lotteryDraw,
  /** entered: waiting for a second operator; confirmed: the result stands and the draw settles. */
  state: z.enum(['entered', 'confirmed']),
});
export const lotteryPendingDraw = lotteryDraw.extend({
  enteredBy: z.string().nullable(),
  enteredResult: vnResultSchema.nullable(),
});
export const lotteryPending = z.object({ draws: z.array(lotteryPendingDraw) });

export const lotteryPopularQuery = z.object({
  count: z.coerce.number({ error: 'validation_error' }).int().min(1).max(20).default(20),
  /** Only the games of one prize mode (spec §7 popular lotteries: prizeMode). */
  prizeMode: z.enum(LOTTERY_PRIZE_MODES, { error: 'validation_error' }).optional(),
});
export const popularLottery = z.object({
  game: lotteryGame,
  /** The draw taking bets now (the soonest to close), if any. */
  next: z.object({ issueNo: z.string(), closesAt: z.string() }).nullable(),
  /** The latest drawn result: its issue and headline (vn: the special prize; digits: the number; keno: the sum;
   * pk10: the first three cars; four_d: the first prize). */
  last: z.object({ issueNo: z.string(), special: z.string() }).nullable(),
});
export type PopularLottery = z.infer<typeof popularLottery>;
export const popularLotteries = z.array(popularLottery);
