import type { PvpGame, PvpJoinBody, PvpLobby, PvpPlayerTable, PvpRoom, PvpTableBody } from '@app/contracts';
import { PVP_ROOMS } from '@app/contracts';
import { databaseTimeMs } from '../../../db/clock.ts';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { lockText } from '../../../shared/locks.ts';
import { findMemberSummary } from '../../accounts/index.ts';
import { seamlessWallet } from '../../games/index.ts';
import { STUDIO } from '../rounds.ts';
import type { StudioPlayer } from '../service.ts';
import { publishTable } from './feed.ts';
import { PVP_RULES } from './games.ts';
import { type PvpSettings, RAKE_BPS, ROOM_STAKE_MULTIPLE } from './models.ts';
import * as q from './queries.ts';
import { tableView } from './views.ts';

/** The game of a PVP session: its code, its rules and its min bet (a room's stake is a multiple of it). */
export type PvpSessionGame = { code: string; game: PvpGame; minBet: bigint };

export function roomStake(game: PvpSessionGame, room: PvpRoom): bigint {
  return game.minBet * ROOM_STAKE_MULTIPLE[room];
}

/** The rooms of the session's game with how many sit in each, and where the player sits. */
export async function lobby(
  db: Db,
  player: StudioPlayer,
  game: PvpSessionGame,
  settings: PvpSettings,
): Promise<PvpLobby> {
  const rules = PVP_RULES[game.game];
  const rooms = await Promise.all(
    PVP_ROOMS.map(async (room) => {
      const tables = await q.roomTables(db, game.code, room);
      const seats = await q.seatsOfTables(
        db,
        tables.map((t) => t.id),
      );
      return {
        room,
        stake: String(roomStake(game, room)),
        holdUnits: rules.holdUnits,
        rakePercent: Number(RAKE_BPS) / 100,
        seatsPerTable: rules.seatsPerTable,
        tables: tables.length,
        players: seats.length,
        bots: settings.bots,
      };
    }),
  );
  const [seat, wallet] = await Promise.all([
    q.memberSeat(db, player.memberId),
    seamlessWallet.balance(db, STUDIO, player.sessionToken),
  ]);
  const table = seat ? await q.findTable(db, seat.table_id) : undefined;
  return {
    game: game.game,
    rooms,
    seated: table && table.game_code === game.code ? { tableId: String(table.id), room: table.room } : null,
    balance: wallet.balance ?? '0',
  };
}

/** The table as the player sees it: everyone's view plus their own cards and balance. */
export async function playerTable(
  db: Executor,
  player: StudioPlayer,
  game: PvpSessionGame,
  tableId: bigint,
  settings: PvpSettings,
): Promise<PvpPlayerTable> {
  // stamped before the first read: everything read is at least this new, so a socket message stamped later (a move
  // committed while this answer was being read) is never taken for older than this answer and dropped
  const serverTime = databaseTimeMs();
  const table = await q.findTable(db, tableId);
  if (!table || table.game_code !== game.code) throw new AppError('pvp_table_not_found');
  const view = await tableView(db, table, game.game, settings.turnMs);
  const hand = await q.latestHand(db, table.id);
  const seat = await q.memberSeat(db, player.memberId);
  const mySeat = seat && seat.table_id === table.id ? seat.seat : null;
  const index = hand?.seats.findIndex((dealt) => dealt.memberId === String(player.memberId)) ?? -1;
  const wallet = await seamlessWallet.balance(db, STUDIO, player.sessionToken);
  return {
    ...view,
    mySeat,
    myCards: hand && index >= 0 ? PVP_RULES[game.game].cards(hand.state, index) : [],
    balance: wallet.balance ?? '0',
    serverTime,
  };
}

/**
 * Seats the player at a table of the room with a free seat (a new table when every one is full). A player sits at
 * one table at a time: already seated in this game, the answer is that table; seated elsewhere, they stand up there
 * first unless a hand holds them.
 */
export async function join(
  db: Db,
  player: StudioPlayer,
  game: PvpSessionGame,
  body: PvpJoinBody,
  settings: PvpSettings,
): Promise<PvpPlayerTable> {
  const tableId = await seamlessWallet.walletCall(db, async (tx) => {
    await lockText(tx, `pvp-seating:${game.code}:${body.room}`);
    const seated = await q.lockMemberSeat(tx, player.memberId);
    if (seated) {
      const table = await q.findTable(tx, seated.table_id);
      if (table?.game_code === game.code && table.room === body.room) return seated.table_id;
      await standUp(tx, seated); // throws while a hand holds the seat
    }
    const rules = PVP_RULES[game.game];
    const tables = await q.roomTables(tx, game.code, body.room);
    const seats = await q.seatsOfTables(
      tx,
      tables.map((t) => t.id),
    );
    const member = await findMemberSummary(tx, player.memberId);
    const nickname = member?.nickname || member?.username || `#${player.memberId}`;
    // a table with a free seat, the one with the most humans first (players come to play with others)
    const humans = (id: bigint) => seats.filter((s) => s.table_id === id && !s.bot).length;
    const open = tables
      .filter((t) => seats.filter((s) => s.table_id === t.id).length < t.seats)
      .sort((a, b) => humans(b.id) - humans(a.id));
    const table =
      open[0] ??
      (await q.insertTable(tx, {
        game_code: game.code,
        room: body.room,
        stake: roomStake(game, body.room),
        seats: rules.seatsPerTable,
      }));
    const taken = new Set(seats.filter((s) => s.table_id === table.id).map((s) => s.seat));
    let seat = 0;
    while (taken.has(seat)) seat++;
    if (seat >= table.seats) throw new AppError('pvp_table_full');
    await q.insertSeat(tx, { table_id: table.id, seat, member_id: player.memberId, nickname, bot: false });
    await publishTable(tx, table, game.game, settings);
    return table.id;
  });
  return playerTable(db, player, game, tableId, settings);
}

async function inPlayingHand(tx: Executor, seat: q.PvpSeatRow): Promise<boolean> {
  const hand = await q.latestHand(tx, seat.table_id);
  return hand?.phase === 'playing' && hand.seats.some((dealt) => dealt.seat === seat.seat && !dealt.bot);
}

/** Gives the seat's ready hold back (a rollback of its debit). */
export async function releaseHold(tx: Executor, seat: q.PvpSeatRow): Promise<void> {
  if (!seat.hold_round_id || !seat.hold_transaction_id) return;
  await seamlessWallet.rollback(tx as never, STUDIO, {
    transactionId: `${seat.hold_transaction_id}:release`,
    roundId: seat.hold_round_id,
    rollsBack: seat.hold_transaction_id,
  });
  await q.setHold(tx, seat.table_id, seat.seat, null);
}

async function standUp(tx: Executor, seat: q.PvpSeatRow): Promise<void> {
  if (await inPlayingHand(tx, seat)) throw new AppError('pvp_hand_in_progress');
  await releaseHold(tx, seat);
  await q.deleteSeat(tx, seat.table_id, seat.seat);
}

type Tx = Parameters<Parameters<typeof seamlessWallet.walletCall>[1]>[0];

/**
 * A change to the player's seat at a table of the session's game, in one wallet transaction with the table locked
 * (the order every PVP step takes: table, seat, hand); the table is published after it, then answered as the
 * player sees it.
 */
async function atTable(
  db: Db,
  player: StudioPlayer,
  game: PvpSessionGame,
  tableIdText: string,
  settings: PvpSettings,
  change: (tx: Tx, table: q.PvpTableRow, seat: q.PvpSeatRow | undefined) => Promise<boolean>,
): Promise<PvpPlayerTable> {
  const tableId = BigInt(tableIdText);
  await seamlessWallet.walletCall(db, async (tx) => {
    const table = await q.lockTable(tx, tableId);
    if (!table || table.game_code !== game.code) throw new AppError('pvp_table_not_found');
    const seat = await q.lockMemberSeat(tx, player.memberId);
    const here = seat?.table_id === tableId ? seat : undefined;
    if (await change(tx, table, here)) await publishTable(tx, table, game.game, settings);
  });
  return playerTable(db, player, game, tableId, settings);
}

function seated(seat: q.PvpSeatRow | undefined): q.PvpSeatRow {
  if (!seat) throw new AppError('pvp_not_seated');
  return seat;
}

/**
 * Ready for the next hand: the most the hand can cost (stake × the game's hold units) is debited now through the
 * seamless wallet, into a round of its own; the hand's settlement credits it back with the result. Ready again
 * while ready is the same ready.
 */
export function ready(
  db: Db,
  player: StudioPlayer,
  game: PvpSessionGame,
  body: PvpTableBody,
  settings: PvpSettings,
): Promise<PvpPlayerTable> {
  return atTable(db, player, game, body.tableId, settings, async (tx, table, mine) => {
    const seat = seated(mine);
    if (seat.hold !== null) return false;
    const roundId = `pvp-${player.memberId}-${body.requestId}`;
    const transactionId = `${roundId}:hold`;
    const amount = table.stake * BigInt(PVP_RULES[game.game].holdUnits);
    await seamlessWallet.debit(tx, STUDIO, {
      sessionToken: player.sessionToken,
      transactionId,
      roundId,
      amount,
      detail: {
        family: 'pvp',
        model: game.game,
        tableId: String(table.id),
        stake: String(table.stake),
        roundId,
      },
    });
    await q.setHold(tx, table.id, seat.seat, { roundId, transactionId, amount });
    await q.markSeat(tx, table.id, seat.seat, { leaving: false });
    return true;
  });
}

/** Not ready after all: the hold comes back, as long as no hand has taken it. */
export function unready(
  db: Db,
  player: StudioPlayer,
  game: PvpSessionGame,
  body: PvpTableBody,
  settings: PvpSettings,
): Promise<PvpPlayerTable> {
  return atTable(db, player, game, body.tableId, settings, async (tx, _table, mine) => {
    await releaseHold(tx, seated(mine));
    return true;
  });
}

/**
 * Stands up: at once between hands (any hold comes back); during a hand the seat plays on auto until it ends and is
 * freed then, so the stakes held are settled as the rules say.
 */
export function leave(
  db: Db,
  player: StudioPlayer,
  game: PvpSessionGame,
  body: PvpTableBody,
  settings: PvpSettings,
): Promise<PvpPlayerTable> {
  return atTable(db, player, game, body.tableId, settings, async (tx, table, seat) => {
    if (!seat) return false; // already gone
    if (await inPlayingHand(tx, seat)) {
      await q.markSeat(tx, table.id, seat.seat, { leaving: true, auto: true });
    } else {
      await releaseHold(tx, seat);
      await q.deleteSeat(tx, table.id, seat.seat);
    }
    return true;
  });
}
