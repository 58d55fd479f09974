import { randomBytes } from 'node:crypto';
import type { TableFamily } from '@app/contracts';
import { fairSource, hashServerSeed, tableEngine } from '@app/games';
import type { Db } from '../../../db/database.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { seamlessWallet } from '../../games/index.ts';
import { inTransaction } from '../../wallet/index.ts';
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
      round: roundView(round),
      online: await q.audienceOf(tx, table.code),
    });
    return round;
  });
}

/**
 * Betting closes (after the bets being placed now have committed) and the outcome is drawn from the seed the round
 * committed to; it is shown until `reveal_ends_at`, when the round is paid.
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
    const closed = await q.closeBetting(
      tx,
      round.id,
      outcome,
      new Date(now.getTime() + table.rhythm.revealMs),
    );
    if (!closed) return (await q.latestRound(tx, table.code)) ?? round;
    await publish(tx, table.code, { type: 'round', round: roundView(closed) });
    return closed;
  });
}

/**
 * Pays the round: each player's open placements settled on the outcome, their total credited through the seamless
 * wallet (which closes their round), then the round marked paid and its seed revealed — one transaction, so a
 * process dying halfway leaves the round for the next driver to pay, never half-paid.
 */
export async function settleRound(
  db: Db,
  table: LiveTable,
  round: q.TableRoundRow,
): Promise<q.TableRoundRow> {
  const engine = tableEngine(table.family);
  return seamlessWallet.walletCall(db, async (tx) => {
    const placements = await q.lockOpenPlacements(tx, round.id);
    const byMember = new Map<bigint, q.PlacementRow[]>();
    for (const placement of placements) {
      const mine = byMember.get(placement.member_id) ?? [];
      mine.push(placement);
      byMember.set(placement.member_id, mine);
    }
    for (const mine of byMember.values()) {
      let total = 0n;
      const paid: { placementId: string; payout: string }[] = [];
      for (const placement of mine) {
        const bets = placement.bets.map((bet) => ({ ...bet, stake: BigInt(bet.stake) }));
        const { totalPayout } = engine.settle(bets, round.outcome);
        total += totalPayout;
        paid.push({ placementId: String(placement.id), payout: String(totalPayout) });
        await q.markPlacement(tx, placement.id, 'settled', totalPayout);
      }
      const providerRoundId = (mine[0] as q.PlacementRow).provider_round_id;
      await seamlessWallet.credit(tx, STUDIO, {
        transactionId: `${providerRoundId}:win`,
        roundId: providerRoundId,
        amount: total,
        closeRound: true,
        detail: { outcome: round.outcome, placements: paid },
      });
      crashPoint('table.mid-settle');
    }
    const settled = await q.markSettled(tx, round.id);
    if (!settled) return (await q.latestRound(tx, table.code)) ?? round;
    await publish(tx, table.code, { type: 'round', round: roundView(settled) });
    return settled;
  });
}
