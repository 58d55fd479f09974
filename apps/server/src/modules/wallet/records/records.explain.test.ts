import { siteDay } from '@app/contracts';
import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainPlan, type PlanNode } from '../../../../test/explain.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { recordWindow } from '../../../shared/site-time.ts';
import { sentTodayQuery } from '../transfers/queries.ts';
import {
  bonusesPageQuery,
  bonusesSummaryQuery,
  memberAccounts,
  profitLossQuery,
  type RecordScope,
  transactionsCountQuery,
  transactionsPageQuery,
} from './queries.ts';

/**
 * The record queries read through indexes, never the whole postings table: on 106,000 transfers (212,000
 * postings) of 500 members spread over 120 days (one of them a heavy player with 6,000 in 90 days), each query's plan touches ledger_postings only through
 * ledger_postings_account_time and ledger_transfers only by primary key. `SHOW_PLANS=1` prints the plans.
 */

let t: TestDatabase;
let member: bigint;
let scope: RecordScope;
let single: RecordScope;
let mainAccount: bigint;

const MEMBERS = 500;
const PER_MEMBER = 200;

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db;
  await sql`
    INSERT INTO members (merchant, username, nickname)
    SELECT (SELECT code FROM merchants LIMIT 1), 'plan' || g, 'plan' || g FROM generate_series(1, ${MEMBERS}) g`.execute(
    db,
  );
  await sql`
    INSERT INTO ledger_accounts (code, member_id, purpose)
    SELECT 'member:' || id || ':main', id, 'main' FROM members WHERE username LIKE 'plan%'`.execute(db);
  await sql`INSERT INTO ledger_accounts (code, purpose, allow_negative) VALUES ('world:plan', 'world', true)`.execute(
    db,
  );
  // transfers of every kind, at random times over the last 120 days
  await sql`
    INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, metadata, created_at)
    SELECT 'plan:' || a.member_id || ':' || n, '\\x00'::bytea,
           (ARRAY['bet','win','refund','deposit','bonus','rebate','transfer'])[1 + (n % 7)],
           jsonb_build_object('category', (ARRAY['RNG','LIVE','SPORTS'])[1 + (n % 3)], 'gameCode', 'G' || (n % 50)),
           now() - random() * interval '120 days'
    FROM ledger_accounts a, generate_series(1, ${PER_MEMBER}) n
    WHERE a.code LIKE 'member:%'`.execute(db);
  // and one heavy player: 6,000 more over the last 90 days
  await sql`
    INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, metadata, created_at)
    SELECT 'plan:' || a.member_id || ':x' || n, '\\x00'::bytea, (ARRAY['bet','win'])[1 + (n % 2)],
           jsonb_build_object('category', 'RNG', 'gameCode', 'G1'), now() - random() * interval '90 days'
    FROM ledger_accounts a, generate_series(1, 6000) n
    WHERE a.code = (SELECT 'member:' || id || ':main' FROM members WHERE username = 'plan7')`.execute(db);
  // both legs of each transfer in one statement (the balance trigger checks each statement's sums)
  await sql`
    INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, created_at)
    SELECT t.id, leg.account, leg.amount, 0, t.created_at
    FROM ledger_transfers t
    JOIN ledger_accounts a ON a.code = 'member:' || split_part(t.idempotency_key, ':', 2)::bigint || ':main'
    CROSS JOIN LATERAL (VALUES
      (a.id, CASE WHEN t.kind = 'bet' THEN -100 ELSE 100 END::bigint),
      ((SELECT id FROM ledger_accounts WHERE code = 'world:plan'), CASE WHEN t.kind = 'bet' THEN 100 ELSE -100 END::bigint)
    ) AS leg(account, amount)
    WHERE t.idempotency_key LIKE 'plan:%'`.execute(db);
  // a member with several wallets, as a real one has (main, withdrawal hold, vendor wallets)
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'plan7')
    .executeTakeFirstOrThrow();
  member = row.id;
  await sql`
    INSERT INTO ledger_accounts (code, member_id, purpose) VALUES
      (${`member:${member}:withdrawal_hold`}, ${member}, 'withdrawal_hold'),
      (${`member:${member}:vendor:SABA_SPORTS`}, ${member}, 'vendor')`.execute(db);
  await sql`ANALYZE ledger_accounts, ledger_transfers, ledger_postings`.execute(db);

  const accounts = await memberAccounts(db, member);
  const window = recordWindow({ from: undefined, to: siteDay() });
  scope = { accounts: accounts.map((a) => a.id), start: window.start, end: window.end };
  mainAccount = accounts.find((a) => a.purpose === 'main')!.id;
  single = { ...scope, accounts: [mainAccount] };
}, 120_000);
afterAll(() => t.drop());

const explain = (query: Compilable) => explainPlan(t.db, query);

/** No sequential scan of the ledger; postings read only through the (account, time) index. */
function expectIndexed(plan: PlanNode[]) {
  const ledger = plan.filter((n) => n['Relation Name']?.startsWith('ledger_'));
  expect(ledger.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  const postingIndexes = new Set(
    plan.filter((n) => n['Index Name']?.startsWith('ledger_postings')).map((n) => n['Index Name']),
  );
  expect([...postingIndexes]).toEqual(['ledger_postings_account_time']);
  for (const n of ledger.filter((x) => x['Relation Name'] === 'ledger_transfers')) {
    expect(n['Index Name']).toBe('ledger_transfers_pkey');
  }
}

describe('record queries use indexes', () => {
  it('transaction page and count, with and without a type filter, one or several accounts', async () => {
    const page = { pageNo: 1, pageSize: 20 };
    for (const s of [scope, single]) {
      expectIndexed(await explain(transactionsPageQuery(t.db, s, undefined, page)));
      expectIndexed(await explain(transactionsPageQuery(t.db, s, ['bet', 'win', 'refund'], page)));
      expectIndexed(
        await explain(transactionsPageQuery(t.db, s, ['deposit'], { pageNo: 50, pageSize: 100 })),
      );
      expectIndexed(await explain(transactionsCountQuery(t.db, s, undefined)));
      expectIndexed(await explain(transactionsCountQuery(t.db, s, ['transfer'])));
    }
  });

  it('profit and loss, bonuses, and the daily transfer total', async () => {
    expectIndexed(await explain(profitLossQuery(t.db, scope)));
    expectIndexed(await explain(bonusesPageQuery(t.db, scope, { pageNo: 1, pageSize: 20 })));
    expectIndexed(await explain(bonusesSummaryQuery(t.db, scope)));
    // the widest window a member can ask for: 90 days
    const today = recordWindow({ from: siteDay(), to: siteDay() });
    const wide = { ...scope, start: new Date(today.end.getTime() - 90 * 86_400_000), end: today.end };
    expectIndexed(await explain(profitLossQuery(t.db, wide)));
    expectIndexed(await explain(transactionsPageQuery(t.db, wide, ['bet'], { pageNo: 1, pageSize: 100 })));
    expectIndexed(await explain(transactionsCountQuery(t.db, wide, undefined)));
    expectIndexed(await explain(sentTodayQuery(t.db, mainAccount)));
  });
});
