import { isDeepStrictEqual } from 'node:util';
import type { VnResultBody } from '@app/contracts';
import { InstantGameError, type VnResult, validateVnResult } from '@app/games';
import { sql } from 'kysely';
import { type Db, databaseNow } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { drawOfficial } from './draws.ts';
import { lotteryGame } from './games.ts';
import type { DrawRow } from './views.ts';

/**
 * The results feed of the official draws. Its local implementation is the operators' entry: one operator enters a
 * draw's result, a second one enters it again to confirm, and only two identical entries make the result. A real
 * feed (the lottery companies' published sheets) would call `confirmedResult` the same way, as its second operator.
 */
export type ResultEntryState = { draw: DrawRow; state: 'entered' | 'confirmed'; now: Date };

function checkedResult(region: string, result: VnResultBody): VnResult {
  if (result.region !== region)
    throw new AppError('lottery_result_invalid', { 'result.region': 'lottery_result_invalid' });
  try {
    validateVnResult(result as VnResult);
  } catch (error) {
    if (error instanceof InstantGameError) throw new AppError('lottery_result_invalid');
    throw error;
  }
  return result as VnResult;
}

/**
 * Enters or confirms an official draw's result. First entry: stored as the operator's (that operator may enter it
 * again, a correction, until it is confirmed). An entry by another operator: the same result confirms it and the
 * draw is drawn (its settlement job is then sent by the caller); a different one is `lottery_result_mismatch` and
 * changes nothing. A confirmed, settled or cancelled draw answers `lottery_result_final` or `lottery_draw_over`.
 */
export async function enterResult(
  db: Db,
  drawId: bigint,
  operatorId: bigint,
  body: VnResultBody,
): Promise<ResultEntryState> {
  return inTransaction(db, async (tx) => {
    const draw = await tx
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', drawId)
      .forUpdate()
      .executeTakeFirst();
    if (!draw) throw new AppError('lottery_draw_not_found');
    if (draw.server_seed) throw new AppError('lottery_not_official');
    if (draw.status === 'drawn' || draw.status === 'settled') throw new AppError('lottery_result_final');
    if (draw.status === 'cancelled') throw new AppError('lottery_draw_over');
    // the database's clock once the draw's row is ours: slips are refused by the same clock, so no entry can come
    // while a slip is still taken, whichever process or host the two requests reach
    const now = await databaseNow(tx);
    if (draw.closes_at.getTime() > now.getTime()) throw new AppError('lottery_draw_not_closed');
    const game = await lotteryGame(db, draw.game_code);
    if (game.title.kind !== 'vn') throw new AppError('lottery_not_official');
    const result = checkedResult(game.title.region, body);
    const entry = await tx
      .selectFrom('lottery_result_entries')
      .selectAll()
      .where('draw_id', '=', drawId)
      .executeTakeFirst();
    if (!entry || entry.entered_by === operatorId) {
      await tx
        .insertInto('lottery_result_entries')
        .values({ draw_id: drawId, result: JSON.stringify(result), entered_by: operatorId })
        .onConflict((conflict) =>
          conflict
            .column('draw_id')
            .doUpdateSet({ result: JSON.stringify(result), entered_at: sql<Date>`now()` }),
        )
        .execute();
      return { draw, state: 'entered' as const, now };
    }
    if (!isDeepStrictEqual(normalised(entry.result as VnResult), normalised(result))) {
      throw new AppError('lottery_result_mismatch');
    }
    await tx
      .updateTable('lottery_result_entries')
      .set({ confirmed_by: operatorId, confirmed_at: sql<Date>`now()` })
      .where('draw_id', '=', drawId)
      .execute();
    const drawn = await drawOfficial(tx, drawId, result);
    if (!drawn) throw new AppError('lottery_result_final');
    return { draw: drawn, state: 'confirmed' as const, now };
  });
}

/** A result with its prizes in sheet order, for comparing two entries whatever order their keys came in. */
function normalised(result: VnResult) {
  return {
    region: result.region,
    prizes: Object.entries(result.prizes).sort(([a], [b]) => (a < b ? -1 : 1)),
  };
}

/** Official draws past their close without a confirmed result, with the first entry when there is one. */
export async function pendingOfficialDraws(db: Db, now: Date) {
  return db
    .selectFrom('lottery_draws as d')
    .leftJoin('lottery_result_entries as e', 'e.draw_id', 'd.id')
    .selectAll('d')
    .select(['e.entered_by', 'e.result as entered_result'])
    .where('d.status', '=', 'open')
    .where('d.server_seed', 'is', null)
    .where('d.closes_at', '<=', now)
    .orderBy('d.draws_at')
    .orderBy('d.issue_no')
    .limit(100)
    .execute();
}
