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

export type TestVendor = {
  provider: string;
  walletKey: string;
  launchUrl: string;
  vassalage: string;
  game: string;
  category?: BetCategory;
  minBet?: bigint;
  nodeId?: string;
  /** What the vendor and game are named after ("Test <label>", "Thử <label>"); the game's code by default. */
  label?: string;
};

/**
 * A seamless-wallet provider with one vendor and one game (each kept when it exists already): what a vendor's
 * integration is, in the fewest rows.
 */
export async function registerTestVendor(db: Db, vendor: TestVendor): Promise<void> {
  const category = vendor.category ?? 'RNG';
  const label = vendor.label ?? vendor.game;
  await db
    .insertInto('game_providers')
    .values({
      code: vendor.provider,
      name: `Test ${vendor.provider}`,
      wallet_key: vendor.walletKey,
      launch_url: vendor.launchUrl,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('vendors')
    .values({
      vassalage: vendor.vassalage,
      name: `Test ${label}`,
      category,
      account_type_name: 'TEST',
      provider: vendor.provider,
    })
    .onConflict((oc) => oc.column('vassalage').doNothing())
    .execute();
  await db
    .insertInto('games')
    .values({
      code: vendor.game,
      vassalage: vendor.vassalage,
      category,
      name_vi: `Thử ${label}`,
      name_en: `Test ${label}`,
      search_text: `test ${label.toLowerCase()}`,
      node_id: vendor.nodeId ?? '999100',
      min_bet: vendor.minBet ?? 100n,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** A game of `category` served by the test provider (created on first use in this database), min bet 1 ₫. */
export async function testGame(db: Db, category: BetCategory): Promise<string> {
  const vassalage = `TEST_GAMES_${category}`;
  const game = `${vassalage}_001`;
  await registerTestVendor(db, {
    provider: TEST_PROVIDER,
    walletKey: TEST_KEY,
    launchUrl: '/t?token={token}',
    vassalage,
    game,
    category,
    label: category,
  });
  return game;
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

/** A round of the session's player: each call one seamless-wallet call in its own transaction, as over HTTP. */
export function testRound(db: Db, sessionToken: string, provider = TEST_PROVIDER): TestRound {
  const roundId = nextId('round');
  return {
    roundId,
    debit: async (amount, transactionId = nextId('debit')) => {
      await seamless.walletStatement(db, (db) =>
        seamless.debit(db, provider, { sessionToken, transactionId, roundId, amount }),
      );
      return transactionId;
    },
    rollback: async (rollsBack) => {
      await seamless.walletCall(db, (tx) =>
        seamless.rollback(tx, provider, { transactionId: nextId('rollback'), roundId, rollsBack }),
      );
    },
    credit: async (amount, { transactionId = nextId('credit'), closeRound = true } = {}) => {
      await seamless.walletStatement(db, (db) =>
        seamless.credit(db, provider, { transactionId, roundId, amount, closeRound }),
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
