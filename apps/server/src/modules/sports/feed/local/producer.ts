import { randomBytes } from 'node:crypto';
import { siteDay } from '@app/contracts';
import { fairSource, hashServerSeed } from '@app/games';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../../db/database.ts';
import { inTransaction } from '../../../../db/transaction.ts';
import { type FeedMessage, feedMessage, type UnstampedMessage } from '../messages.ts';
import { footballScript, type MatchPace, type ScriptedMessage } from './football-script.ts';
import { type LocalFixture, localSchedule } from './schedule.ts';

/** The local feed's producer name on its messages. */
export const LOCAL_PRODUCER = 'local';

export type LocalFeedSettings = { pace: MatchPace; marginThousandths: number };

/**
 * Appends messages to the local feed's outbox, numbered on from its last (one writer at a time: a transaction
 * lock on the producer's name), stamped `at`.
 */
export async function appendMessages(
  tx: Executor,
  bodies: readonly UnstampedMessage[],
  at: number,
): Promise<void> {
  if (bodies.length === 0) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext('sport_feed_outbox'), hashtext(${LOCAL_PRODUCER}))`.execute(
    tx,
  );
  const last = await tx
    .selectFrom('sport_feed_outbox')
    .select((s) => s.fn.max('seq').as('seq'))
    .where('producer', '=', LOCAL_PRODUCER)
    .executeTakeFirst();
  const first = Number(last?.seq ?? 0) + 1;
  await tx
    .insertInto('sport_feed_outbox')
    .values(
      bodies.map((body, i) => ({
        producer: LOCAL_PRODUCER,
        seq: first + i,
        message: JSON.stringify({ ...body, producer: LOCAL_PRODUCER, seq: first + i, at }),
      })),
    )
    .execute();
}

const scripts = new Map<string, { messages: ScriptedMessage[]; durationMs: number }>();

/** A match's script from its seed (kept while it plays: deriving it prices every market a few dozen times). */
function scriptOf(feedId: string, fixture: LocalFixture, seed: string, settings: LocalFeedSettings) {
  let script = scripts.get(feedId);
  if (!script) {
    const source = fairSource({ serverSeed: seed, clientSeed: feedId, nonce: 0 });
    script = footballScript(feedId, fixture.rates, source, settings.pace, settings.marginThousandths);
    scripts.set(feedId, script);
  }
  return script;
}

const modelOf = (fixture: LocalFixture, seed: string, ended: boolean) => ({
  rates: fixture.rates,
  seedHash: hashServerSeed(seed),
  ...(ended ? { seed } : {}),
});

function fixtureMessage(
  fixture: LocalFixture,
  seed: string,
  status: 'not_started' | 'ended',
): UnstampedMessage {
  return {
    kind: 'fixture_change',
    fixture: {
      feedId: fixture.feedId,
      league: fixture.league,
      home: fixture.home.name,
      away: fixture.away.name,
      startsAt: fixture.startsAt.getTime(),
      status,
      model: modelOf(fixture, seed, status === 'ended'),
    },
  };
}

/**
 * Announces the schedule's matches not announced yet (today's and tomorrow's, those not over): each with a fresh
 * server seed kept secret until it ends (its hash goes out with the fixture) and its pre-match prices (the
 * script's kick-off prices, without a match state).
 */
export async function announce(db: Db, now: Date, settings: LocalFeedSettings): Promise<number> {
  const fixtures = localSchedule(siteDay(now));
  const known = new Set(
    (
      await db
        .selectFrom('sport_local_matches')
        .select('feed_id')
        .where(
          'feed_id',
          'in',
          fixtures.map((f) => f.feedId),
        )
        .execute()
    ).map((row) => row.feed_id),
  );
  let announced = 0;
  for (const fixture of fixtures) {
    if (known.has(fixture.feedId)) continue;
    const seed = randomBytes(32).toString('hex');
    const script = scriptOf(fixture.feedId, fixture, seed, settings);
    if (fixture.startsAt.getTime() + script.durationMs < now.getTime()) {
      scripts.delete(fixture.feedId);
      continue;
    }
    const opening = script.messages[0]?.body;
    await inTransaction(db, async (tx) => {
      await tx
        .insertInto('sport_local_matches')
        .values({ feed_id: fixture.feedId, seed, starts_at: fixture.startsAt })
        .execute();
      const bodies: UnstampedMessage[] = [fixtureMessage(fixture, seed, 'not_started')];
      if (opening?.kind === 'odds_change')
        bodies.push({ kind: 'odds_change', feedId: fixture.feedId, markets: opening.markets });
      await appendMessages(tx, bodies, now.getTime());
    });
    announced++;
  }
  return announced;
}

/**
 * Sends every playing match's messages whose time has come (the script's offsets up to now since kick-off), once:
 * the match's row remembers the last offset sent, in the same transaction as the messages. A match whose script is
 * all sent is announced ended, its seed revealed.
 */
export async function play(db: Db, now: Date, settings: LocalFeedSettings): Promise<number> {
  const playing = await db
    .selectFrom('sport_local_matches')
    .selectAll()
    .where('ended', '=', false)
    .where('starts_at', '<=', now)
    .execute();
  if (playing.length === 0) return 0;
  const byId = new Map(localScheduleAround(playing.map((m) => m.starts_at)).map((f) => [f.feedId, f]));
  let sent = 0;
  for (const match of playing) {
    const fixture = byId.get(match.feed_id);
    if (!fixture) continue;
    const script = scriptOf(match.feed_id, fixture, match.seed, settings);
    const elapsed = now.getTime() - match.starts_at.getTime();
    const from = Number(match.sent_ms);
    const due = script.messages.filter((m) => m.offsetMs > from && m.offsetMs <= elapsed);
    const over = elapsed >= script.durationMs;
    if (due.length === 0 && !over) continue;
    await inTransaction(db, async (tx) => {
      const bodies: UnstampedMessage[] = due.map((m) => m.body);
      if (over) bodies.push(fixtureMessage(fixture, match.seed, 'ended'));
      await appendMessages(tx, bodies, now.getTime());
      await tx
        .updateTable('sport_local_matches')
        .set({ sent_ms: Math.max(from, ...due.map((m) => m.offsetMs)), ended: over })
        .where('feed_id', '=', match.feed_id)
        .execute();
    });
    if (over) scripts.delete(match.feed_id);
    sent += due.length;
  }
  return sent;
}

/** The schedules of the days the given kick-offs fall on (a match that started yesterday is yesterday's). */
function localScheduleAround(starts: readonly Date[]): LocalFixture[] {
  const days = new Set(starts.map((at) => siteDay(at)));
  const fixtures = new Map<string, LocalFixture>();
  for (const day of days) for (const f of localSchedule(day)) fixtures.set(f.feedId, f);
  return [...fixtures.values()];
}

/**
 * The local feed's recovery: its messages from sequence `from` on, in order (at most `limit`), each parsed as any
 * feed's would be. A real feed's adapter answers the same from its recovery API.
 */
export async function messagesFrom(db: Executor, from: bigint, limit = 500): Promise<FeedMessage[]> {
  const rows = await db
    .selectFrom('sport_feed_outbox')
    .select('message')
    .where('producer', '=', LOCAL_PRODUCER)
    .where('seq', '>=', from)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((row) => feedMessage.parse(row.message));
}
