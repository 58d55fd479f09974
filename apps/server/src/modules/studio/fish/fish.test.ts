import { FISH_API, type FishSession, type FishShootAnswer } from '@app/contracts';
import {
  FISH_MODELS,
  type FishModelId,
  type FishSpawn,
  fairSource,
  fishField,
  fishFieldSources,
  fishPosition,
  resolveFishShot,
} from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// the verification page's own replay: the server's fair data must be enough for the browser to pay the batch again
import { verifyRound } from '../../../../../web/src/features/fair/verify.ts';
import { createTestApp } from '../../../../test/test-db.ts';
import { expectLedgerConsistent } from '../../wallet/testing.ts';
import { rotate } from '../fair/service.ts';
import { fairRoundOf } from '../service.ts';
import { mainBalance, type StudioRequest, studioCall, studioPlayer } from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let code: string;
let minBet: bigint;
let seq = 0;
const requestId = () => `fish${Date.now().toString(36)}x${++seq}`;
const MONEY = 1_000_000_000n;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  const row = await t.db
    .selectFrom('games')
    .select(['code', 'min_bet'])
    .where('name_en', '=', 'Ocean Fishing')
    .executeTakeFirstOrThrow();
  code = row.code;
  minBet = row.min_bet;
});
afterAll(() => t.close());

const call = <T>(...request: StudioRequest) => studioCall<T>(t.app, ...request);

/** A player with a session whose field began a minute ago (so fish swim), and the session's answer. */
async function fisher(money = MONEY) {
  const p = await studioPlayer(t, code, money);
  const opened = await call<FishSession>('POST', FISH_API.session, p.token, {});
  expect(opened.status).toBe(200);
  await t.db
    .updateTable('fish_sessions')
    .set({ started_at: new Date(Date.now() - 60_000) })
    .where('id', '=', BigInt(opened.body.value.sessionId))
    .execute();
  return { ...p, fish: opened.body.value };
}

async function elapsed(sessionId: string): Promise<number> {
  const row = await t.db
    .selectFrom('fish_sessions')
    .select('started_at')
    .where('id', '=', BigInt(sessionId))
    .executeTakeFirstOrThrow();
  return Date.now() - row.started_at.getTime();
}

/** Fish alive now with at least 3 s to live, of the session's field. */
async function liveFish(session: FishSession): Promise<{ spawn: FishSpawn; at: number }[]> {
  const at = await elapsed(session.sessionId);
  const config = FISH_MODELS[session.model as FishModelId];
  return fishField(config, fishFieldSources(session.fieldSeed), Math.max(0, at - 120_000), at)
    .filter((spawn) => fishPosition(spawn, at) && fishPosition(spawn, at + 3_000))
    .map((spawn) => ({ spawn, at }));
}

const shotAt = ({ spawn, at }: { spawn: FishSpawn; at: number }) => {
  const point = fishPosition(spawn, at) as { x: number; y: number };
  return { fishId: spawn.id, kind: spawn.kind, atMs: Math.round(at), x: point.x, y: point.y };
};

const shoot = (token: string, body: unknown) => call<FishShootAnswer>('POST', FISH_API.shoot, token, body);

describe('fish shooting', () => {
  it('opens a field on the server clock and resumes it, the captured fish with it', async () => {
    const p = await studioPlayer(t, code, MONEY);
    const first = (await call<FishSession>('POST', FISH_API.session, p.token, {})).body.value;
    expect(first.model).toBe('classic');
    expect(first.theme).toBe('ocean-fishing');
    expect(first.baseStake).toBe(String(minBet));
    expect(first.elapsedMs).toBeLessThan(5_000);
    const again = (await call<FishSession>('POST', FISH_API.session, p.token, {})).body.value;
    expect(again.sessionId).toBe(first.sessionId);
    expect(again.fieldSeed).toBe(first.fieldSeed);
  });

  it('charges the bullets that hit, resolves each from the round’s fair seeds, and pays the captures', async () => {
    const p = await fisher();
    const targets = (await liveFish(p.fish)).slice(0, 3);
    expect(targets.length).toBeGreaterThan(0);
    const shots = targets.map(shotAt);
    const answer = await shoot(p.token, {
      requestId: requestId(),
      sessionId: p.fish.sessionId,
      level: 2,
      shots,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { round, shots: outcomes } = answer.body.value;
    const bullet = minBet * 5n; // level 2 of [1, 2, 5, …]
    expect(round?.stake).toBe(String(bullet * BigInt(shots.length)));
    expect(outcomes.every((o) => !o.refused)).toBe(true);

    // the same shots, resolved again from the round's seeds, give the same captures and payouts
    const seed = await t.db
      .selectFrom('fair_seeds')
      .select(['server_seed'])
      .where('member_id', '=', p.member.id)
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    const source = fairSource({
      serverSeed: seed.server_seed,
      clientSeed: round?.fair.clientSeed as string,
      nonce: round?.fair.nonce as number,
    });
    let win = 0n;
    for (const [i, shot] of shots.entries()) {
      const result = resolveFishShot(FISH_MODELS.classic, minBet, { ...shot, level: 2 }, source);
      expect(outcomes[i]?.captured).toBe(result.captured);
      expect(outcomes[i]?.payout).toBe(String(result.payout));
      win += result.payout;
    }
    expect(round?.win).toBe(String(win));
    expect(await mainBalance(t.db, p.member.id)).toBe(MONEY - bullet * BigInt(shots.length) + win);
    await expectLedgerConsistent(t.db);

    // once the seed pair ends, the verification page resolves the batch again and pays the same
    await rotate(t.db, p.member.id);
    const fair = await fairRoundOf(t.db, p.member.id, BigInt(round?.roundId as string));
    const verified = verifyRound(fair, seed.server_seed);
    expect(verified.facts.map((f) => [f.key, f.recorded === f.recomputed])).toEqual([
      ['captures', true],
      ['payout', true],
    ]);
  });

  it('refuses, free of charge, hits on a fish of another kind, not on the field then, too late or far off', async () => {
    const p = await fisher();
    const [target] = await liveFish(p.fish);
    if (!target) throw new Error('no fish');
    const good = shotAt(target);
    const wrongKind = { ...good, kind: good.kind === 'clownfish' ? 'goldfish' : 'clownfish' };
    const beforeBirth = { ...good, atMs: Math.max(0, target.spawn.bornMs - 1_000) };
    // aimed exactly where a fish was 6 s ago: past the 5-second latency window, so refused
    const earlier = (await liveFish(p.fish)).find(({ spawn, at }) => fishPosition(spawn, at - 6_000));
    if (!earlier) throw new Error('no fish alive 6 s ago');
    const late = shotAt({ spawn: earlier.spawn, at: earlier.at - 6_000 });
    const farOff = { ...good, x: good.x > 800 ? good.x - 600 : good.x + 600 };
    const answer = await shoot(p.token, {
      requestId: requestId(),
      sessionId: p.fish.sessionId,
      level: 0,
      shots: [wrongKind, beforeBirth, late, farOff],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.round).toBeNull();
    expect(answer.body.value.shots.every((o) => o.refused && o.stake === '0')).toBe(true);
    expect(await mainBalance(t.db, p.member.id)).toBe(MONEY);
  });

  it('answers a batch sent twice once, and never pays a fish twice, even to two batches at once', async () => {
    const p = await fisher();
    const [target] = (await liveFish(p.fish)).filter(
      ({ spawn }) => spawn.kind === 'clownfish' || spawn.kind === 'goldfish',
    );
    if (!target) throw new Error('no small fish');
    const shots = Array.from({ length: 20 }, () => shotAt(target));
    const id = requestId();
    const body = (rid: string) => ({ requestId: rid, sessionId: p.fish.sessionId, level: 0, shots });
    const [a, b] = await Promise.all([shoot(p.token, body(id)), shoot(p.token, body(requestId()))]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const captures = [...a.body.value.shots, ...b.body.value.shots].filter((o) => o.captured);
    expect(captures).toHaveLength(1); // a ×2 or ×3 fish survives 40 bullets with odds below 1e-6
    const replay = await shoot(p.token, body(id));
    expect(replay.body.value.round?.roundId).toBe(a.body.value.round?.roundId ?? undefined);
    const rows = await t.db
      .selectFrom('fish_captures')
      .selectAll()
      .where('session_id', '=', BigInt(p.fish.sessionId))
      .execute();
    expect(rows).toHaveLength(1);
    const after = await shoot(p.token, { ...body(requestId()), shots: [shotAt(target)] });
    expect(after.body.value.shots[0]?.refused).toBe(true);
    await expectLedgerConsistent(t.db);
  });

  it('refuses a level the cannon lacks, a session of someone else, and bullets the wallet cannot pay', async () => {
    const p = await fisher();
    const other = await fisher();
    const [target] = await liveFish(p.fish);
    if (!target) throw new Error('no fish');
    const shots = [shotAt(target)];
    const badLevel = await shoot(p.token, {
      requestId: requestId(),
      sessionId: p.fish.sessionId,
      level: 7,
      shots,
    });
    expect(badLevel.body.code).toBe('validation_error');
    const theirs = await shoot(p.token, {
      requestId: requestId(),
      sessionId: other.fish.sessionId,
      level: 0,
      shots,
    });
    expect(theirs.body.code).toBe('round_not_found');
    const poor = await fisher(1n);
    const [poorTarget] = await liveFish(poor.fish);
    if (!poorTarget) throw new Error('no fish');
    const broke = await shoot(poor.token, {
      requestId: requestId(),
      sessionId: poor.fish.sessionId,
      level: 0,
      shots: [shotAt(poorTarget)],
    });
    expect(broke.body.code).toBe('insufficient_funds');
    expect(await mainBalance(t.db, poor.member.id)).toBe(1n);
    expect(
      await t.db
        .selectFrom('fish_captures')
        .select('fish_id')
        .where('session_id', '=', BigInt(poor.fish.sessionId))
        .execute(),
    ).toHaveLength(0);
  });
});
