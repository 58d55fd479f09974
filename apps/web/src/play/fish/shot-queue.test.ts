import type { FishShootAnswer, FishShootBody, FishShotBody } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type FailureDecision, ShotQueue } from './shot-queue';

type Pending = {
  body: FishShootBody;
  resolve: (answer: FishShootAnswer) => void;
  reject: (e: unknown) => void;
};

function harness(decide: (error: unknown) => FailureDecision = () => 'retry') {
  const sent: Pending[] = [];
  const answers: FishShootBody[] = [];
  const failures: { body: FishShootBody; queued: number }[] = [];
  let ids = 0;
  const queue = new ShotQueue({
    send: (body) =>
      new Promise<FishShootAnswer>((resolve, reject) => {
        sent.push({ body, resolve, reject });
      }),
    sessionId: () => '42',
    requestId: () => `request-${++ids}`,
    answered: (_answer, body) => answers.push(body),
    failed: (error, body, queued) => {
      failures.push({ body, queued });
      return decide(error);
    },
  });
  return { queue, sent, answers, failures };
}

const shot = (fishId: number, atMs = 1_000): FishShotBody => ({
  fishId,
  kind: 'clownfish',
  atMs,
  x: 800,
  y: 400,
});
const answer = (body: FishShootBody): FishShootAnswer => ({
  round: null,
  shots: body.shots.map((s) => ({
    fishId: s.fishId,
    kind: s.kind,
    captured: false,
    refused: false,
    stake: '100',
    payout: '0',
  })),
  balance: '1000',
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shot queue', () => {
  it('waits ~700 ms after the first hit, then sends everything queued as one request', () => {
    const { queue, sent } = harness();
    queue.add(shot(1), 0, 1_000);
    queue.add(shot(2), 0, 1_300);
    queue.tick(1_699);
    expect(sent).toHaveLength(0);
    queue.tick(1_700);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      requestId: 'request-1',
      sessionId: '42',
      level: 0,
      shots: [shot(1), shot(2)],
    });
    expect(queue.waiting).toBe(0);
  });

  it('sends at once when 20 hits wait, 20 to a request', () => {
    const { queue, sent } = harness();
    for (let i = 0; i < 25; i++) queue.add(shot(i), 0, 1_000);
    queue.tick(1_001);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.shots).toHaveLength(20);
    expect(queue.waiting).toBe(5);
  });

  it('keeps one request in flight: the next batch waits for the answer', async () => {
    const { queue, sent, answers } = harness();
    for (let i = 0; i < 20; i++) queue.add(shot(i), 0, 0);
    queue.tick(0);
    for (let i = 20; i < 40; i++) queue.add(shot(i), 0, 100);
    queue.tick(5_000);
    expect(sent).toHaveLength(1);
    expect(queue.busy).toBe(true);
    sent[0]!.resolve(answer(sent[0]!.body));
    await settle();
    expect(answers).toHaveLength(1);
    queue.tick(5_001);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.shots[0]!.fishId).toBe(20);
    expect(sent[1]!.body.requestId).not.toBe(sent[0]!.body.requestId);
  });

  it('sends the hits of the old level as soon as the level changes, one level per request', () => {
    const { queue, sent } = harness();
    queue.add(shot(1), 0, 1_000);
    queue.add(shot(2), 0, 1_010);
    queue.level = 3;
    queue.tick(1_020);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.level).toBe(0);
    expect(sent[0]!.body.shots.map((s) => s.fishId)).toEqual([1, 2]);
  });

  it('splits a queue of mixed levels into runs of one level', async () => {
    const { queue, sent } = harness();
    queue.add(shot(1), 0, 0);
    queue.add(shot(2), 1, 0);
    queue.add(shot(3), 1, 0);
    queue.level = 1;
    queue.tick(10);
    expect(sent[0]!.body).toMatchObject({ level: 0, shots: [shot(1)] });
    sent[0]!.resolve(answer(sent[0]!.body));
    await settle();
    queue.tick(800);
    expect(sent[1]!.body).toMatchObject({ level: 1, shots: [shot(2), shot(3)] });
  });

  it('holds a batch that got no answer and sends the same requestId and body again on retry', async () => {
    const { queue, sent, failures } = harness(() => 'retry');
    queue.add(shot(1), 2, 0);
    queue.level = 2;
    queue.tick(700);
    sent[0]!.reject(new Error('offline'));
    await settle();
    expect(failures).toHaveLength(1);
    expect(queue.stalled).toBe(true);
    // new hits queue behind it, nothing is sent while it is held
    queue.add(shot(2), 2, 800);
    queue.tick(5_000);
    expect(sent).toHaveLength(1);
    expect(queue.reserved(() => 100n)).toBe(200n);
    queue.retry();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect(sent[1]!.body.requestId).toBe('request-1');
    sent[1]!.resolve(answer(sent[1]!.body));
    await settle();
    expect(queue.stalled).toBe(false);
    queue.tick(5_001);
    expect(sent[2]!.body.shots).toEqual([shot(2)]);
    expect(sent[2]!.body.requestId).toBe('request-2');
  });

  it('drops a refused batch, or every queued hit when told to, and says how many were waiting', async () => {
    const { queue, sent, failures } = harness(() => 'drop-all');
    queue.add(shot(1), 0, 0);
    queue.tick(700);
    queue.add(shot(2), 0, 710);
    queue.add(shot(3), 0, 720);
    sent[0]!.reject(new Error('insufficient'));
    await settle();
    expect(failures[0]!.queued).toBe(2);
    expect(queue.waiting).toBe(0);
    expect(queue.pending).toBeNull();
    expect(queue.reserved(() => 1n)).toBe(0n);
  });

  it('sends everything on flush, batch after batch, without waiting for the timer', async () => {
    const { queue, sent } = harness();
    for (let i = 0; i < 30; i++) queue.add(shot(i), 0, 0);
    queue.flush(1);
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(answer(sent[0]!.body));
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.shots).toHaveLength(10);
  });

  it('prices what is not yet answered: queued and in flight', () => {
    const { queue } = harness();
    queue.add(shot(1), 0, 0);
    queue.add(shot(2), 1, 0);
    queue.tick(1_000);
    queue.add(shot(3), 1, 1_000);
    const price = (level: number) => (level === 0 ? 100n : 200n);
    expect(queue.reserved(price)).toBe(100n + 200n + 200n);
  });
});
