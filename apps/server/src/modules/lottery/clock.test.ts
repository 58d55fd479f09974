import { LOTTERY_API, OPERATOR_API, type OperatorSession } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NORTH_2026_09_11 } from '../../../../../packages/games/src/lottery/vn/vn-real-draws.ts';
import { createTestApp } from '../../../test/test-db.ts';
import { createOperator } from '../operator/index.ts';
import { mainBalance, studioCall, studioPlayer } from '../studio/testing.ts';
import { OPERATOR_PASSWORD } from '../wallet/testing.ts';
import { closeDrawNow, insertTestDraw } from './testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const FAST = 'VN_LOTTO_005';
const NORTH = 'VN_LOTTO_001';
const FUNDS = 10_000_000n;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
});
afterAll(() => t.close());

/** Resolves once a backend of the test's database waits on a lock (the request has reached its lock). */
async function untilSomeoneWaitsForALock(): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
      t.db,
    );
    if (Number(rows[0]?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('closes are decided by the database’s clock when the check runs', () => {
  it('refuses a slip sent before the close whose lock on the draw is granted after it, and takes no money', async () => {
    const draw = await insertTestDraw(t.db, FAST, { closesInMs: 60_000 });
    const p = await studioPlayer(t, FAST, FUNDS);
    let slipWaits: () => void = () => {};
    const waiting = new Promise<void>((resolve) => {
      slipWaits = resolve;
    });
    // another writer (a result entry, the draw job) holds the draw's row; while the slip waits for it, the draw
    // closes (its close moved to just ahead, so however slow the machine, the slip began before the close)
    const holder = t.db.transaction().execute(async (tx) => {
      await tx.selectFrom('lottery_draws').select('id').where('id', '=', draw.id).forUpdate().execute();
      await waiting;
      await sql`UPDATE lottery_draws SET closes_at = clock_timestamp() + interval '200 milliseconds'
                WHERE id = ${draw.id}`.execute(tx);
      await sql`SELECT pg_sleep(0.4)`.execute(tx);
    });
    const slip = studioCall<unknown>(t.app, 'POST', LOTTERY_API.bet, p.token, {
      requestId: 'lockedpastclose1',
      drawId: String(draw.id),
      lines: [{ type: 'lo_2_digits', numbers: ['07'], points: '1' }],
    });
    await untilSomeoneWaitsForALock();
    slipWaits();
    await holder;
    const answer = await slip;
    expect([answer.status, answer.body.code]).toEqual([409, 'lottery_closed']);
    expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS);
    const bets = await t.db.selectFrom('lottery_bets').select('id').where('draw_id', '=', draw.id).execute();
    expect(bets).toEqual([]);
  });

  it('refuses a result entered one second before the close, and takes it after', async () => {
    await createOperator(t.db, 'clockop1', OPERATOR_PASSWORD);
    const login = await studioCall<OperatorSession>(t.app, 'POST', OPERATOR_API.login, null, {
      username: 'clockop1',
      password: OPERATOR_PASSWORD,
    });
    const draw = await insertTestDraw(t.db, NORTH, { fast: false, closesInMs: 1_000 }); // a second from now
    const url = `/api/operator/lottery/draws/${draw.id}/result`;
    const body = { result: NORTH_2026_09_11.result };
    const early = await studioCall(t.app, 'POST', url, login.body.value.token, body);
    expect([early.status, early.body.code]).toEqual([409, 'lottery_draw_not_closed']);
    expect(
      await t.db
        .selectFrom('lottery_result_entries')
        .select('draw_id')
        .where('draw_id', '=', draw.id)
        .execute(),
    ).toEqual([]);
    await closeDrawNow(t.db, draw.id);
    const after = await studioCall<{ state: string }>(t.app, 'POST', url, login.body.value.token, body);
    expect([after.status, after.body.value.state]).toEqual([200, 'entered']);
  });
});
