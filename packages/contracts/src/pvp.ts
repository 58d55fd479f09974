import { z } from 'zod';
import { money } from './envelope.ts';

/**
 * Player-versus-player card rooms (apps/server/src/modules/studio/pvp, docs/games/pvp.md): players sit at tables
 * of a stake room, press ready (which holds the most they can lose in a hand), and play hands against each other
 * (and the house's marked bots where the room allows them). The house takes a rake from what winners win.
 */

/** The card games the rooms deal: tiến lên miền Nam, ba cây (all against all), bài cào (against the banker). */
export const PVP_GAMES = ['tien-len', 'ba-cay', 'bai-cao'] as const;
export type PvpGame = (typeof PVP_GAMES)[number];

/** A game's stake rooms: the stake per unit is the game's min bet times 1, 10 and 100. */
export const PVP_ROOMS = ['beginner', 'standard', 'high'] as const;
export type PvpRoom = (typeof PVP_ROOMS)[number];

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation_error' });
const id = z.string().regex(/^\d{1,18}$/, { error: 'pvp_table_not_found' });
const cardCode = z.string().regex(/^(?:[2-9]|10|[AJQK])[SHDC]$/, { error: 'pvp_illegal_move' });

export const pvpRoomView = z.object({
  room: z.enum(PVP_ROOMS),
  /** One unit of the room's settlement (the game's rule counts units). */
  stake: money,
  /** What ready holds from a player for one hand: stake × holdUnits, the most a hand can cost. */
  holdUnits: z.number().int(),
  /** The house's rake on what a winner wins, in percent. */
  rakePercent: z.number(),
  seatsPerTable: z.number().int(),
  tables: z.number().int(),
  /** Seated players, humans and bots. */
  players: z.number().int(),
  /** Whether the house seats marked bots when too few players sit. */
  bots: z.boolean(),
});
export type PvpRoomView = z.infer<typeof pvpRoomView>;

export const pvpLobby = z.object({
  game: z.enum(PVP_GAMES),
  rooms: z.array(pvpRoomView),
  /** The table the player sits at (one seat at a time across the rooms), if any. */
  seated: z.object({ tableId: z.string(), room: z.enum(PVP_ROOMS) }).nullable(),
  balance: money,
});
export type PvpLobby = z.infer<typeof pvpLobby>;

export const pvpSeat = z.object({
  seat: z.number().int(),
  /** Null for an empty seat. */
  nickname: z.string().nullable(),
  bot: z.boolean(),
  /** Ready for the next hand (its hold taken). */
  ready: z.boolean(),
  /** Playing on auto (a timeout, a dropped connection, leaving during a hand) until the hand ends. */
  auto: z.boolean(),
  /** Cards still in the seat's hand in the current hand (0 outside a hand). */
  cardsLeft: z.number().int(),
  /** Cards shown to everyone: ba cây hands once turned or settled; every hand at a settled hand's end. */
  shown: z.array(z.string()).nullable(),
});
export type PvpSeat = z.infer<typeof pvpSeat>;

export const pvpMove = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('play'), cards: z.array(cardCode).min(1).max(13) }),
  z.object({ kind: z.literal('pass') }),
  /** Ba cây / bài cào: turn your cards face up before the timer does. */
  z.object({ kind: z.literal('show') }),
]);
export type PvpMove = z.infer<typeof pvpMove>;

export const pvpHand = z.object({
  handId: z.string(),
  handNo: z.number().int(),
  phase: z.enum(['playing', 'settled']),
  /** The seat to move (tiến lên), null otherwise. */
  turn: z.number().int().nullable(),
  /** When the seat to move plays on auto (tiến lên), or the cards are turned and the hand settled (ba cây). */
  turnEndsAt: z.string().nullable(),
  /** What must be beaten (tiến lên). */
  trick: z.object({ kind: z.string(), cards: z.array(z.string()), by: z.number().int() }).nullable(),
  /** Per table seat: passed in the current trick (tiến lên). */
  passed: z.array(z.boolean()),
  finished: z.array(z.number().int()),
  lastMove: z
    .object({
      seat: z.number().int(),
      kind: z.enum(['play', 'pass', 'show']),
      cards: z.array(z.string()),
      auto: z.boolean(),
    })
    .nullable(),
  /** Seats dealt into this hand. */
  seats: z.array(z.number().int()),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the hand is settled. */
  serverSeed: z.string().nullable(),
  /** Once settled: per dealt seat (same order as `seats`), what it won or lost after the rake, and the rake. */
  result: z
    .object({
      net: z.array(money),
      rake: z.array(money),
      /** What happened, line by line, in both languages (places, cuts, hands' values). */
      summary: z.object({ vi: z.array(z.string()), en: z.array(z.string()) }),
    })
    .nullable(),
});
export type PvpHand = z.infer<typeof pvpHand>;

export const pvpTable = z.object({
  tableId: z.string(),
  game: z.enum(PVP_GAMES),
  room: z.enum(PVP_ROOMS),
  stake: money,
  holdUnits: z.number().int(),
  rakePercent: z.number(),
  turnMs: z.number().int(),
  seats: z.array(pvpSeat),
  hand: pvpHand.nullable(),
  /** When the next hand is dealt if at least two seats are ready. */
  nextHandAt: z.string().nullable(),
});
export type PvpTable = z.infer<typeof pvpTable>;

export const pvpPlayerTable = pvpTable.extend({
  mySeat: z.number().int().nullable(),
  /** The player's own cards in the current hand. */
  myCards: z.array(z.string()),
  balance: money,
  serverTime: z.number(),
});
export type PvpPlayerTable = z.infer<typeof pvpPlayerTable>;

export const pvpJoinBody = z.object({ requestId, room: z.enum(PVP_ROOMS, { error: 'pvp_room_not_found' }) });
export type PvpJoinBody = z.infer<typeof pvpJoinBody>;

export const pvpTableBody = z.object({ requestId, tableId: id });
export type PvpTableBody = z.infer<typeof pvpTableBody>;

/** A move in the hand; `seat` is the seat the client believes it holds (a different one is refused). */
export const pvpMoveBody = z.object({
  requestId,
  tableId: id,
  handId: id,
  seat: z.number().int().min(0).max(7),
  move: pvpMove,
});
export type PvpMoveBody = z.infer<typeof pvpMoveBody>;

/** What the `live` socket sends; every message carries the server's clock. */
export type PvpEvent =
  | { type: 'table'; table: PvpTable; serverTime: number }
  | { type: 'resync'; serverTime: number };
