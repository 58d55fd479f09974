import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainPlan, type PlanNode } from '../../../../test/explain.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { addSiteDays, recordWindow, siteToday } from '../../../shared/site-time.ts';
import { type BetScope, betsPageQuery, betsTotalsQuery, memberRoundQuery } from './queries.ts';

/**
 * The betting record reads a member's rounds through game_rounds_member, never the whole table: on 100,000
 * rounds of 500 members over 120 days (one of them a heavy player with 6,000 more in 90 days), every query's
 * plan touches game_rounds only through that index (or the primary key for one round). `SHOW_PLANS=1` prints
 * the plans.
 */

let t: TestDatabase;
let heavy: bigint;
let light: bigint;
let code: string;
let vassalage: string;

const MEMBERS = 500;
const PER_MEMBER = 200;

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db;
  await sql`
    INSERT INTO members (merchant, username, nickname)
    SELECT (SELECT code FROM merchants LIMIT 1), 'bets' || g, 'bets' || g FROM generate_series(1, ${MEMBERS}) g`.execute(
    db,
  );
  // rounds of every category, status and game, at random times over the last 120 days
  await sql`
    WITH g AS (SELECT code, vassalage, category, row_number() OVER (ORDER BY code) AS n FROM games),
         c AS (SELECT count(*) AS total FROM games)
    INSERT INTO game_rounds (provider, provider_round_id, member_id, game_code, vassalage, category, is_demo,
                             status, stake, win, balance_after, created_at, settled_at)
    SELECT 'studio', 'plan-' || m.id || '-' || i, m.id, g.code, g.vassalage, g.category, false,
           (ARRAY['settled','settled','settled','open','cancelled'])[1 + (i % 5)], 1000, (i % 3) * 1000, 0,
           now() - random() * interval '120 days', now()
    FROM members m
    CROSS JOIN generate_series(1, ${PER_MEMBER}) i
    CROSS JOIN c
    JOIN g ON g.n = 1 + ((m.id * 7 + i) % c.total)
    WHERE m.username LIKE 'bets%'`.execute(db);
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'bets7')
    .executeTakeFirstOrThrow();
  heavy = row.id;
  await sql`
    INSERT INTO game_rounds (provider, provider_round_id, member_id, game_code, vassalage, category, is_demo,
                             stake, created_at)
    SELECT 'studio', 'plan-heavy-' || i, ${heavy}, g.code, g.vassalage, g.category, false, 1000,
           now() - random() * interval '90 days'
    FROM generate_series(1, 6000) i
    CROSS JOIN LATERAL (SELECT code, vassalage, category FROM games ORDER BY code OFFSET (i % 20) LIMIT 1) g`.execute(
    db,
  );
  light = (
    await db.selectFrom('members').select('id').where('username', '=', 'bets8').executeTakeFirstOrThrow()
  ).id;
  const sample = await db
    .selectFrom('game_rounds')
    .select(['game_code', 'vassalage'])
    .where('member_id', '=', heavy)
    .limit(1)
    .executeTakeFirstOrThrow();
  code = sample.game_code;
  vassalage = sample.vassalage;
  await sql`ANALYZE game_rounds, games, vendors, members`.execute(db);
}, 120_000);
afterAll(() => t.drop());

const explain = (query: Compilable) => explainPlan(t.db, query);

/** No sequential scan of game_rounds, and only the index named. */
function expectIndexed(plan: PlanNode[], index = 'game_rounds_member') {
  const rounds = plan.filter((n) => n['Relation Name'] === 'game_rounds');
  expect(rounds.length).toBeGreaterThan(0);
  expect(rounds.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  const used = new Set(
    plan.filter((n) => n['Index Name']?.startsWith('game_rounds')).map((n) => n['Index Name']),
  );
  expect([...used]).toEqual([index]);
}

function scopeOf(memberId: bigint, days: { from?: string; to?: string }, filters: Partial<BetScope> = {}) {
  const window = recordWindow(days);
  return { memberId, start: window.start, end: window.end, ...filters };
}

describe('betting record queries use the member index', () => {
  it('the page and the totals, for a light and a heavy player, with every filter', async () => {
    const wide = { from: addSiteDays(siteToday(), -89), to: siteToday() };
    const filters: Partial<BetScope>[] = [
      {},
      { category: 'RNG' },
      { vendor: vassalage },
      { game: code },
      { status: 'open' },
      { category: 'LIVE', status: 'settled' },
    ];
    for (const member of [light, heavy])
      for (const days of [{}, wide])
        for (const f of filters) {
          const scope = scopeOf(member, days, f);
          expectIndexed(await explain(betsPageQuery(t.db, scope, { pageNo: 1, pageSize: 20 })));
          expectIndexed(await explain(betsPageQuery(t.db, scope, { pageNo: 50, pageSize: 100 })));
          expectIndexed(await explain(betsTotalsQuery(t.db, scope)));
        }
  });

  it('one round by its id, only the member’s', async () => {
    expectIndexed(await explain(memberRoundQuery(t.db, heavy, 12345n)), 'game_rounds_pkey');
  });
});
