import type { FishSession, FishShootAnswer, FishShootBody } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { StudioError } from '../api/studio-error';
import { type Capture, FishPlay, type FishSnapshot, failureDecision } from './fish-play';

const session: FishSession = {
  sessionId: '7',
  model: 'classic',
  theme: 'ocean-fishing',
  fieldSeed: 'field-seed-1',
  elapsedMs: 60_000,
  baseStake: '10000',
  levels: [1, 2, 5],
  captured: [],
  balance: '1000000',
};

type Sent = { body: FishShootBody; resolve: (a: FishShootAnswer) => void; reject: (e: unknown) => void };

function setup(overrides: Partial<FishSession> = {}, decide = failureDecision) {
  const sent: Sent[] = [];
  const snapshots: FishSnapshot[] = [];
  const answered: FishShootAnswer[] = [];
  const captures: Capture[] = [];
  let ids = 0;
  const play = new FishPlay(
    { ...session, ...overrides },
    {
      send: (body) => new Promise((resolve, reject) => sent.push({ body, resolve, reject })),
      answered: (answer) => answered.push(answer),
      failed: decide,
      changed: (snapshot) => snapshots.push(snapshot),
      requestId: () => `req-${String(++ids).padStart(4, '0')}`,
    },
    1_000,
  );
  play.listen({ captured: (capture) => captures.push(capture) });
  return { play, sent, snapshots, answered, captures };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Locks on the first live fish and fires until a hit is queued; answers the time reached. */
function hitSomething(play: FishPlay, start: number): number {
  play.frame(start);
  play.setLock(true);
  const fish = play.view.live.find((f) => f.y < 650 && f.x > 300 && f.x < 1300)!;
  play.press({ x: fish.x, y: fish.y }, start);
  play.release();
  let now = start;
  while (play.queue.waiting === 0 && now < start + 3_000) {
    now += 16;
    play.frame(now);
  }
  return now;
}

describe('the fish play', () => {
  it('keeps the server’s clock: field time = elapsedMs + the time since the answer', () => {
    const { play } = setup();
    expect(play.fieldTime(1_000)).toBe(60_000);
    expect(play.fieldTime(1_500.7)).toBe(60_500);
    // resync: the answer is taken as made half way through the request
    play.resync({ ...session, elapsedMs: 100_000 }, 2_000, 2_200);
    expect(play.fieldTime(2_200)).toBe(100_100);
  });

  it('fires toward a fish, queues the hit with its fish, field time and point, and sends it after ~700 ms', () => {
    const { play, sent } = setup();
    const hitAt = hitSomething(play, 1_000);
    expect(play.queue.waiting).toBe(1);
    play.frame(hitAt + 650);
    expect(sent).toHaveLength(0);
    play.frame(hitAt + 720);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body;
    expect(body).toMatchObject({ requestId: 'req-0001', sessionId: '7', level: 0 });
    expect(body.shots).toHaveLength(1);
    const shot = body.shots[0]!;
    expect(Number.isInteger(shot.atMs)).toBe(true);
    expect(shot.atMs).toBe(play.fieldTime(hitAt));
  });

  it('takes a capture in: the fish leaves the field for good, the win adds up, a big one gets the banner', async () => {
    const { play, sent, answered, captures, snapshots } = setup();
    const hitAt = hitSomething(play, 1_000);
    play.frame(hitAt + 720);
    const body = sent[0]!.body;
    const shot = body.shots[0]!;
    sent[0]!.resolve({
      round: null,
      shots: [
        {
          fishId: shot.fishId,
          kind: shot.kind,
          captured: true,
          refused: false,
          stake: '10000',
          payout: '500000',
        },
      ],
      balance: '1490000',
    });
    await settle();
    expect(answered).toHaveLength(1);
    expect(captures.map((c) => c.id)).toEqual([shot.fishId]);
    expect(play.view.isCaptured(shot.fishId)).toBe(true);
    play.frame(hitAt + 740);
    expect(play.view.find(shot.fishId)).toBeUndefined();
    const last = snapshots[snapshots.length - 1]!;
    expect(last.won).toBe(500_000n);
    const kind = play.config.kinds.find((k) => k.id === shot.kind)!;
    expect(last.big !== null).toBe(kind.multiplier100 >= 3_000);
  });

  it('does not fire what the balance cannot pay, counting bullets in the air and hits not yet answered', () => {
    const { play } = setup({ balance: '25000' });
    play.frame(1_000);
    play.fireOnce(1_000);
    play.fireOnce(1_200);
    play.fireOnce(1_400);
    expect(play.bullets.inAir).toBe(2);
    expect(play.reserved()).toBe(20_000n);
    expect(play.snapshot.lowBalance).toBe(false);
  });

  it('says the balance is too low for one bullet, and fires nothing', () => {
    const { play } = setup({ balance: '9999' });
    expect(play.snapshot.lowBalance).toBe(true);
    play.frame(1_000);
    play.fireOnce(1_000);
    expect(play.bullets.inAir).toBe(0);
    play.setLevel(2);
    expect(play.snapshot.cost).toBe(50_000n);
  });

  it('on insufficient funds drops the batch and the queued hits with a count (not charged)', async () => {
    const { play, sent, snapshots } = setup();
    const hitAt = hitSomething(play, 1_000);
    play.frame(hitAt + 720);
    sent[0]!.reject(new StudioError('insufficient_funds', 'Số dư không đủ', 409));
    await settle();
    expect(snapshots[snapshots.length - 1]!.dropped?.count).toBe(1);
    expect(play.queue.pending).toBeNull();
  });

  it('holds a batch that got no answer, stops firing, and sends the same request again after a resync', async () => {
    const { play, sent, snapshots } = setup();
    const hitAt = hitSomething(play, 1_000);
    play.frame(hitAt + 720);
    sent[0]!.reject(new StudioError('network', 'offline', null));
    await settle();
    expect(snapshots[snapshots.length - 1]!.reconnecting).toBe(true);
    play.fireOnce(hitAt + 2_000);
    expect(play.bullets.inAir).toBe(0);
    play.resync({ ...session, elapsedMs: 70_000 }, 5_000, 5_000);
    play.retry();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect(play.snapshot.reconnecting).toBe(false);
  });

  it('ignores a refused shot quietly: nothing captured, nothing won, the fish swims on', async () => {
    const { play, sent, captures, snapshots } = setup();
    const hitAt = hitSomething(play, 1_000);
    play.frame(hitAt + 720);
    const shot = sent[0]!.body.shots[0]!;
    sent[0]!.resolve({
      round: null,
      shots: [
        { fishId: shot.fishId, kind: shot.kind, captured: false, refused: true, stake: '0', payout: '0' },
      ],
      balance: '1000000',
    });
    await settle();
    expect(captures).toEqual([]);
    expect(play.view.isCaptured(shot.fishId)).toBe(false);
    expect(snapshots[snapshots.length - 1]!.won).toBe(0n);
  });

  it('draws another sea when a resync answers another field seed, keeping the captured list of the answer', () => {
    const { play } = setup();
    play.frame(1_000);
    const before = play.view.live.map((fish) => fish.id);
    play.resync({ ...session, fieldSeed: 'field-seed-2', captured: [before[0]!] }, 1_000, 1_000);
    play.frame(1_000);
    expect(play.view.live.map((fish) => fish.id)).not.toEqual(before);
    expect(play.view.isCaptured(before[0]!)).toBe(true);
  });

  it('decides what a failure means', () => {
    expect(failureDecision(new StudioError('network', 'x', null))).toBe('retry');
    expect(failureDecision(new StudioError('insufficient_funds', 'x', 409))).toBe('drop-all');
    expect(failureDecision(new StudioError('session_expired', 'x', 401))).toBe('drop-all');
    expect(failureDecision(new StudioError('validation_error', 'x', 400))).toBe('drop');
    expect(failureDecision(new TypeError('bug'))).toBe('drop');
  });
});
