import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { applyFeedMessage, nextSequence, suspendSilentProducers } from './consumer.ts';
import { type FeedMessage, feedMessage } from './messages.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db
    .insertInto('sport_leagues')
    .values({ code: 'T_LEAGUE', sport: 'football', name_vi: 'Giải thử', name_en: 'Test league' })
    .execute();
});
afterAll(() => t.drop());

/** A producer of the test's own, its messages numbered in order from 1. */
function producer(name: string) {
  let seq = 0;
  const at = Date.parse('2026-12-04T12:00:00Z');
  return {
    name,
    next: <M extends Omit<FeedMessage, 'producer' | 'seq' | 'at'>>(body: M) =>
      ({ ...body, producer: name, seq: ++seq, at: at + seq * 1000 }) as unknown as FeedMessage,
  };
}

const fixture = (feedId: string) =>
  ({
    kind: 'fixture_change',
    fixture: {
      feedId,
      league: 'T_LEAGUE',
      home: 'Hà Nội FC',
      away: 'Công An Hà Nội',
      startsAt: Date.parse('2026-12-04T13:00:00Z'),
      status: 'not_started',
    },
  }) as const;

const prices = (feedId: string, home: number, status: 'active' | 'suspended' = 'active') =>
  ({
    kind: 'odds_change',
    feedId,
    markets: [
      { key: 'ft:1x2', status, odds: { '1': home, X: 3400, '2': 4100 } },
      { key: 'ft:ah:-2', status, odds: { home: 1950, away: 1900 } },
    ],
  }) as const;

async function markets(feedId: string) {
  return t.db
    .selectFrom('sport_markets as m')
    .innerJoin('sport_fixtures as f', 'f.id', 'm.fixture_id')
    .select(['m.key', 'm.status', 'm.odds', 'm.version', 'm.outcomes'])
    .where('f.feed_id', '=', feedId)
    .orderBy('m.key')
    .execute();
}

/** The statuses of a match's two markets: [1X2, handicap]. */
async function statuses(feedId: string) {
  const rows = await markets(feedId);
  return ['ft:1x2', 'ft:ah:-2'].map((key) => rows.find((m) => m.key === key)?.status);
}

/** A match's market by key. */
async function market(feedId: string, key: string) {
  return (await markets(feedId)).find((m) => m.key === key);
}

describe('the feed consumer applies each message once and in order', () => {
  it('writes the fixture and its prices, raising a market’s version at every price change', async () => {
    const p = producer('p-order');
    expect(await applyFeedMessage(t.db, p.next(fixture('m1')))).toBe('applied');
    expect(await applyFeedMessage(t.db, p.next(prices('m1', 2100)))).toBe('applied');
    expect(await applyFeedMessage(t.db, p.next(prices('m1', 2050)))).toBe('applied');
    const x12 = await market('m1', 'ft:1x2');
    const ah = await market('m1', 'ft:ah:-2');
    expect(x12).toMatchObject({ status: 'active', odds: { '1': 2050, X: 3400, '2': 4100 }, version: 2n });
    expect(ah).toMatchObject({ key: 'ft:ah:-2', version: 2n });
    expect(await nextSequence(t.db, 'p-order')).toBe(4n);
  });

  it('answers a repeated message `seen` and one after a gap `gap`, applying neither, then goes on in order', async () => {
    const p = producer('p-gap');
    const first = p.next(fixture('m2'));
    const second = p.next(prices('m2', 2100));
    const third = p.next(prices('m2', 1800));
    expect(await applyFeedMessage(t.db, first)).toBe('applied');
    expect(await applyFeedMessage(t.db, third)).toBe('gap');
    expect(await markets('m2')).toEqual([]);
    expect(await applyFeedMessage(t.db, second)).toBe('applied');
    expect(await applyFeedMessage(t.db, second)).toBe('seen');
    expect(await applyFeedMessage(t.db, third)).toBe('applied');
    expect(await applyFeedMessage(t.db, first)).toBe('seen');
    const x12 = await market('m2', 'ft:1x2');
    expect(x12).toMatchObject({ odds: { '1': 1800 }, version: 2n });
  });

  it('applies messages racing for one producer one at a time: each sequence once, the repeats seen', async () => {
    const p = producer('p-race');
    const all = [p.next(fixture('m3')), p.next(prices('m3', 2100)), p.next(prices('m3', 2200))];
    for (const m of all) {
      const answers = await Promise.all([applyFeedMessage(t.db, m), applyFeedMessage(t.db, m)]);
      expect(answers.sort()).toEqual(['applied', 'seen']);
    }
    expect(await market('m3', 'ft:1x2')).toMatchObject({ odds: { '1': 2200 }, version: 2n });
  });

  it('stops betting on a match or on named markets, and a price brings a market back', async () => {
    const p = producer('p-stop');
    await applyFeedMessage(t.db, p.next(fixture('m4')));
    await applyFeedMessage(t.db, p.next(prices('m4', 2100)));
    await applyFeedMessage(t.db, p.next({ kind: 'bet_stop', feedId: 'm4', markets: ['ft:ah:-2'] }));
    expect(await statuses('m4')).toEqual(['active', 'suspended']);
    await applyFeedMessage(t.db, p.next({ kind: 'bet_stop', feedId: 'm4' }));
    expect(await statuses('m4')).toEqual(['suspended', 'suspended']);
    await applyFeedMessage(t.db, p.next(prices('m4', 2150)));
    expect(await statuses('m4')).toEqual(['active', 'active']);
  });

  it('settles a market for good: a late price changes nothing, a rollback reopens it suspended', async () => {
    const p = producer('p-settle');
    await applyFeedMessage(t.db, p.next(fixture('m5')));
    await applyFeedMessage(t.db, p.next(prices('m5', 2100)));
    await applyFeedMessage(
      t.db,
      p.next({
        kind: 'bet_settlement',
        feedId: 'm5',
        markets: [{ key: 'ft:1x2', outcomes: { '1': 'win', X: 'lose', '2': 'lose' } }],
      }),
    );
    await applyFeedMessage(t.db, p.next(prices('m5', 1500)));
    const settled = await market('m5', 'ft:1x2');
    expect(settled).toMatchObject({ status: 'settled', odds: { '1': 2100 }, outcomes: { '1': 'win' } });
    await applyFeedMessage(
      t.db,
      p.next({ kind: 'rollback_bet_settlement', feedId: 'm5', markets: ['ft:1x2'] }),
    );
    expect(await market('m5', 'ft:1x2')).toMatchObject({ status: 'suspended', outcomes: null });
  });

  it('cancels a market (even a settled one) and a rollback of the cancel reopens it suspended', async () => {
    const p = producer('p-cancel');
    await applyFeedMessage(t.db, p.next(fixture('m6')));
    await applyFeedMessage(t.db, p.next(prices('m6', 2100)));
    await applyFeedMessage(
      t.db,
      p.next({ kind: 'bet_cancel', feedId: 'm6', markets: ['ft:1x2', 'ft:ah:-2'] }),
    );
    expect(await statuses('m6')).toEqual(['cancelled', 'cancelled']);
    await applyFeedMessage(t.db, p.next(prices('m6', 1500)));
    expect(await statuses('m6')).toEqual(['cancelled', 'cancelled']);
    await applyFeedMessage(t.db, p.next({ kind: 'rollback_bet_cancel', feedId: 'm6', markets: ['ft:1x2'] }));
    expect(await statuses('m6')).toEqual(['suspended', 'cancelled']);
  });

  it('counts a message about a match it never announced without changing anything', async () => {
    const p = producer('p-unknown');
    expect(await applyFeedMessage(t.db, p.next(prices('nobody', 2100)))).toBe('applied');
    expect(await markets('nobody')).toEqual([]);
    expect(await nextSequence(t.db, 'p-unknown')).toBe(2n);
  });

  it('suspends a silent producer’s open markets until its snapshot is complete', async () => {
    const p = producer('p-silent');
    await applyFeedMessage(t.db, p.next(fixture('m7')));
    await applyFeedMessage(t.db, p.next(prices('m7', 2100)));
    await applyFeedMessage(t.db, p.next({ kind: 'snapshot_complete' }));
    const aliveAt = Date.parse('2026-12-04T12:00:03Z');
    // ten seconds after its last word, with a five-second allowance: silent
    expect(await suspendSilentProducers(t.db, 5_000, new Date(aliveAt + 10_000))).toBeGreaterThanOrEqual(2);
    expect(await statuses('m7')).toEqual(['suspended', 'suspended']);
    const up = await t.db
      .selectFrom('sport_feed_producers')
      .selectAll()
      .where('producer', '=', 'p-silent')
      .execute();
    expect(up[0]?.down).toBe(true);
    // recovery: the snapshot's prices, then its end
    await applyFeedMessage(t.db, p.next(prices('m7', 2000)));
    await applyFeedMessage(t.db, p.next({ kind: 'snapshot_complete' }));
    const back = await t.db
      .selectFrom('sport_feed_producers')
      .selectAll()
      .where('producer', '=', 'p-silent')
      .execute();
    expect(back[0]?.down).toBe(false);
    expect(await statuses('m7')).toEqual(['active', 'active']);
  });
});

describe('feed messages are parsed at the boundary', () => {
  it('refuses odds outside the ladder, an unknown kind and a missing sequence', () => {
    const base = { producer: 'p', seq: 1, at: 0, kind: 'odds_change', feedId: 'm' };
    expect(feedMessage.safeParse({ ...base, markets: [] }).success).toBe(true);
    expect(
      feedMessage.safeParse({ ...base, markets: [{ key: 'ft:1x2', status: 'active', odds: { '1': 1000 } }] })
        .success,
    ).toBe(false);
    expect(
      feedMessage.safeParse({ ...base, markets: [{ key: 'ft:1x2', status: 'active', odds: { '1': 1.95 } }] })
        .success,
    ).toBe(false);
    expect(feedMessage.safeParse({ ...base, kind: 'score_change' }).success).toBe(false);
    expect(feedMessage.safeParse({ producer: 'p', at: 0, kind: 'alive', subscribed: true }).success).toBe(
      false,
    );
  });
});
