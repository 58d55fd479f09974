import { randomBytes } from 'node:crypto';
import type { TableFamily } from '@app/contracts';
import {
  fairSource,
  hashServerSeed,
  type TableEngine,
  type TableSettlement,
  type TableStake,
  tableEngine,
} from '@app/games';
import type { Db, Executor } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { seamlessWallet } from '../../games/index.ts';
import { STUDIO } from '../rounds.ts';

import { publish } from './feed.ts';
import type { LiveTable } from './models.ts';
import * as q from './queries.ts';
import { roundView } from './views.ts';

/** The public half of a table's fair seeds: the table's own, so every table draws apart. */
export function tableClientSeed(gameCode: string): string {
  return `table:${gameCode}`;
}

/** A round's outcome from its seeds: what the verification page recomputes once the seed is revealed. */
export function tableOutcomeOf(family: TableFamily, serverSeed: string, clientSeed: string, roundNo: number) {
  return tableEngine(family).deal(fairSource({ serverSeed, clientSeed, nonce: roundNo }));
}

/** Opens the table's next round: a fresh server seed, its hash published now, before anyone can bet. */
export async function openRound(db: Db, table: LiveTable): Promise<q.TableRoundRow | null> {
  return inTransaction(db, async (tx) => {
    const last = await q.latestRound(tx, table.code);
    const serverSeed = randomBytes(32).toString('hex');
    const now = await q.databaseNow(tx);
    const round = await q.insertRound(tx, {
      game_code: table.code,
      round_no: last ? last.round_no + 1n : 0n,
      server_seed: serverSeed,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: tableClientSeed(table.code),
      betting_ends_at: new Date(now.getTime() + table.rhythm.bettingMs),
    });
    if (!round) return null; // another driver opened it a moment ago
    await publish(tx, table.code, {
      type: 'round',
      round: roundView(table.family, round),
      online: await q.audienceOf(tx, table.code),
    });
    return round;
  });
}

/**
 * Betting closes (after the bets being placed now have committed) and the outcome is drawn from the seed the round
 * committed to; it is shown until `reveal_ends_at`, when the round is paid. At a decision table with bets on it the
 * players decide first, until `decide_ends_at` (a blackjack at the start leaves nothing to decide).
 */
export async function closeBetting(
  db: Db,
  table: LiveTable,
  round: q.TableRoundRow,
): Promise<q.TableRoundRow> {
  return inTransaction(db, async (tx) => {
    const outcome = tableOutcomeOf(
      table.family,
      round.server_seed,
      round.client_seed,
      Number(round.round_no),
    );
    const now = await q.databaseNow(tx);
    const decisions = tableEngine(table.family).decisions;
    const deciding = decisions?.open(outcome) === true && (await q.hasOpenPlacements(tx, round.id));
    const closed = await q.closeBetting(
      tx,
      round.id,
      outcome,
      deciding ? 'deciding' : 'revealing',
      new Date(now.getTime() + (deciding ? table.rhythm.decideMs : table.rhythm.revealMs)),
    );
    if (!closed) return (await q.latestRound(tx, table.code)) ?? round;
    await publish(tx, table.code, { type: 'round', round: roundView(table.family, closed) });
    return closed;
  });
}

/** The decision time is over: the dealer's cards are shown until `reveal_ends_at`, when the round is paid. */
export async function endDecisions(
  db: Db,
  table: LiveTable,
  round: q.TableRoundRow,
): Promise<q.TableRoundRow> {
  return inTransaction(db, async (tx) => {
    const now = await q.databaseNow(tx);
    const revealed = await q.endDecisions(tx, round.id, new Date(now.getTime() + table.rhythm.revealMs));
    if (!revealed) return (await q.latestRound(tx, table.code)) ?? round;
    await publish(tx, table.code, { type: 'round', round: roundView(table.family, revealed) });
    return revealed;
  });
}

/**
 * Pays the round: each player's open placements settled on the outcome (at a decision table together, with the
 * player's moves), their total credited through the seamless wallet (which closes their round), then the round
 * marked paid and its seed revealed — one transaction, so a process dying halfway leaves the round for the next
 * driver to pay, never half-paid.
 */
export async function settleRound(
  db: Db,
  table: LiveTable,
  round: q.TableRoundRow,
): Promise<q.TableRoundRow> {
  const engine = tableEngine(table.family);
  return seamlessWallet.walletCall(db, async (tx) => {
    const placements = await q.lockOpenPlacements(tx, round.id);
    const moves = engine.decisions ? await q.roundMoves(tx, round.id) : undefined;
    const byMember = new Map<bigint, q.PlacementRow[]>();
    for (const placement of placements) {
      const mine = byMember.get(placement.member_id) ?? [];
      mine.push(placement);
      byMember.set(placement.member_id, mine);
    }
    for (const [memberId, mine] of byMember) {
      const paid = moves
        ? await payDecisions(tx, engine, round, mine, moves.get(memberId) ?? [])
        : await payPlacements(tx, engine, round, mine);
      const providerRoundId = (mine[0] as q.PlacementRow).provider_round_id;
      await seamlessWallet.credit(tx, STUDIO, {
        transactionId: `${providerRoundId}:win`,
        roundId: providerRoundId,
        amount: paid.total,
        closeRound: true,
        detail: { outcome: round.outcome, ...paid.detail },
      });
      crashPoint('table.mid-settle');
    }
    const settled = await q.markSettled(tx, round.id);
    if (!settled) return (await q.latestRound(tx, table.code)) ?? round;
    await publish(tx, table.code, { type: 'round', round: roundView(table.family, settled) });
    return settled;
  });
}

type Paid = { total: bigint; detail: Record<string, unknown> };

/** Each placement paid on its own. */
async function payPlacements(
  tx: Executor,
  engine: TableEngine,
  round: q.TableRoundRow,
  mine: q.PlacementRow[],
): Promise<Paid> {
  let total = 0n;
  const placements: { placementId: string; payout: string }[] = [];
  for (const placement of mine) {
    const { totalPayout } = engine.settle(stakesOf([placement]), round.outcome);
    total += totalPayout;
    placements.push({ placementId: String(placement.id), payout: String(totalPayout) });
    await q.markPlacement(tx, placement.id, 'settled', totalPayout);
  }
  return { total, detail: { placements } };
}

/**
 * A decision table's hand: the player's placements are one hand (their bets together), paid after their moves;
 * the payout is written on the first placement, the others settle at 0.
 */
async function payDecisions(
  tx: Executor,
  engine: TableEngine,
  round: q.TableRoundRow,
  mine: q.PlacementRow[],
  moves: string[],
): Promise<Paid> {
  const decisions = engine.decisions as NonNullable<TableEngine['decisions']>;
  const settlement = decisions.settleMoves(stakesOf(mine), round.outcome, moves);
  for (const [i, placement] of mine.entries()) {
    await q.markPlacement(tx, placement.id, 'settled', i === 0 ? settlement.totalPayout : 0n);
  }
  return { total: settlement.totalPayout, detail: { moves, hands: settledParts(settlement) } };
}

/** The parts of a settled hand for records and screens: each wager (blackjack: each hand) with its payout. */
export function settledParts(settlement: TableSettlement<unknown>): Record<string, unknown>[] {
  return settlement.bets.map((settled) => ({
    ...(settled.bet as object),
    stake: String((settled.bet as { stake: bigint }).stake),
    payout: String(settled.payout),
  }));
}

/** The placements' bets as the engines take them (stakes as bigint). */
export function stakesOf(placements: readonly q.PlacementRow[]): TableStake[] {
  return placements.flatMap((placement) =>
    placement.bets.map((bet) => ({ ...bet, stake: BigInt(bet.stake) })),
  );
}
