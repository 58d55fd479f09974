import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { FeedMessage } from './messages.ts';

/** What became of a message: applied now, seen before (a repeat: nothing done), or after a gap (not applied). */
export type Applied = 'applied' | 'seen' | 'gap';

type Tx = Executor;
type Of<K extends FeedMessage['kind']> = Extract<FeedMessage, { kind: K }>;

async function fixtureIdOf(tx: Tx, producer: string, feedId: string): Promise<bigint | undefined> {
  const row = await tx
    .selectFrom('sport_fixtures')
    .select('id')
    .where('producer', '=', producer)
    .where('feed_id', '=', feedId)
    .executeTakeFirst();
  return row?.id;
}

async function fixtureChange(tx: Tx, m: Of<'fixture_change'>): Promise<void> {
  const f = m.fixture;
  const values = {
    league: f.league,
    home: f.home,
    away: f.away,
    starts_at: new Date(f.startsAt),
    status: f.status,
    model: f.model ? JSON.stringify(f.model) : null,
    updated_at: new Date(m.at),
  };
  await tx
    .insertInto('sport_fixtures')
    .values({ producer: m.producer, feed_id: f.feedId, state: '{}', ...values })
    .onConflict((c) => c.columns(['producer', 'feed_id']).doUpdateSet(values))
    .execute();
}

/** Prices and statuses as given; a market settled or cancelled keeps its end (a late price changes nothing). */
async function oddsChange(tx: Tx, fixtureId: bigint, m: Of<'odds_change'>): Promise<void> {
  if (m.state) {
    await tx
      .updateTable('sport_fixtures')
      .set({ state: JSON.stringify(m.state), status: 'live', updated_at: new Date(m.at) })
      .where('id', '=', fixtureId)
      .where('status', 'in', ['not_started', 'live'])
      .execute();
  }
  if (m.markets.length === 0) return;
  await sql`
    INSERT INTO sport_markets (fixture_id, key, status, odds, version, updated_at)
    SELECT ${fixtureId}, u.key, u.status, u.odds, 1, ${new Date(m.at)}
    FROM jsonb_to_recordset(${JSON.stringify(m.markets)}::jsonb) AS u(key text, status text, odds jsonb)
    ON CONFLICT (fixture_id, key) DO UPDATE
      SET status = excluded.status, odds = excluded.odds, version = sport_markets.version + 1,
          updated_at = excluded.updated_at,
          stopped_at = CASE WHEN excluded.status = 'suspended' THEN now() ELSE sport_markets.stopped_at END
      WHERE sport_markets.status IN ('active', 'suspended')`.execute(tx);
}

async function betStop(tx: Tx, fixtureId: bigint, m: Of<'bet_stop'>): Promise<void> {
  let stop = tx
    .updateTable('sport_markets')
    .set({ status: 'suspended', stopped_at: sql`now()`, updated_at: new Date(m.at) })
    .where('fixture_id', '=', fixtureId)
    .where('status', '=', 'active');
  if (m.markets) stop = stop.where('key', 'in', m.markets.length > 0 ? m.markets : ['']);
  await stop.execute();
}

/** A market's outcomes recorded; the bets on it are settled from them (settlement.ts). */
async function betSettlement(tx: Tx, fixtureId: bigint, m: Of<'bet_settlement'>): Promise<void> {
  if (m.markets.length === 0) return;
  await sql`
    UPDATE sport_markets s SET status = 'settled', outcomes = u.outcomes, updated_at = ${new Date(m.at)}
    FROM jsonb_to_recordset(${JSON.stringify(m.markets)}::jsonb) AS u(key text, outcomes jsonb)
    WHERE s.fixture_id = ${fixtureId} AND s.key = u.key AND s.status <> 'cancelled'`.execute(tx);
}

async function marketsTo(
  tx: Tx,
  fixtureId: bigint,
  keys: readonly string[],
  from: readonly ('settled' | 'cancelled' | 'active' | 'suspended')[],
  to: 'suspended' | 'cancelled',
  at: number,
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .updateTable('sport_markets')
    .set({
      status: to,
      stopped_at: sql`now()`,
      updated_at: new Date(at),
      ...(to === 'suspended' ? { outcomes: null } : {}),
    })
    .where('fixture_id', '=', fixtureId)
    .where('key', 'in', keys)
    .where('status', 'in', from)
    .execute();
}

async function producerAlive(tx: Tx, m: Of<'alive'>): Promise<void> {
  await tx
    .updateTable('sport_feed_producers')
    .set({ alive_at: new Date(m.at), ...(m.subscribed ? {} : { down: true }) })
    .where('producer', '=', m.producer)
    .execute();
}

/** Marks a producer up again once its snapshot has been applied: its markets take bets from the prices it sent. */
async function snapshotComplete(tx: Tx, m: Of<'snapshot_complete'>): Promise<void> {
  await tx
    .updateTable('sport_feed_producers')
    .set({ down: false, alive_at: new Date(m.at) })
    .where('producer', '=', m.producer)
    .execute();
}

async function applyKind(tx: Tx, m: FeedMessage): Promise<void> {
  if (m.kind === 'fixture_change') return fixtureChange(tx, m);
  if (m.kind === 'alive') return producerAlive(tx, m);
  if (m.kind === 'snapshot_complete') return snapshotComplete(tx, m);
  const fixtureId = await fixtureIdOf(tx, m.producer, m.feedId);
  // a message about a match the feed never announced changes nothing (the feed's fixture change comes first)
  if (fixtureId === undefined) return;
  if (m.kind === 'odds_change') return oddsChange(tx, fixtureId, m);
  if (m.kind === 'bet_stop') return betStop(tx, fixtureId, m);
  if (m.kind === 'bet_settlement') return betSettlement(tx, fixtureId, m);
  if (m.kind === 'bet_cancel')
    return marketsTo(tx, fixtureId, m.markets, ['active', 'suspended', 'settled'], 'cancelled', m.at);
  if (m.kind === 'rollback_bet_settlement')
    return marketsTo(tx, fixtureId, m.markets, ['settled'], 'suspended', m.at);
  return marketsTo(tx, fixtureId, m.markets, ['cancelled'], 'suspended', m.at);
}

/**
 * Applies one message in its own transaction, once and in its producer's order: the producer's row is locked, a
 * sequence already applied answers `seen` (nothing done), one past the next answers `gap` (nothing done: the caller
 * recovers from the producer, `recover`), the next one is applied and becomes the producer's applied sequence.
 */
export function applyFeedMessage(db: Db, message: FeedMessage): Promise<Applied> {
  return inTransaction(db, async (tx) => {
    await tx
      .insertInto('sport_feed_producers')
      .values({ producer: message.producer })
      .onConflict((c) => c.column('producer').doNothing())
      .execute();
    const producer = await tx
      .selectFrom('sport_feed_producers')
      .select('applied_seq')
      .where('producer', '=', message.producer)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = producer.applied_seq + 1n;
    const seq = BigInt(message.seq);
    if (seq < next) return 'seen';
    if (seq > next) return 'gap';
    await applyKind(tx, message);
    await tx
      .updateTable('sport_feed_producers')
      .set({ applied_seq: seq })
      .where('producer', '=', message.producer)
      .execute();
    return 'applied';
  });
}

/** The next sequence a producer's consumer waits for (1 for a producer never heard from). */
export async function nextSequence(db: Executor, producer: string): Promise<bigint> {
  const row = await db
    .selectFrom('sport_feed_producers')
    .select('applied_seq')
    .where('producer', '=', producer)
    .executeTakeFirst();
  return (row?.applied_seq ?? 0n) + 1n;
}

/**
 * A producer silent for longer than its alive interval allows: every active market of its live and coming matches
 * suspended until it is back and its snapshot is applied (`snapshot_complete`). Answers the markets suspended.
 */
export async function suspendSilentProducers(db: Db, silentMs: number, now = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    await tx
      .updateTable('sport_feed_producers')
      .set({ down: true })
      .where('down', '=', false)
      .where((w) => w.or([w('alive_at', 'is', null), w('alive_at', '<', new Date(now.getTime() - silentMs))]))
      .execute();
    const down = await tx
      .selectFrom('sport_feed_producers')
      .select('producer')
      .where('down', '=', true)
      .execute();
    if (down.length === 0) return 0;
    const suspended = await tx
      .updateTable('sport_markets')
      .set({ status: 'suspended', stopped_at: sql`now()`, updated_at: now })
      .where('status', '=', 'active')
      .where('fixture_id', 'in', (s) =>
        s
          .selectFrom('sport_fixtures')
          .select('id')
          .where(
            'producer',
            'in',
            down.map((d) => d.producer),
          )
          .where('status', 'in', ['not_started', 'live']),
      )
      .executeTakeFirst();
    return Number(suspended.numUpdatedRows);
  });
}
