import { randomBytes } from 'node:crypto';
import type { FishSession, FishShootAnswer, FishShootBody } from '@app/contracts';
import {
  FISH_MODELS,
  type FishConfig,
  type FishFieldMemo,
  type FishModelId,
  fishAlive,
  fishFieldMemo,
  fishFieldSources,
  fishHitTest,
  fishMaxLifeMs,
  resolveFishShot,
} from '@app/games';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { seamlessWallet } from '../../games/index.ts';
import { findRound, studioRoundOf } from '../queries.ts';
import { playRound } from '../round-batches.ts';
import { providerRoundId, STUDIO } from '../rounds.ts';
import { type StudioPlayer, studioGame } from '../service.ts';

/** A session's field runs this long; after it a new session (a new field) starts. */
const SESSION_MS = 12 * 60 * 60 * 1000;
/**
 * The latency window (docs/games/fish.md): a shot's claimed time may be this far behind the field's clock (the
 * client sends its shots every 0.7 s, one batch in flight, and a phone network's slow round trip takes the rest)
 * and this far ahead (the client's clock, set from the server's, a little off). A shot claimed older is refused
 * free of charge: the client cannot pick, after the fact, a past moment when a fish was where it aimed.
 */
const LATE_MS = 5_000;
const EARLY_MS = 1_000;
/** How far from the fish's drawn position a hit may be (units of the 1600 × 900 field): hit tests run on frames. */
const HIT_SLACK = 60;
const RECENT_CAPTURES_MS = 5 * 60 * 1000;

type FishShotOutcome = FishShootAnswer['shots'][number];

type SessionRow = {
  id: bigint;
  member_id: bigint;
  game_code: string;
  field_seed: string;
  elapsed_ms: number;
};

/** The fields of the sessions this process has seen: a field is redrawn only for windows it has not drawn. */
const fields = new Map<string, FishFieldMemo>();

function fieldOf(session: SessionRow, config: FishConfig): FishFieldMemo {
  let memo = fields.get(session.field_seed);
  if (!memo) {
    memo = fishFieldMemo(config, fishFieldSources(session.field_seed));
    fields.set(session.field_seed, memo);
    if (fields.size > 500) fields.delete(fields.keys().next().value as string);
  }
  return memo;
}

async function fishGame(db: Db, player: StudioPlayer) {
  const game = await studioGame(db, player.gameCode, player.language, player.game);
  const config = FISH_MODELS[game.model as FishModelId];
  if (game.family !== 'fish' || !config) throw new AppError('game_unavailable');
  return { game, config, model: game.model as FishModelId };
}

async function latestSession(db: Executor, player: StudioPlayer): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`
    SELECT id, member_id, game_code, field_seed,
           (extract(epoch FROM clock_timestamp() - started_at) * 1000)::int AS elapsed_ms
      FROM fish_sessions
     WHERE member_id = ${player.memberId} AND game_code = ${player.gameCode}
     ORDER BY started_at DESC
     LIMIT 1`.execute(db);
  return rows[0];
}

async function sessionById(db: Executor, player: StudioPlayer, id: bigint): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`
    SELECT id, member_id, game_code, field_seed,
           (extract(epoch FROM clock_timestamp() - started_at) * 1000)::int AS elapsed_ms
      FROM fish_sessions
     WHERE id = ${id} AND member_id = ${player.memberId} AND game_code = ${player.gameCode}`.execute(db);
  return rows[0];
}

/**
 * The player's field at this game: the one running (so a reload or a reconnect carries on where it was, the
 * captured fish gone), or a new one with a fresh public seed when there is none or it has run its 12 hours.
 */
export async function openFishSession(db: Db, player: StudioPlayer): Promise<FishSession> {
  const { game, config, model } = await fishGame(db, player);
  let session = await latestSession(db, player);
  if (!session || session.elapsed_ms > SESSION_MS - 60_000) {
    await db
      .insertInto('fish_sessions')
      .values({
        member_id: player.memberId,
        game_code: player.gameCode,
        field_seed: randomBytes(16).toString('hex'),
      })
      .execute();
    session = (await latestSession(db, player)) as SessionRow;
  }
  const [captured, wallet] = await Promise.all([
    db
      .selectFrom('fish_captures')
      .select('fish_id')
      .where('session_id', '=', session.id)
      .where('captured_at', '>', new Date(Date.now() - Math.max(RECENT_CAPTURES_MS, fishMaxLifeMs(config))))
      .execute(),
    seamlessWallet.balance(db, STUDIO, player.sessionToken),
  ]);
  return {
    sessionId: String(session.id),
    model,
    theme: game.theme,
    fieldSeed: session.field_seed,
    elapsedMs: session.elapsed_ms,
    baseStake: game.minBet,
    levels: [...config.cannonLevels],
    captured: captured.map((row) => row.fish_id),
    balance: wallet.balance ?? '0',
  };
}

/** Each shot checked against the field on the server's clock: the fish was there, of that kind, and not yet caught. */
function judge(
  shots: FishShootBody['shots'],
  memo: FishFieldMemo,
  config: FishConfig,
  elapsedMs: number,
  captured: Set<number>,
): boolean[] {
  const seen = new Set<number>();
  return shots.map((shot) => {
    if (shot.atMs > elapsedMs + EARLY_MS || shot.atMs < elapsedMs - LATE_MS) return false;
    const spawn = memo.spawnById(shot.fishId);
    if (!spawn || spawn.kind !== shot.kind || !fishAlive(spawn, shot.atMs)) return false;
    if (captured.has(shot.fishId)) return false;
    if (!fishHitTest(config, spawn, shot.atMs, { x: shot.x, y: shot.y }, HIT_SLACK)) return false;
    seen.add(shot.fishId);
    return true;
  });
}

const UNIQUE_VIOLATION = '23505';

/**
 * A batch of hits at one cannon level: one studio round. Shots at fish that had gone (captured, not on the field
 * at that time, elsewhere) are refused and cost nothing; the others are resolved in order from the round's fair
 * source, their stakes debited and their captures credited through the seamless wallet, and the captured fish
 * recorded in the same transaction — a fish is never paid twice, whichever batch reaches it first.
 */
export async function shoot(db: Db, player: StudioPlayer, body: FishShootBody): Promise<FishShootAnswer> {
  const { game, config, model } = await fishGame(db, player);
  const level = config.cannonLevels[body.level];
  if (level === undefined) throw new AppError('validation_error', { level: 'validation_error' });
  const bullet = BigInt(game.minBet) * BigInt(level);
  if (bullet > BigInt(game.maxBet))
    throw new AppError('bet_above_maximum', undefined, { maxBet: game.maxBet });
  for (let attempt = 1; ; attempt++) {
    const session = await sessionById(db, player, BigInt(body.sessionId));
    if (!session) throw new AppError('round_not_found');
    const memo = fieldOf(session, config);
    const ids = body.shots.map((shot) => shot.fishId);
    const caught = await db
      .selectFrom('fish_captures')
      .select('fish_id')
      .where('session_id', '=', session.id)
      .where('fish_id', 'in', ids)
      .execute();
    const accepted = judge(
      body.shots,
      memo,
      config,
      session.elapsed_ms,
      new Set(caught.map((row) => row.fish_id)),
    );
    const stake = bullet * BigInt(accepted.filter(Boolean).length);
    const outcomes: FishShotOutcome[] = [];
    if (stake === 0n) {
      // an earlier answer to this very request may exist (a retried batch): answer it
      const replay = await playedAlready(db, player, body.requestId);
      if (replay) return replay;
      const wallet = await seamlessWallet.balance(db, STUDIO, player.sessionToken);
      return {
        round: null,
        shots: body.shots.map((shot) => refused(shot)),
        balance: wallet.balance ?? '0',
      };
    }
    try {
      const round = await playRound(
        db,
        player,
        body.requestId,
        stake,
        { family: 'fish', model },
        (source) => {
          let win = 0n;
          let refund = 0n;
          const captured = new Set<number>();
          for (const [i, shot] of body.shots.entries()) {
            if (!accepted[i]) {
              outcomes.push(refused(shot));
              continue;
            }
            if (captured.has(shot.fishId)) {
              // a later bullet of this batch at a fish an earlier one caught: charged with the batch, given back
              refund += bullet;
              outcomes.push(refused(shot));
              continue;
            }
            const result = resolveFishShot(
              config,
              BigInt(game.minBet),
              { ...shot, level: body.level },
              source,
            );
            if (result.captured) captured.add(shot.fishId);
            win += result.payout;
            outcomes.push({
              fishId: shot.fishId,
              kind: shot.kind,
              captured: result.captured,
              refused: false,
              stake: String(result.stake),
              payout: String(result.payout),
            });
          }
          return { win: win + refund, outcome: { level: body.level, shots: outcomes, refund } };
        },
        async (tx, roundId) => {
          const capturedIds = outcomes.filter((o) => o.captured).map((o) => o.fishId);
          if (capturedIds.length === 0) return;
          await tx
            .insertInto('fish_captures')
            .values(
              capturedIds.map((fishId) => ({ session_id: session.id, fish_id: fishId, round_id: roundId })),
            )
            .execute();
        },
      );
      const recorded = (round.outcome as { shots?: FishShotOutcome[] }).shots ?? outcomes;
      return { round, shots: recorded, balance: round.balance };
    } catch (error) {
      // another batch caught one of these fish a moment ago: judge the shots again
      if (attempt < 3 && (error as { code?: string }).code === UNIQUE_VIOLATION) continue;
      throw error;
    }
  }
}

function refused(shot: FishShootBody['shots'][number]): FishShotOutcome {
  return { fishId: shot.fishId, kind: shot.kind, captured: false, refused: true, stake: '0', payout: '0' };
}

async function playedAlready(
  db: Db,
  player: StudioPlayer,
  requestId: string,
): Promise<FishShootAnswer | null> {
  const row = await findRound(db, STUDIO, providerRoundId(player.memberId, requestId));
  if (!row) return null;
  const round = studioRoundOf(row);
  return {
    round,
    shots: (round.outcome as { shots?: FishShotOutcome[] }).shots ?? [],
    balance: round.balance,
  };
}
