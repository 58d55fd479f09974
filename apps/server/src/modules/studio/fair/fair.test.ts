import { type FairState, type RotatedSeed, STUDIO_API, type StudioRound } from '@app/contracts';
import {
  DEFAULT_DICE_MINI_CONFIG,
  DEFAULT_MINES_CONFIG,
  fairSource,
  hashServerSeed,
  playDiceMini,
  startMines,
  toJson,
} from '@app/games';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { dedicatedClient } from '../../../db/database.ts';
import { fairRoundOf } from '../service.ts';
import { type StudioRequest, studioCall, studioPlayer } from '../testing.ts';

/**
 * Commit-first seeds (docs/provably-fair.md, Seeds): the next server seed's hash is shown before the member
 * chooses a client seed, and is the one revealed for the rounds played under that choice.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;
const requestId = () => `fair${Date.now().toString(36)}x${++seq}`;
const MONEY = 1_000_000_000n;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
});
afterAll(() => t.close());

const call = <T>(...request: StudioRequest) => studioCall<T>(t.app, ...request);

async function gameByName(nameEn: string) {
  return t.db
    .selectFrom('games')
    .select(['code', 'min_bet'])
    .where('name_en', '=', nameEn)
    .executeTakeFirstOrThrow();
}

/** A funded member with a studio session at the game of this English title. */
async function playerAt(nameEn: string) {
  const game = await gameByName(nameEn);
  const p = await studioPlayer(t, game.code, MONEY);
  return { ...p, minBet: game.min_bet };
}

async function state(token: string): Promise<FairState> {
  const res = await call<FairState>('GET', STUDIO_API.fair, token);
  expect(res.status).toBe(200);
  return res.body.value;
}

async function setClientSeed(token: string, clientSeed: string): Promise<RotatedSeed> {
  const res = await call<RotatedSeed>('POST', STUDIO_API.clientSeed, token, { clientSeed });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

async function rotate(token: string): Promise<RotatedSeed> {
  const res = await call<RotatedSeed>('POST', STUDIO_API.rotateSeed, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

function pairsOf(memberId: bigint) {
  return t.db
    .selectFrom('fair_seeds')
    .select([
      'id',
      'server_seed',
      'server_seed_hash',
      'client_seed',
      'active',
      'next_server_seed',
      'next_server_seed_hash',
    ])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/**
 * The member's pairs form one chain: one active (the last), each pair that ended revealed and forgetting its next
 * seed, whose hash is the following pair's server seed hash; no server seed used twice.
 */
async function expectOneChain(memberId: bigint) {
  const pairs = await pairsOf(memberId);
  expect(pairs.filter((p) => p.active).map((p) => p.id)).toEqual([pairs.at(-1)?.id]);
  for (const [i, pair] of pairs.entries()) {
    expect(hashServerSeed(pair.server_seed)).toBe(pair.server_seed_hash);
    const next = pairs[i + 1];
    if (!next) break;
    expect(pair.next_server_seed).toBeNull();
    expect(pair.next_server_seed_hash).toBe(next.server_seed_hash);
  }
  const last = pairs.at(-1);
  expect(last?.next_server_seed && hashServerSeed(last.next_server_seed)).toBe(last?.next_server_seed_hash);
  expect(new Set(pairs.map((p) => p.server_seed)).size).toBe(pairs.length);
  return pairs;
}

const diceBets = (minBet: bigint) => [
  { type: 'big', stake: String(minBet) },
  { type: 'total', selection: 10, stake: String(minBet) },
];

describe('commit-first seeds', () => {
  it('reveals, after the rounds under a chosen client seed, the server seed whose hash was shown before choosing it', async () => {
    const { member, token, session, minBet } = await playerAt('Mini Sic Bo');
    const before = await state(token);
    expect(before).toEqual(session.fair);
    expect(before.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.nextServerSeedHash).not.toBe(before.serverSeedHash);
    expect(await state(token)).toEqual(before); // reading again commits nothing new

    const clientSeed = 'my-lucky-seed';
    const chosen = await setClientSeed(token, clientSeed);
    expect(chosen.revealed).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      rounds: 0,
    });
    expect(hashServerSeed(chosen.revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(chosen.next).toMatchObject({ serverSeedHash: before.nextServerSeedHash, clientSeed, nonce: 0 });
    expect(chosen.next.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(chosen.next.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    expect(await state(token)).toEqual(chosen.next);

    const bets = diceBets(minBet);
    const rounds: StudioRound[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call<StudioRound>('POST', STUDIO_API.play, token, {
        requestId: requestId(),
        bet: { bets },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.value.fair).toEqual({
        serverSeedHash: before.nextServerSeedHash,
        clientSeed,
        nonce: i,
      });
      rounds.push(res.body.value);
    }
    // playing leaves the commitment as it is
    expect(await state(token)).toEqual({ ...chosen.next, nonce: 3 });

    const rotated = await rotate(token);
    expect(rotated.revealed).toMatchObject({
      serverSeedHash: before.nextServerSeedHash,
      clientSeed,
      rounds: 3,
    });
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(before.nextServerSeedHash);
    expect(rotated.next.serverSeedHash).toBe(chosen.next.nextServerSeedHash);
    expect(rotated.next.clientSeed).toMatch(/^[0-9a-f]{16}$/);

    // every round comes again from (revealed seed, chosen client seed, nonce) with the engine in packages/games
    for (const round of rounds) {
      const again = playDiceMini(
        DEFAULT_DICE_MINI_CONFIG,
        bets.map((b) => ({ ...b, stake: BigInt(b.stake) })) as Parameters<typeof playDiceMini>[1],
        fairSource({ serverSeed: rotated.revealed.serverSeed, clientSeed, nonce: round.fair.nonce }),
      );
      expect(toJson(again)).toEqual(round.outcome);
      expect(String(again.totalPayout)).toBe(round.win);
      const fair = await fairRoundOf(t.db, member.id, BigInt(round.roundId));
      expect(fair.fair.serverSeed).toBe(rotated.revealed.serverSeed);
    }
    const pairs = await expectOneChain(member.id);
    expect(pairs).toHaveLength(3);
  });

  it('takes a client seed set twice in a row as two rotations, each revealing the pair before it', async () => {
    const { member, token } = await playerAt('Mini Sic Bo');
    const before = await state(token);
    const first = await setClientSeed(token, 'same-seed');
    const second = await setClientSeed(token, 'same-seed');

    expect(first.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(first.next).toMatchObject({
      serverSeedHash: before.nextServerSeedHash,
      clientSeed: 'same-seed',
      nonce: 0,
    });
    // the second reveals the first's pair: the seed committed before the first call, unplayed, with the same seed
    expect(second.revealed).toEqual({
      serverSeed: second.revealed.serverSeed,
      serverSeedHash: before.nextServerSeedHash,
      clientSeed: 'same-seed',
      rounds: 0,
    });
    expect(hashServerSeed(second.revealed.serverSeed)).toBe(first.next.serverSeedHash);
    expect(second.next).toMatchObject({
      serverSeedHash: first.next.nextServerSeedHash,
      clientSeed: 'same-seed',
      nonce: 0,
    });
    expect(second.next.nextServerSeedHash).not.toBe(first.next.nextServerSeedHash);
    expect(await state(token)).toEqual(second.next);
    expect(await expectOneChain(member.id)).toHaveLength(3);
  });

  it('runs two client seeds set at once one after the other: the later reveals the pair the earlier started', async () => {
    const { member, token } = await playerAt('Mini Sic Bo');
    const before = await state(token);
    const [a, b] = await Promise.all([setClientSeed(token, 'seed-a'), setClientSeed(token, 'seed-b')]);
    const [earlier, later] = a.revealed.serverSeedHash === before.serverSeedHash ? [a, b] : [b, a];
    expect(earlier.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(earlier.next.serverSeedHash).toBe(before.nextServerSeedHash);
    expect(later.revealed).toMatchObject({
      serverSeedHash: earlier.next.serverSeedHash,
      clientSeed: earlier.next.clientSeed,
      rounds: 0,
    });
    expect(later.next.serverSeedHash).toBe(earlier.next.nextServerSeedHash);
    expect(await state(token)).toEqual(later.next);
    expect(await expectOneChain(member.id)).toHaveLength(3);
  });

  it('queues rotations at once behind the pair’s lock: none consumes a next seed another consumed, one pair stays active', async () => {
    const { member, token } = await playerAt('Mini Sic Bo');
    const before = await state(token);
    // hold the pair's row lock (the lock a round and a rotation take) until all three rotations wait for it
    const holder: pg.Client = dedicatedClient(t.db);
    await holder.connect();
    let rotations: Promise<RotatedSeed>[] = [];
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM fair_seeds WHERE member_id = $1 AND active FOR UPDATE', [member.id]);
      rotations = [rotate(token), rotate(token), setClientSeed(token, 'chosen-meanwhile')];
      let waiting = 0;
      for (let look = 0; waiting < 3 && look < 5_000; look++) {
        // the activity view is read once per transaction unless its snapshot is cleared
        await holder.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%fair_seeds%'`,
        );
        waiting = Number(rows[0]?.n);
      }
      expect(waiting).toBe(3);
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    const answers = await Promise.all(rotations);

    // the answers form one chain from the state before: each reveals the pair the one before it started
    const byRevealed = new Map(answers.map((a) => [a.revealed.serverSeedHash, a]));
    expect(byRevealed.size).toBe(3);
    let hash = before.serverSeedHash;
    let committed = before.nextServerSeedHash;
    for (let i = 0; i < 3; i++) {
      const answer = byRevealed.get(hash);
      expect(answer, `no rotation revealed ${hash}`).toBeDefined();
      if (!answer) return;
      expect(hashServerSeed(answer.revealed.serverSeed)).toBe(hash);
      expect(answer.revealed.rounds).toBe(0);
      expect(answer.next.serverSeedHash).toBe(committed);
      hash = answer.next.serverSeedHash;
      committed = answer.next.nextServerSeedHash;
    }
    expect(await state(token)).toMatchObject({ serverSeedHash: hash, nextServerSeedHash: committed });
    expect(await expectOneChain(member.id)).toHaveLength(4);
  });

  it('draws the next seed of a pair from before the commitment once, whoever reads it first', async () => {
    const { member, token } = await playerAt('Mini Sic Bo');
    const before = await state(token);
    await t.db
      .updateTable('fair_seeds')
      .set({ next_server_seed: null, next_server_seed_hash: null })
      .where('member_id', '=', member.id)
      .where('active', '=', true)
      .execute();
    const reads = await Promise.all([state(token), state(token), state(token)]);
    const committed = reads[0]?.nextServerSeedHash;
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    for (const read of reads) expect(read).toEqual({ ...before, nextServerSeedHash: committed });
    const rotated = await rotate(token);
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(rotated.next.serverSeedHash).toBe(committed);
    await expectOneChain(member.id);
  });
});

describe('rotation and rounds of several moves', () => {
  it('refuses to rotate while a mines round is open, then reveals the seed the round was dealt from', async () => {
    const { member, token, minBet } = await playerAt('Treasure Mines');
    const before = await state(token);
    const started = await call<StudioRound>('POST', STUDIO_API.play, token, {
      requestId: requestId(),
      bet: { stake: String(minBet), mines: 3 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const round = started.body.value;
    expect(round.status).toBe('open');

    for (const refused of [
      await call('POST', STUDIO_API.rotateSeed, token),
      await call('POST', STUDIO_API.clientSeed, token, { clientSeed: 'not-now' }),
    ]) {
      expect(refused).toMatchObject({ status: 409, body: { code: 'round_open' } });
    }
    // nothing moved: the same pair, the same commitment
    expect(await state(token)).toEqual({ ...before, nonce: 1 });
    expect((await fairRoundOf(t.db, member.id, BigInt(round.roundId))).fair.serverSeed).toBeNull();

    const cashedOut = await call<StudioRound>('POST', STUDIO_API.action, token, {
      requestId: requestId(),
      roundId: round.roundId,
      action: { type: 'reveal', tile: 0 },
    });
    let last = cashedOut.body.value;
    if (last.status === 'open') {
      last = (
        await call<StudioRound>('POST', STUDIO_API.action, token, {
          requestId: requestId(),
          roundId: round.roundId,
          action: { type: 'cashout' },
        })
      ).body.value;
    }
    expect(last.status).toBe('settled');

    const rotated = await rotate(token);
    expect(rotated.revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, rounds: 1 });
    expect(rotated.next.serverSeedHash).toBe(before.nextServerSeedHash);
    const replayed = startMines(
      DEFAULT_MINES_CONFIG,
      { stake: minBet, mines: 3 },
      fairSource({ serverSeed: rotated.revealed.serverSeed, clientSeed: before.clientSeed, nonce: 0 }),
    );
    expect(replayed.mines).toEqual(last.outcome.mines);
    await expectOneChain(member.id);
  });

  it('never reveals the seed of a mines round started at the same moment as a rotation', async () => {
    const { member, token, minBet } = await playerAt('Treasure Mines');
    const before = await state(token);
    const [started, rotation] = await Promise.all([
      call<StudioRound>('POST', STUDIO_API.play, token, {
        requestId: requestId(),
        bet: { stake: String(minBet), mines: 3 },
      }),
      call<RotatedSeed>('POST', STUDIO_API.rotateSeed, token),
    ]);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const round = started.body.value;
    if (rotation.status === 200) {
      // the rotation went first: the round was dealt from the pair it started
      expect(rotation.body.value.revealed.serverSeedHash).toBe(before.serverSeedHash);
      expect(round.fair).toMatchObject({ serverSeedHash: before.nextServerSeedHash, nonce: 0 });
    } else {
      expect(rotation).toMatchObject({ status: 409, body: { code: 'round_open' } });
      expect(round.fair).toMatchObject({ serverSeedHash: before.serverSeedHash, nonce: 0 });
    }
    expect((await fairRoundOf(t.db, member.id, BigInt(round.roundId))).fair.serverSeed).toBeNull();
    await expectOneChain(member.id);
  });
});
