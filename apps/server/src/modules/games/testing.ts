import type { BetCategory } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { launchGame } from './launch/service.ts';
import * as seamless from './seamless/service.ts';

/**
 * Test helpers for rounds played through the seamless wallet in-process, as the studio plays them: a test
 * provider with a game in any category, a player session, and whole rounds (debits, rollbacks, a closing credit).
 * Never imported by production code.
 */

export const TEST_PROVIDER = 'testgames';
const TEST_KEY = 'test-games-wallet-key-0123456789abcdef';

/** A game of `category` served by the test provider (created on first use in this database), min bet 1 ₫. */
export async function testGame(db: Db, category: BetCategory): Promise<string> {
  await db
    .insertInto('game_providers')
    .values({ code: TEST_PROVIDER, name: 'Test games', wallet_key: TEST_KEY, launch_url: '/t?token={token}' })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const vassalage = `TEST_GAMES_${category}`;
  const code = `${vassalage}_001`;
  await db
    .insertInto('vendors')
    .values({
      vassalage,
      name: `Test ${category}`,
      category,
      account_type_name: 'TEST',
      provider: TEST_PROVIDER,
    })
    .onConflict((oc) => oc.column('vassalage').doNothing())
    .execute();
  await db
    .insertInto('games')
    .values({
      code,
      vassalage,
      category,
      name_vi: `Thử ${category}`,
      name_en: `Test ${category}`,
      search_text: `test ${category.toLowerCase()}`,
      node_id: '999100',
      min_bet: 100n,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return code;
}

/** A player session of the member at a game (demo money when `isDemo`), as `authenticate` answers it. */
export async function playerSession(
  db: Db,
  memberId: bigint,
  gameCode: string,
  { isDemo = false, provider = TEST_PROVIDER } = {},
): Promise<string> {
  const launch = await launchGame(db, { memberId, isDemo, language: 'vi' }, gameCode);
  const launchToken = new URL(launch.url, 'http://site').searchParams.get('token')!;
  return (await seamless.authenticate(db, provider, launchToken)).sessionToken;
}

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++seq}`;

export type TestRound = {
  roundId: string;
  debit: (amount: bigint, transactionId?: string) => Promise<string>;
  rollback: (debitId: string) => Promise<void>;
  credit: (amount: bigint, options?: { transactionId?: string; closeRound?: boolean }) => Promise<void>;
};

/** A round of the session's player: each call one seamless-wallet call in its own transaction. */
export function testRound(db: Db, sessionToken: string, provider = TEST_PROVIDER): TestRound {
  const roundId = nextId('round');
  return {
    roundId,
    debit: async (amount, transactionId = nextId('debit')) => {
      await seamless.walletCall(db, (tx) =>
        seamless.debit(tx, provider, { sessionToken, transactionId, roundId, amount }),
      );
      return transactionId;
    },
    rollback: async (rollsBack) => {
      await seamless.walletCall(db, (tx) =>
        seamless.rollback(tx, provider, { transactionId: nextId('rollback'), roundId, rollsBack }),
      );
    },
    credit: async (amount, { transactionId = nextId('credit'), closeRound = true } = {}) => {
      await seamless.walletCall(db, (tx) =>
        seamless.credit(tx, provider, { transactionId, roundId, amount, closeRound }),
      );
    },
  };
}

/** One settled round: `stake` bet, `win` paid, the round closed. */
export async function playRound(db: Db, sessionToken: string, stake: bigint, win = 0n): Promise<TestRound> {
  const round = testRound(db, sessionToken);
  await round.debit(stake);
  await round.credit(win);
  return round;
}
