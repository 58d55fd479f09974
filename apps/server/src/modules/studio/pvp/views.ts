import type { PvpGame, PvpHand, PvpTable } from '@app/contracts';
import type { Executor } from '../../../db/database.ts';
import { PVP_RULES } from './games.ts';
import { RAKE_BPS } from './models.ts';
import * as q from './queries.ts';

/** A table as everyone sees it: seats, the hand (never anyone's cards before they are shown), the timers. */
export async function tableView(
  db: Executor,
  table: q.PvpTableRow,
  game: PvpGame,
  turnMs: number,
): Promise<PvpTable> {
  const rules = PVP_RULES[game];
  const [seats, hand] = await Promise.all([q.seatsOf(db, table.id), q.latestHand(db, table.id)]);
  const last = hand ? await q.lastMove(db, hand.id) : undefined;
  const view = hand ? rules.view(hand.state) : null;
  const indexOf = new Map(hand?.seats.map((dealt, index) => [dealt.seat, index]) ?? []);
  const playing = hand?.phase === 'playing';
  return {
    tableId: String(table.id),
    game,
    room: table.room,
    stake: String(table.stake),
    holdUnits: rules.holdUnits,
    rakePercent: Number(RAKE_BPS) / 100,
    turnMs,
    seats: Array.from({ length: table.seats }, (_, seat) => {
      const row = seats.find((s) => s.seat === seat);
      const index = indexOf.get(seat);
      return {
        seat,
        nickname: row?.nickname ?? null,
        bot: row?.bot ?? false,
        ready: row ? row.bot || row.hold !== null : false,
        auto: row?.auto ?? false,
        cardsLeft: playing && index !== undefined && view ? (view.cardsLeft[index] ?? 0) : 0,
        shown: index !== undefined && view ? (view.shown[index] ?? null) : null,
      };
    }),
    hand: hand && view ? handView(hand, view, last, table.seats) : null,
    nextHandAt: table.next_hand_at?.toISOString() ?? null,
  };
}

function handView(
  hand: q.PvpHandRow,
  view: ReturnType<(typeof PVP_RULES)[PvpGame]['view']>,
  last: Awaited<ReturnType<typeof q.lastMove>>,
  tableSeats: number,
): PvpHand {
  const seatOf = (index: number) => hand.seats[index]?.seat ?? index;
  const move = last?.move as { kind: 'play' | 'pass' | 'show'; cards?: string[] } | undefined;
  const settled = hand.phase === 'settled';
  return {
    handId: String(hand.id),
    handNo: Number(hand.hand_no),
    phase: hand.phase,
    turn: view.turn === null || settled ? null : seatOf(view.turn),
    turnEndsAt: hand.turn_ends_at?.toISOString() ?? null,
    trick: view.trick ? { ...view.trick, by: seatOf(view.trick.by) } : null,
    passed: Array.from({ length: tableSeats }, (_, seat) => {
      const index = hand.seats.findIndex((dealt) => dealt.seat === seat);
      return index >= 0 && (view.passed[index] ?? false);
    }),
    finished: view.finished.map(seatOf),
    lastMove:
      last && move ? { seat: last.seat, kind: move.kind, cards: move.cards ?? [], auto: last.auto } : null,
    seats: hand.seats.map((dealt) => dealt.seat),
    serverSeedHash: hand.server_seed_hash,
    clientSeed: hand.client_seed,
    nonce: Number(hand.hand_no),
    serverSeed: settled ? hand.server_seed : null,
    result: hand.result
      ? { net: hand.result.net, rake: hand.result.rake, summary: hand.result.summary }
      : null,
  };
}
