import type { StudioRound } from '@app/contracts';
import { toJson } from '@app/games';
import { isDatabaseTimeout } from '../../db/availability.ts';
import type { Db, Executor } from '../../db/database.ts';
import { inTransaction, TRANSIENT_OR_RACED } from '../../db/transaction.ts';
import { crashPoint } from '../../shared/crash-point.ts';
import { turnBatches } from '../../shared/turn-batches.ts';
import { type PlayCall, seamlessWallet } from '../games/index.ts';
import { giveBackSeeds, takeSeedsOf } from './fair/service.ts';
import * as q from './queries.ts';
import {
  debitDetail,
  draw,
  type EngineResult,
  type Player,
  playRoundAlone,
  providerRoundId,
  type RoundAsk,
  STUDIO,
} from './rounds.ts';

/** A round of a batch to be played alone after it: its request id was played before (answer that round). */
const ALONE = Symbol('alone');

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * One round each of distinct members in one transaction: every member's next nonce in one statement, the outcomes
 * drawn, then every round's debit and win in one statement (the seamless wallet's `playRounds`). A refused round
 * (funds, limits, maintenance, a session ended) is answered with its refusal and gives its nonce back, as it would
 * alone; a request id played before is left to `playRoundAlone` (ALONE). Answers in the asks' order.
 */
async function playBatch(
  tx: Executor,
  asks: readonly RoundAsk[],
): Promise<(StudioRound | Error | typeof ALONE)[]> {
  const seeds = await takeSeedsOf(
    tx,
    asks.map((ask) => ask.player.memberId),
  );
  const results: (StudioRound | Error | typeof ALONE)[] = new Array(asks.length);
  const givenBack: bigint[] = [];
  const plays: { i: number; roundId: string; outcome: object; call: PlayCall }[] = [];
  for (const [i, ask] of asks.entries()) {
    const seed = seeds.get(ask.player.memberId);
    if (!seed) throw new Error('studio: a member of the batch has no seed pair');
    const roundId = providerRoundId(ask.player.memberId, ask.requestId);
    let drawn: EngineResult;
    try {
      drawn = draw(ask, seed);
    } catch (error) {
      results[i] = asError(error);
      givenBack.push(seed.id);
      continue;
    }
    plays.push({
      i,
      roundId,
      outcome: drawn.outcome,
      call: {
        debit: {
          sessionToken: ask.player.sessionToken,
          transactionId: `${roundId}:bet`,
          roundId,
          amount: ask.stake,
          detail: debitDetail(ask, seed),
        },
        win: {
          transactionId: `${roundId}:win`,
          amount: drawn.win,
          detail: { outcome: toJson(drawn.outcome) },
        },
      },
    });
  }
  const answers = await seamlessWallet.playRounds(
    tx,
    STUDIO,
    plays.map((play) => play.call),
  );
  crashPoint('studio.batch-played');
  for (const [j, play] of plays.entries()) {
    const { seen, debit, credit } = answers[j] as (typeof answers)[number];
    const ask = asks[play.i] as RoundAsk;
    if (seen || debit instanceof Error) {
      results[play.i] = seen ? ALONE : (debit as Error);
      givenBack.push((seeds.get(ask.player.memberId) as { id: bigint }).id);
      continue;
    }
    if (!credit?.round) throw new Error('studio: a round of the batch took its stake but was not paid');
    await ask.record?.(tx, play.roundId, play.outcome);
    results[play.i] = q.studioRoundOf(credit.round);
  }
  await giveBackSeeds(tx, givenBack);
  return results;
}

/**
 * A turn's batch is played in this many transactions side by side, each on the members of its own house accounts
 * (the seamless wallet's `houseShardOf` modulo LANES): no lane waits on another's locks, so the database works on
 * them at once, one core each.
 */
export const LANES = 2;

/**
 * One lane's first rounds of distinct members in one transaction (`playBatch`), their results written into
 * `results` (a request id played before goes to `after`); answers the rounds to play one by one instead: all of
 * them when the batch met a racing call, a deadlock or a lock timeout, which leave nothing written.
 */
async function playLane(
  db: Db,
  asks: readonly RoundAsk[],
  lane: readonly number[],
  results: (StudioRound | Error | Promise<StudioRound>)[],
  after: number[],
): Promise<readonly number[]> {
  if (lane.length === 0) return [];
  try {
    const played = await inTransaction(db, (tx) =>
      playBatch(
        tx,
        lane.map((i) => asks[i] as RoundAsk),
      ),
    );
    for (const [j, i] of lane.entries()) {
      const result = played[j] as StudioRound | Error | typeof ALONE;
      if (result === ALONE) after.push(i);
      else results[i] = result;
    }
    return [];
  } catch (error) {
    // a raced batch, or one that waited too long on a row held elsewhere: each round goes on its own, so only the
    // member whose row is held gets the coded timeout
    if (!TRANSIENT_OR_RACED.has((error as { code?: string }).code ?? '') && !isDatabaseTimeout(error))
      throw error;
    return lane;
  }
}

/**
 * Rounds arriving together, each answered exactly as `playRoundAlone` would answer it: the first round of each
 * member in batches, one per lane (`playLane`; a batch of one costs fewer statements than a round alone: its
 * nonce, then its debit and win in one), or one by one side by side when a lane's batch met a race; then a
 * member's further rounds, and rounds whose request id was played before, one after another in their order (each
 * sees the one before).
 */
export async function playTogether(
  db: Db,
  asks: readonly RoundAsk[],
): Promise<(StudioRound | Error | Promise<StudioRound>)[]> {
  const results: (StudioRound | Error | Promise<StudioRound>)[] = new Array(asks.length);
  const members = new Set<bigint>();
  const lanes: number[][] = Array.from({ length: LANES }, () => []);
  const after: number[] = [];
  for (const [i, ask] of asks.entries()) {
    const memberId = ask.player.memberId;
    if (members.has(memberId)) after.push(i);
    else {
      members.add(memberId);
      (lanes[seamlessWallet.houseShardOf(memberId) % LANES] as number[]).push(i);
    }
  }
  const sideBySide = (
    await Promise.all(lanes.map((lane) => playLane(db, asks, lane, results, after)))
  ).flat();
  // the rounds not played in a batch go on outside the batches' flight (their promises are the answers): a
  // member whose row is held elsewhere keeps only their own spin waiting, never the next turn's players. A member's
  // later rounds follow the rounds before them, in order.
  const alone = (i: number) => playRoundAlone(db, asks[i] as RoundAsk);
  const sideRuns = sideBySide.map((i) => {
    const run = alone(i);
    results[i] = run;
    return run.catch(() => undefined);
  });
  let before: Promise<unknown> = Promise.all(sideRuns);
  for (const i of after.sort((a, b) => a - b)) {
    const run = before.then(() => alone(i));
    results[i] = run;
    before = run.catch(() => undefined);
  }
  return results;
}

const gatherers = new WeakMap<Db, (ask: RoundAsk) => Promise<StudioRound>>();

/** The rounds of `db`'s requests, gathered per event-loop turn (shared/turn-batches.ts) and played together. */
function roundsTogether(db: Db): (ask: RoundAsk) => Promise<StudioRound> {
  let gather = gatherers.get(db);
  if (!gather) {
    gather = turnBatches<RoundAsk, StudioRound>((asks) => playTogether(db, asks));
    gatherers.set(db, gather);
  }
  return gather;
}

/**
 * Plays one whole round (a spin with its free spins, a dice throw, a fish shot's hits): takes the member's next fair
 * nonce, draws the outcome, debits the stake and credits the win through the seamless wallet, all or nothing. A
 * request id already played answers that round again, with nothing drawn or moved; a refused bet (funds, limits,
 * maintenance) moves nothing and gives the nonce back. Rounds arriving together are played together.
 */
export function playRound(
  db: Db,
  player: Player,
  requestId: string,
  stake: bigint,
  meta: { family: string; model: string },
  engine: RoundAsk['engine'],
  record?: RoundAsk['record'],
): Promise<StudioRound> {
  return roundsTogether(db)({ player, requestId, stake, meta, engine, record });
}
