import { randomBytes } from 'node:crypto';
import type { FairState, RotatedSeed } from '@app/contracts';
import { hashServerSeed } from '@app/games/fair';
import type { Executor } from '../../../db/database.ts';
import * as q from './queries.ts';

/**
 * Provably fair seeds (docs/provably-fair.md): each member has one active pair — a server seed shown only as
 * its SHA-256 until the pair ends, and a client seed the member may set — and a nonce counting the rounds the
 * pair has played. Setting a client seed or rotating ends the pair and reveals its server seed.
 */

function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function stateOf(row: q.SeedRow): FairState {
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) };
}

async function startPair(db: Executor, memberId: bigint, clientSeed = newClientSeed()): Promise<void> {
  const serverSeed = newServerSeed();
  await q.insertSeed(db, { memberId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed });
}

export async function fairState(db: Executor, memberId: bigint): Promise<FairState> {
  let row = await q.activeSeed(db, memberId);
  if (!row) {
    await startPair(db, memberId);
    row = await q.activeSeed(db, memberId);
  }
  if (!row) throw new Error('fair: no active seed pair after creating one');
  return stateOf(row);
}

/** The seeds of the round about to be played; the nonce is taken (the pair stays locked until commit). */
export async function takeRoundSeeds(db: Executor, memberId: bigint): Promise<q.SeedRow> {
  let row = await q.takeNonce(db, memberId);
  if (!row) {
    await startPair(db, memberId);
    row = await q.takeNonce(db, memberId);
  }
  if (!row) throw new Error('fair: no active seed pair after creating one');
  return row;
}

/** Ends the active pair (revealing its server seed) and starts the next, with `clientSeed` when given. */
export async function rotate(db: Executor, memberId: bigint, clientSeed?: string): Promise<RotatedSeed> {
  await fairState(db, memberId);
  const ended = await q.retireSeed(db, memberId);
  if (!ended) throw new Error('fair: the active pair vanished while rotating');
  await startPair(db, memberId, clientSeed);
  return {
    revealed: {
      serverSeed: ended.server_seed,
      serverSeedHash: ended.server_seed_hash,
      clientSeed: ended.client_seed,
      rounds: Number(ended.nonce),
    },
    next: await fairState(db, memberId),
  };
}

export { seedById } from './queries.ts';
