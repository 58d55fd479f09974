import type { FairRound } from '@app/contracts';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { gameNames, type ProviderRound } from '../../games/index.ts';
import { RAKE_BPS } from './models.ts';
import * as q from './queries.ts';

/** What the hold's debit recorded (seats/ready). */
type PvpDetail = { model: string; tableId: string; stake: string; roundId: string };

/**
 * A PVP hand's fair data for one player: the hand's seeds (the server seed once it is paid), how many were dealt and
 * which of them the player was, who led, the cards the player was dealt, every move in order, and the hold, stake
 * and rake — from which the verification page deals the hand again, plays its moves and pays the player again.
 */
export async function pvpFairRound(
  db: Executor,
  round: ProviderRound,
  detail: PvpDetail,
): Promise<FairRound> {
  const hand = await q.handOfRound(db, BigInt(detail.tableId), detail.roundId);
  // a hold given back before any deal played no hand: there is nothing to verify
  if (!hand) throw new AppError('round_not_found');
  const index = hand.seats.findIndex((dealt) => dealt.roundId === detail.roundId);
  const settled = hand.phase === 'settled';
  const moves = settled ? await q.movesOf(db, hand.id) : [];
  const indexOfSeat = new Map(hand.seats.map((dealt, i) => [dealt.seat, i]));
  return {
    roundId: String(round.id),
    gameCode: round.gameCode,
    gameName: (await gameNames(db, [round.gameCode])).get(round.gameCode) ?? null,
    family: 'pvp',
    model: detail.model,
    stake: String(round.stake),
    win: String(round.win),
    createdAt: round.createdAt.toISOString(),
    outcome: {
      handNo: Number(hand.hand_no),
      players: hand.seats.length,
      index,
      leader: hand.leader,
      cards: hand.seats[index]?.cards ?? [],
      unit: detail.stake,
      hold: String(round.stake),
      rakeBps: Number(RAKE_BPS),
      net: settled ? (hand.result?.net[index] ?? '0') : null,
    },
    bet: null,
    moves: moves.map((m) => ({
      index: indexOfSeat.get(m.seat) ?? -1,
      move: m.move as Record<string, unknown>,
    })),
    fair: {
      serverSeedHash: hand.server_seed_hash,
      clientSeed: hand.client_seed,
      nonce: Number(hand.hand_no),
      serverSeed: settled ? hand.server_seed : null,
    },
  };
}
