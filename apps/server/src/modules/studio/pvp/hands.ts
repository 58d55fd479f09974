import { randomBytes } from 'node:crypto';
import type { PvpGame, PvpMove, PvpMoveBody, PvpPlayerTable } from '@app/contracts';
import { fairSource, hashServerSeed, InstantGameError } from '@app/games';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { seamlessWallet } from '../../games/index.ts';
import { STUDIO } from '../rounds.ts';
import type { StudioPlayer } from '../service.ts';
import { publishTable } from './feed.ts';
import { PVP_RULES, type PvpRules } from './games.ts';
import { botName, type PvpSettings, rakeOf } from './models.ts';
import * as q from './queries.ts';
import { type PvpSessionGame, playerTable, releaseHold } from './seats.ts';
import type { DealtSeat } from './tables.ts';

type Tx = Parameters<Parameters<typeof seamlessWallet.walletCall>[1]>[0];

/** The public half of a table's fair seeds: each table draws apart. */
export function pvpClientSeed(tableId: bigint): string {
  return `pvp:${tableId}`;
}

/** A hand's deal from its seeds: what the verification recomputes once the seed is revealed. */
export function pvpDealOf(
  game: PvpGame,
  seeds: { serverSeed: string; clientSeed: string; handNo: number },
  players: number,
  leader: number | null,
): unknown {
  return PVP_RULES[game].deal(
    fairSource({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.handNo }),
    players,
    leader,
  );
}

/** When the hand's timer runs out: the seat to move's turn, or the cards turning up in a showdown game. */
function deadline(
  rules: PvpRules,
  state: unknown,
  dealt: DealtSeat[],
  quick: Set<number>,
  now: Date,
  settings: PvpSettings,
) {
  if (rules.over(state)) return null;
  if (rules.decisions === 'showdown') return new Date(now.getTime() + settings.turnMs);
  const turn = rules.turn(state);
  const seat = turn === null ? undefined : dealt[turn];
  const fast = seat && (seat.bot || quick.has(seat.seat));
  return new Date(now.getTime() + (fast ? settings.autoMs : settings.turnMs));
}

/** Seats that play at a bot's pace: standing up during the hand. */
async function quickSeats(tx: Executor, tableId: bigint): Promise<Set<number>> {
  const seats = await q.seatsOf(tx, tableId);
  return new Set(seats.filter((s) => s.leaving).map((s) => s.seat));
}

/**
 * The clock's work at a table between hands: bots leave a table with no player and step aside when players fill
 * it; a player seated without getting ready for `idleMs` gives the seat back; once a player is ready the next hand
 * is scheduled; when it is due, bots (if the room has them) fill up to the
 * game's count and the ready seats are dealt — their holds go into the hand.
 */
export async function tableStep(
  db: Db,
  tableId: bigint,
  game: PvpGame,
  settings: PvpSettings,
): Promise<void> {
  const rules = PVP_RULES[game];
  await seamlessWallet.walletCall(db, async (tx) => {
    const table = await q.lockTable(tx, tableId);
    if (!table) return;
    const last = await q.latestHand(tx, table.id);
    if (last?.phase === 'playing') return;
    let seats = await q.seatsOf(tx, table.id);
    const humans = seats.filter((s) => !s.bot);
    const bots = seats.filter((s) => s.bot);
    let changed = false;
    if (humans.length === 0 || !settings.bots) {
      for (const bot of bots) await q.deleteSeat(tx, table.id, bot.seat);
      if (table.next_hand_at) await q.setNextHandAt(tx, table.id, null);
      if (bots.length > 0 || table.next_hand_at) await publishTable(tx, table, game, settings);
      if (humans.length === 0) return;
      seats = await q.seatsOf(tx, table.id);
    } else if (seats.length > rules.botFill && bots.length > 0) {
      for (const bot of bots.slice(0, seats.length - rules.botFill))
        await q.deleteSeat(tx, table.id, bot.seat);
      seats = await q.seatsOf(tx, table.id);
      changed = true;
    }
    const now = await q.databaseNow(tx);
    // players who sat and never got ready (since they sat down or the last hand ended) give their seats back
    const idleSince = (seat: q.PvpSeatRow) =>
      Math.max(seat.joined_at.getTime(), last?.settled_at?.getTime() ?? 0);
    const idle = seats.filter(
      (s) => !s.bot && s.hold === null && now.getTime() - idleSince(s) >= settings.idleMs,
    );
    if (idle.length > 0) {
      for (const seat of idle) await q.deleteSeat(tx, table.id, seat.seat);
      seats = await q.seatsOf(tx, table.id);
      changed = true;
    }
    const readyHumans = seats.filter((s) => !s.bot && s.hold !== null);
    if (readyHumans.length === 0) {
      if (table.next_hand_at) {
        await q.setNextHandAt(tx, table.id, null);
        changed = true;
      }
      if (changed) await publishTable(tx, table, game, settings);
      return;
    }
    if (!table.next_hand_at) {
      const after = last?.result ? (last.settled_at?.getTime() ?? 0) + settings.pauseMs : 0;
      await q.setNextHandAt(tx, table.id, new Date(Math.max(now.getTime() + settings.startMs, after)));
      await publishTable(tx, table, game, settings);
      return;
    }
    if (now < table.next_hand_at) {
      if (changed) await publishTable(tx, table, game, settings);
      return;
    }
    if (settings.bots) {
      const taken = new Set(seats.map((s) => s.seat));
      for (let seat = 0, count = seats.length; seat < table.seats && count < rules.botFill; seat++) {
        if (taken.has(seat)) continue;
        await q.insertSeat(tx, {
          table_id: table.id,
          seat,
          member_id: null,
          nickname: botName(seat),
          bot: true,
        });
        count++;
      }
      seats = await q.seatsOf(tx, table.id);
    }
    const dealt = seats.filter((s) => s.bot || s.hold !== null);
    if (dealt.length < 2) {
      // nobody to play with yet: wait for another player's ready
      await q.setNextHandAt(tx, table.id, null);
      await publishTable(tx, table, game, settings);
      return;
    }
    await deal(tx, table, game, dealt, last, now, settings);
  });
}

async function deal(
  tx: Tx,
  table: q.PvpTableRow,
  game: PvpGame,
  seats: q.PvpSeatRow[],
  last: q.PvpHandRow | undefined,
  now: Date,
  settings: PvpSettings,
): Promise<void> {
  const rules = PVP_RULES[game];
  const handNo = table.hands_dealt + 1n;
  // bài cào's banker (the first dealt) goes round the table hand by hand
  const start = rules.game === 'bai-cao' ? Number(handNo % BigInt(seats.length)) : 0;
  const ordered = [...seats.slice(start), ...seats.slice(0, start)];
  const players = ordered.map((s) => ({
    seat: s.seat,
    memberId: s.member_id === null ? null : String(s.member_id),
    nickname: s.nickname,
    bot: s.bot,
    hold: s.hold === null ? null : String(s.hold),
    roundId: s.hold_round_id,
  }));
  // tiến lên: the last hand's winner leads when they play again; otherwise the 3 of spades does
  const winner = last?.result?.winnerSeat;
  const leaderIndex =
    winner === null || winner === undefined ? -1 : players.findIndex((d) => d.seat === winner);
  const leader = leaderIndex >= 0 ? leaderIndex : null;
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = pvpClientSeed(table.id);
  const state = pvpDealOf(game, { serverSeed, clientSeed, handNo: Number(handNo) }, players.length, leader);
  const dealt: DealtSeat[] = players.map((p, index) => ({ ...p, cards: rules.cards(state, index) }));
  for (const s of seats) if (!s.bot) await q.setHold(tx, table.id, s.seat, null); // the holds go into the hand
  const hand = await q.insertHand(tx, {
    table_id: table.id,
    hand_no: handNo,
    game,
    leader,
    seats: dealt,
    state,
    server_seed: serverSeed,
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: clientSeed,
    turn_ends_at: deadline(rules, state, dealt, new Set(), now, settings),
  });
  if (rules.over(state)) await settle(tx, table, hand, state);
  await publishTable(tx, table, game, settings);
}

/**
 * Pays the hand: each seat's result from the rules, the rake taken from what a player wins, each player's hold
 * credited back with their result (closing their round); bots' results are the house's. Players who stood up during
 * the hand leave now.
 */
async function settle(tx: Tx, table: q.PvpTableRow, hand: q.PvpHandRow, state: unknown): Promise<void> {
  const rules = PVP_RULES[hand.game as PvpGame];
  const deltas = rules.settle(state, table.stake);
  if (deltas.reduce((sum, d) => sum + d, 0n) !== 0n)
    throw new Error(`pvp: hand ${hand.id} does not sum to zero`);
  const net: string[] = [];
  const rake: string[] = [];
  for (const [index, dealt] of hand.seats.entries()) {
    const delta = deltas[index] ?? 0n;
    const cut = dealt.bot ? 0n : rakeOf(delta);
    net.push(String(delta - cut));
    rake.push(String(cut));
    if (dealt.bot || !dealt.roundId || dealt.hold === null) continue;
    const back = BigInt(dealt.hold) + delta - cut;
    if (back < 0n) throw new Error(`pvp: hand ${hand.id} takes more than seat ${dealt.seat} held`);
    await seamlessWallet.credit(tx, STUDIO, {
      transactionId: `${dealt.roundId}:settle`,
      roundId: dealt.roundId,
      amount: back,
      closeRound: true,
      detail: {
        handId: String(hand.id),
        handNo: Number(hand.hand_no),
        cards: dealt.cards,
        net: String(delta - cut),
        rake: String(cut),
      },
    });
    crashPoint('pvp.mid-settle');
  }
  const outcome = rules.outcome(
    state,
    hand.seats.map((d) => d.nickname),
  );
  await q.settleHand(tx, hand.id, {
    state,
    result: {
      net,
      rake,
      summary: outcome.summary,
      winnerSeat: outcome.winner === null ? null : (hand.seats[outcome.winner]?.seat ?? null),
    },
  });
  for (const seat of await q.seatsOf(tx, table.id)) {
    if (seat.leaving) {
      await releaseHold(tx, seat);
      await q.deleteSeat(tx, table.id, seat.seat);
    } else if (seat.auto) await q.markSeat(tx, table.id, seat.seat, { auto: false });
  }
}

/** Applies a move to the hand's state, the rules' refusal answered as pvp_illegal_move. */
function applied(rules: PvpRules, state: unknown, index: number, move: PvpMove): unknown {
  const illegal =
    (rules.decisions === 'turns' && move.kind === 'show') ||
    (rules.decisions === 'showdown' && move.kind !== 'show');
  if (illegal) throw new AppError('pvp_illegal_move');
  try {
    return rules.apply(state, index, move);
  } catch (error) {
    if (error instanceof InstantGameError) throw new AppError('pvp_illegal_move', { move: error.message });
    throw error;
  }
}

async function advance(
  tx: Tx,
  table: q.PvpTableRow,
  hand: q.PvpHandRow,
  state: unknown,
  now: Date,
  settings: PvpSettings,
): Promise<void> {
  const rules = PVP_RULES[hand.game as PvpGame];
  if (rules.over(state)) await settle(tx, table, hand, state);
  else {
    await q.updateHand(tx, hand.id, {
      state,
      turn_ends_at:
        rules.decisions === 'showdown'
          ? hand.turn_ends_at
          : deadline(rules, state, hand.seats, await quickSeats(tx, table.id), now, settings),
    });
  }
  await publishTable(tx, table, hand.game as PvpGame, settings);
}

/**
 * A player's move: only their own seat's (`seat` names the seat they believe they hold; another is refused), only on
 * their turn and before its timer runs out by the database's clock, only what the rules allow. The same request
 * again answers the table as it is.
 */
export async function makeMove(
  db: Db,
  player: StudioPlayer,
  game: PvpSessionGame,
  body: PvpMoveBody,
  settings: PvpSettings,
): Promise<PvpPlayerTable> {
  const tableId = BigInt(body.tableId);
  const rules = PVP_RULES[game.game];
  await seamlessWallet.walletCall(db, async (tx) => {
    const table = await q.lockTable(tx, tableId);
    if (!table || table.game_code !== game.code) throw new AppError('pvp_table_not_found');
    const hand = await q.lockHand(tx, BigInt(body.handId));
    if (!hand || hand.table_id !== table.id) throw new AppError('round_not_found');
    const index = hand.seats.findIndex((dealt) => dealt.memberId === String(player.memberId));
    if (index < 0) throw new AppError('pvp_not_seated');
    if (hand.seats[index]?.seat !== body.seat) throw new AppError('pvp_not_your_seat');
    if (await q.moveByRequest(tx, hand.id, player.memberId, body.requestId)) return;
    if (hand.phase !== 'playing') throw new AppError('round_closed');
    const now = await q.databaseNow(tx);
    if (rules.decisions === 'turns' && rules.turn(hand.state) !== index)
      throw new AppError('pvp_not_your_turn');
    if (hand.turn_ends_at && now >= hand.turn_ends_at) throw new AppError('pvp_turn_over');
    const state = applied(rules, hand.state, index, body.move);
    await q.insertMove(tx, {
      hand_id: hand.id,
      move_no: (await q.lastMoveNo(tx, hand.id)) + 1,
      seat: body.seat,
      member_id: player.memberId,
      request_id: body.requestId,
      move: body.move,
      auto: false,
    });
    await q.markSeat(tx, table.id, body.seat, { auto: false });
    await advance(tx, table, hand, state, now, settings);
  });
  return playerTable(db, player, game, tableId, settings);
}

/**
 * The hand's timer ran out (by the database's clock): the seat to move plays the rules' automatic move — a bot's
 * turn, a player who timed out (their seat goes on auto), or left — or, in a showdown game, every hand is turned up
 * and the hand is paid.
 */
export async function timerStep(
  db: Db,
  handId: bigint,
  tableId: bigint,
  settings: PvpSettings,
): Promise<void> {
  await seamlessWallet.walletCall(db, async (tx) => {
    const table = await q.lockTable(tx, tableId);
    const hand = await q.lockHand(tx, handId);
    if (!table || !hand || hand.phase !== 'playing' || !hand.turn_ends_at) return;
    const now = await q.databaseNow(tx);
    if (now < hand.turn_ends_at) return;
    const rules = PVP_RULES[hand.game as PvpGame];
    if (rules.decisions === 'showdown') {
      await advance(tx, table, hand, rules.expire(hand.state), now, settings);
      return;
    }
    const index = rules.turn(hand.state);
    const dealt = index === null ? undefined : hand.seats[index];
    if (index === null || !dealt) return;
    const move = rules.auto(hand.state, index);
    const state = rules.apply(hand.state, index, move);
    await q.insertMove(tx, {
      hand_id: hand.id,
      move_no: (await q.lastMoveNo(tx, hand.id)) + 1,
      seat: dealt.seat,
      member_id: dealt.memberId === null ? null : BigInt(dealt.memberId),
      request_id: null,
      move,
      auto: true,
    });
    if (!dealt.bot) await q.markSeat(tx, table.id, dealt.seat, { auto: true });
    await advance(tx, table, hand, state, now, settings);
  });
}
