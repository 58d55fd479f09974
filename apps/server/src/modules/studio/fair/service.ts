import { randomBytes } from 'node:crypto';
import type { FairState, RotatedSeed } from '@app/contracts';
import { hashServerSeed } from '@app/games/fair';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { findOpenStudioRound } from '../queries.ts';
import * as q from './queries.ts';

/**
 * Provably fair seeds (docs/provably-fair.md, commit first): each member has one active pair — a server seed shown
 * only as its SHA-256 until the pair ends, a client seed the member may set, a nonce counting the rounds the pair
 * has played — and the NEXT server seed, already drawn, shown as its SHA-256. Setting a client seed or rotating
 * ends the pair, reveals its server seed, and pairs the committed next seed with the chosen (or a random) client
 * seed: the hash the member saw before choosing is the one revealed for the rounds under that choice.
 */

/** Tries to find the member's pair before giving up: each miss means another transaction changed it meanwhile. */
const ATTEMPTS = 5;

type CommittedPair = q.PairRow & { next_server_seed: string; next_server_seed_hash: string };

function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: hashServerSeed(seed) };
}

function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function isCommitted(row: q.PairRow): row is CommittedPair {
  return row.next_server_seed !== null && row.next_server_seed_hash !== null;
}

function stateOf(row: CommittedPair): FairState {
  return {
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    nextServerSeedHash: row.next_server_seed_hash,
  };
}

function pairOf(memberId: bigint, clientSeed: string, current = newServerSeed()): q.NewPair {
  const next = newServerSeed();
  return {
    memberId,
    serverSeed: current.seed,
    serverSeedHash: current.hash,
    clientSeed,
    nextServerSeed: next.seed,
    nextServerSeedHash: next.hash,
  };
}

/**
 * The member's active pair with its next server seed committed (`lock`: locked until the transaction ends). The
 * first pair is made on first use; a pair from before migration 0042 gets its next seed drawn now, once: of two
 * readers drawing together only the first drawing is kept, and both answer it.
 */
async function committedPair(db: Executor, memberId: bigint, lock: boolean): Promise<CommittedPair> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await (lock ? q.lockActiveSeed(db, memberId) : q.activeSeed(db, memberId));
    if (!row) {
      await q.insertFirstSeed(db, pairOf(memberId, newClientSeed()));
      continue;
    }
    if (isCommitted(row)) return row;
    const filled = await q.commitNextSeed(db, row.id, newServerSeed());
    if (filled && isCommitted(filled)) return filled;
  }
  throw new Error('fair: the seed pair kept changing while it was read');
}

export async function fairState(db: Executor, memberId: bigint): Promise<FairState> {
  return stateOf(await committedPair(db, memberId, false));
}

/** The seeds of the round about to be played; the nonce is taken (the pair stays locked until commit). */
export async function takeRoundSeeds(db: Executor, memberId: bigint): Promise<q.SeedRow> {
  let row = await q.takeNonce(db, memberId);
  if (!row) {
    await q.insertFirstSeed(db, pairOf(memberId, newClientSeed()));
    row = await q.takeNonce(db, memberId);
  }
  if (!row) throw new Error('fair: no active seed pair after creating one');
  return row;
}

/**
 * `takeRoundSeeds` for many members at once (the rounds of a batch, one per member): one statement for the members
 * who have a pair, and a first pair for those who have none.
 */
export async function takeSeedsOf(
  db: Executor,
  memberIds: readonly bigint[],
): Promise<Map<bigint, q.SeedRow>> {
  const seeds = await q.takeNonces(db, memberIds);
  for (const memberId of memberIds)
    if (!seeds.has(memberId)) seeds.set(memberId, await takeRoundSeeds(db, memberId));
  return seeds;
}

/** Gives back the nonces `takeSeedsOf` took for rounds that were not played (refused, or played already). */
export const giveBackSeeds = q.giveBackNonces;

/**
 * Ends the active pair (revealing its server seed) and starts the next from the committed next server seed, with
 * `clientSeed` when given (else a random one), and a fresh next seed. One transaction holding the pair's lock: two
 * rotations at once run one after the other (the second ends the pair the first started), and a round of several
 * moves (mines, hi-lo) opened on the pair refuses it with `round_open` (its next cards or mines would be known).
 */
export async function rotate(db: Db, memberId: bigint, clientSeed?: string): Promise<RotatedSeed> {
  return db.transaction().execute(async (tx) => {
    const ended = await committedPair(tx, memberId, true);
    if (await findOpenStudioRound(tx, memberId)) throw new AppError('round_open');
    if (!(await q.retireSeed(tx, ended.id))) throw new Error('fair: the locked pair ended under its lock');
    const started = await q.insertNextSeed(
      tx,
      pairOf(memberId, clientSeed ?? newClientSeed(), {
        seed: ended.next_server_seed,
        hash: ended.next_server_seed_hash,
      }),
    );
    if (!isCommitted(started)) throw new Error('fair: the new pair has no next seed');
    return {
      revealed: {
        serverSeed: ended.server_seed,
        serverSeedHash: ended.server_seed_hash,
        clientSeed: ended.client_seed,
        rounds: Number(ended.nonce),
      },
      next: stateOf(started),
    };
  });
}

export { seedById } from './queries.ts';
