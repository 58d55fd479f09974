import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { crashPoint } from '../../shared/crash-point.ts';
import { seamlessWallet } from '../games/index.ts';
import { STUDIO } from '../studio/index.ts';
import { houseShardOf } from '../wallet/index.ts';
import type { LotteryGameEntry } from './games.ts';
import { rulesOf } from './rules.ts';
import type { BetRow, DrawRow } from './views.ts';

/** The provider round of a member's bets on a draw: every slip is a debit into it, one credit settles it. */
export function lotteryRoundId(drawId: bigint, memberId: bigint): string {
  return `lottery-${drawId}-${memberId}`;
}

/**
 * Members settled per transaction: their bets marked by one statement and their rounds paid by one batch credit.
 * A batch holds the members of one house shard (the wallet's `houseShardOf`: the provider account facing them), so two batches in flight never wait on each other's house account.
 */
const MEMBERS_PER_BATCH = 250;
const BATCHES_IN_PARALLEL = 2;

type BetOutcome = { id: bigint; payout: bigint; hits: number; bet: BetRow };
type MemberOutcomes = { memberId: bigint; outcomes: BetOutcome[] };

/** What each open bet of a draw wins on its result, by member. */
export function outcomesByMember(game: LotteryGameEntry, result: unknown, bets: readonly BetRow[]) {
  const settle = rulesOf(game.title).settler(result);
  const byMember = new Map<bigint, BetOutcome[]>();
  for (const bet of bets) {
    const settled = settle({ type: bet.bet_type, numbers: bet.numbers, points: bet.points });
    const list = byMember.get(bet.member_id) ?? [];
    list.push({ id: bet.id, payout: settled.payout, hits: settled.hits, bet });
    byMember.set(bet.member_id, list);
  }
  return byMember;
}

/** The members in batches of one house shard each. */
function batchesOf(byMember: Map<bigint, BetOutcome[]>): MemberOutcomes[][] {
  const shards = new Map<number, MemberOutcomes[]>();
  for (const [memberId, outcomes] of byMember) {
    const shard = houseShardOf(memberId);
    const list = shards.get(shard) ?? [];
    list.push({ memberId, outcomes });
    shards.set(shard, list);
  }
  const batches: MemberOutcomes[][] = [];
  for (const members of shards.values()) {
    for (let i = 0; i < members.length; i += MEMBERS_PER_BATCH)
      batches.push(members.slice(i, i + MEMBERS_PER_BATCH));
  }
  return batches;
}

/**
 * Settles a drawn draw: every open bet is marked won or lost with its payout, and each member's round of the draw
 * is paid the sum of their wins (0 closes it as lost) by a seamless credit, in the transaction that marks their
 * bets (members go in batches: one statement marks a batch's bets, one batch credit pays its rounds). Idempotent by
 * (draw, bet): only open bets are marked and the credit's transaction id is the round's, so a settlement that
 * stopped half-way (or runs twice, in two processes) pays every member once. Then the draw is marked settled.
 */
export async function settleDraw(db: Db, game: LotteryGameEntry, draw: DrawRow): Promise<number> {
  if (draw.status !== 'drawn' || !draw.result) return 0;
  const result = draw.result;
  const bets = await db
    .selectFrom('lottery_bets')
    .selectAll()
    .where('draw_id', '=', draw.id)
    .where('status', '=', 'open')
    .execute();
  const batches = batchesOf(outcomesByMember(game, result, bets));
  const facts = { special: rulesOf(game.title).headline(result), lotteryKind: game.title.kind };
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await settleBatch(db, draw, facts, batches[next++] as MemberOutcomes[]);
  };
  await Promise.all(Array.from({ length: BATCHES_IN_PARALLEL }, worker));
  crashPoint('lottery.before-settled');
  await db
    .updateTable('lottery_draws')
    .set({ status: 'settled', settled_at: sql<Date>`now()` })
    .where('id', '=', draw.id)
    .where('status', '=', 'drawn')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_bets').select('id').where('draw_id', '=', draw.id).where('status', '=', 'open'),
        ),
      ),
    )
    .execute();
  return bets.length;
}

/** What the betting record shows of every round of a draw: its headline and the game's kind. */
type DrawFacts = { special: string; lotteryKind: string };

async function settleBatch(
  db: Db,
  draw: DrawRow,
  facts: DrawFacts,
  members: readonly MemberOutcomes[],
): Promise<void> {
  // a deadlock with a player's own game leaves nothing written and passes on another try (inTransaction's)
  await inTransaction(db, (tx) => payBatch(tx, draw, facts, members));
  crashPoint('lottery.after-batch');
}

async function payBatch(
  tx: Executor,
  draw: DrawRow,
  facts: DrawFacts,
  members: readonly MemberOutcomes[],
): Promise<void> {
  const outcomes = members.flatMap((member) => member.outcomes);
  const marked = await sql<{ id: bigint }>`
    UPDATE lottery_bets AS b
       SET status = CASE WHEN o.payout > 0 THEN 'won' ELSE 'lost' END,
           payout = o.payout, hits = o.hits, settled_at = now()
      FROM unnest(${outcomes.map((o) => String(o.id))}::bigint[],
                  ${outcomes.map((o) => String(o.payout))}::bigint[],
                  ${outcomes.map((o) => o.hits)}::int[]) AS o(id, payout, hits)
     WHERE b.id = o.id AND b.status = 'open'
    RETURNING b.id`.execute(tx);
  const paid = new Set(marked.rows.map((row) => String(row.id)));
  const credits = [];
  for (const { memberId, outcomes: mine } of members) {
    const settled = mine.filter((o) => paid.has(String(o.id)));
    if (settled.length === 0) continue; // settled by another run
    const roundId = lotteryRoundId(draw.id, memberId);
    credits.push({
      transactionId: `${roundId}:settle`,
      roundId,
      amount: settled.reduce((sum, o) => sum + o.payout, 0n),
      // what the betting record shows of the round: the draw, its headline (the special prize of a Vietnamese
      // sheet) and every line with its payout
      detail: {
        family: 'lottery',
        lotteryKind: facts.lotteryKind,
        issueNo: draw.issue_no,
        province: draw.province,
        special: facts.special,
        lines: settled.map((o) => ({
          type: o.bet.bet_type,
          numbers: o.bet.numbers,
          points: String(o.bet.points),
          cost: String(o.bet.cost),
          payout: String(o.payout),
          hits: o.hits,
        })),
      },
    });
  }
  await seamlessWallet.creditRounds(tx, STUDIO, credits);
}

/**
 * Cancels a draw not drawn yet (an official draw that did not take place, a fault): the draw is marked cancelled
 * at once (no bet is taken after), then every slip's debit is rolled back through the seamless wallet and its
 * bets marked refunded — idempotent, so a cancellation that died half-way is finished by running it again.
 */
export async function cancelDraw(db: Db, drawId: bigint, reason: string): Promise<DrawRow | undefined> {
  const cancelled = await db
    .updateTable('lottery_draws')
    .set({ status: 'cancelled', cancelled_at: sql<Date>`now()`, cancel_reason: reason })
    .where('id', '=', drawId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (cancelled) await refundDraw(db, cancelled);
  return cancelled;
}

/** Refunds every open slip of a cancelled draw. */
export async function refundDraw(db: Db, draw: DrawRow): Promise<void> {
  if (draw.status !== 'cancelled') return;
  const slips = await db
    .selectFrom('lottery_bets')
    .select(['member_id', 'request_id'])
    .distinct()
    .where('draw_id', '=', draw.id)
    .where('status', '=', 'open')
    .execute();
  for (const slip of slips) {
    await seamlessWallet.walletCall(db, async (tx) => {
      const marked = await tx
        .updateTable('lottery_bets')
        .set({ status: 'refunded', settled_at: sql<Date>`now()` })
        .where('draw_id', '=', draw.id)
        .where('member_id', '=', slip.member_id)
        .where('request_id', '=', slip.request_id)
        .where('status', '=', 'open')
        .returning('id')
        .execute();
      if (marked.length === 0) return;
      const debit = slipTransactionId(slip.member_id, slip.request_id);
      await seamlessWallet.rollback(tx, STUDIO, {
        transactionId: `${debit}:refund`,
        roundId: lotteryRoundId(draw.id, slip.member_id),
        rollsBack: debit,
      });
    });
  }
}

/** The seamless debit of one slip. */
export function slipTransactionId(memberId: bigint, requestId: string): string {
  return `lottery-${memberId}-${requestId}`;
}
