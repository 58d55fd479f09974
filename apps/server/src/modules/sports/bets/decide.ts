import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { seamlessWallet } from '../../games/index.ts';
import { STUDIO } from '../../studio/index.ts';
import { acceptedOdds } from './acceptance.ts';
import { betDebitId, betRoundId } from './place.ts';

type Decision =
  | { accepted: true; odds: number[] }
  | { accepted: false; code: 'sports_bet_rejected' | 'sports_odds_changed' };

type LegNow = {
  leg_no: number;
  selection: string;
  odds: number;
  status: string | null;
  current: Record<string, number> | null;
  stopped_at: Date | null;
  fixture_status: string | null;
  down: boolean | null;
};

/**
 * The book's decision on an in-play bet at the end of its delay: rejected when any leg's market stopped during
 * the delay (a bet stop, a suspension, the feed gone silent: `stopped_at` after the bet was placed) or is no longer
 * taking bets; rejected as `sports_odds_changed` when a price moved against the member's setting; else accepted,
 * each leg at its price now.
 */
function decide(placedAt: Date, accept: 'any' | 'better' | 'none', legs: readonly LegNow[]): Decision {
  const odds: number[] = [];
  for (const leg of legs) {
    const current = leg.current?.[leg.selection];
    const stopped = leg.stopped_at !== null && leg.stopped_at.getTime() >= placedAt.getTime();
    if (leg.status !== 'active' || leg.down !== false || stopped || current === undefined) {
      return { accepted: false, code: 'sports_bet_rejected' };
    }
    if (!['not_started', 'live'].includes(leg.fixture_status ?? ''))
      return { accepted: false, code: 'sports_bet_rejected' };
    const taken = acceptedOdds(accept, leg.odds, current);
    if (taken === undefined) return { accepted: false, code: 'sports_odds_changed' };
    odds.push(taken);
  }
  return { accepted: true, odds };
}

/**
 * Decides the in-play bets whose delay has ended (by the database's clock), each in its own transaction holding the
 * bet and its markets: an accepted bet stands at its legs' prices now; a rejected one has its stake given back by a
 * seamless rollback of its debit. Answers how many were decided. Safe to run in several processes at once (a bet
 * another is deciding is skipped).
 */
export async function decidePendingBets(db: Db, limit = 100): Promise<number> {
  const due = await db
    .selectFrom('sport_bets')
    .select('id')
    .where('status', '=', 'pending')
    .where('decides_at', '<=', sql<Date>`now()`)
    .orderBy('decides_at')
    .limit(limit)
    .execute();
  let decided = 0;
  for (const { id } of due) {
    const done = await seamlessWallet.walletCall(db, async (tx) => {
      const bet = await tx
        .selectFrom('sport_bets')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!bet) return false;
      const { rows: legs } = await sql<LegNow>`
        SELECT l.leg_no, l.selection, l.odds, m.status, m.odds AS current, m.stopped_at,
               f.status AS fixture_status, p.down
        FROM sport_bet_legs l
        JOIN sport_markets m ON m.fixture_id = l.fixture_id AND m.key = l.market_key
        JOIN sport_fixtures f ON f.id = l.fixture_id
        LEFT JOIN sport_feed_producers p ON p.producer = f.producer
        WHERE l.bet_id = ${bet.id}
        ORDER BY l.fixture_id, l.market_key
        FOR SHARE OF m`.execute(tx);
      legs.sort((a, b) => a.leg_no - b.leg_no);
      const decision = decide(bet.placed_at, bet.accept, legs);
      if (decision.accepted) {
        for (const [i, leg] of legs.entries()) {
          await tx
            .updateTable('sport_bet_legs')
            .set({ odds: decision.odds[i] as number })
            .where('bet_id', '=', bet.id)
            .where('leg_no', '=', leg.leg_no)
            .execute();
        }
        await tx
          .updateTable('sport_bets')
          .set({ status: 'open', accepted_at: sql<Date>`now()` })
          .where('id', '=', bet.id)
          .execute();
        return true;
      }
      const debit = betDebitId(bet.member_id, bet.request_id);
      await seamlessWallet.rollback(tx, STUDIO, {
        transactionId: `${debit}:rejected`,
        roundId: betRoundId(bet.id),
        rollsBack: debit,
      });
      await tx
        .updateTable('sport_bets')
        .set({
          status: 'rejected',
          reject_code: decision.code,
          settled_at: sql<Date>`now()`,
          payout: bet.stake,
        })
        .where('id', '=', bet.id)
        .execute();
      return true;
    });
    if (done) decided++;
  }
  return decided;
}
