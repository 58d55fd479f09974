import type { FishShootAnswer, FishShootBody, FishShotBody } from '@app/contracts';

/** What to do with a batch whose send failed. */
export type FailureDecision =
  /** Keep it (same requestId, same body) and send it again on `retry()`; nothing else is sent meanwhile. */
  | 'retry'
  /** Forget it (the server refused it: nothing was charged) and go on with the next hits. */
  | 'drop'
  /** Forget it and every hit still queued (e.g. the balance cannot pay for them). */
  | 'drop-all';

export type ShotQueueOptions = {
  send: (body: FishShootBody) => Promise<FishShootAnswer>;
  sessionId: () => string;
  requestId: () => string;
  /** The server's answer to a batch. */
  answered: (answer: FishShootAnswer, body: FishShootBody) => void;
  /** A failed batch; `queued` is how many hits wait behind it. */
  failed: (error: unknown, body: FishShootBody, queued: number) => FailureDecision;
  /** How long the oldest hit waits before its batch goes (ms). */
  flushMs?: number;
  /** A batch goes as soon as this many hits wait. */
  maxBatch?: number;
};

type Queued = { shot: FishShotBody; level: number; at: number };

export const FLUSH_MS = 700;
export const MAX_BATCH = 20;

/**
 * The hits on their way to the server: queued as bullets hit, sent as one request (one round) when the oldest
 * has waited `flushMs`, when `maxBatch` are waiting, or when the cannon level changes (a request has one
 * level, so a batch is the oldest hits of one level). One request at a time: the next waits for the answer.
 * A batch that got no answer is kept as it was sent — the same requestId and body — and sent again by
 * `retry()`; the server plays a requestId once.
 */
export class ShotQueue {
  private queued: Queued[] = [];
  /** The batch in flight, or held after a failure until retry(). */
  private current: { body: FishShootBody; level: number } | null = null;
  private sending = false;
  private held = false;
  /** Send everything now (the tab is being hidden): batches go one after another until none is left. */
  private draining = false;
  private readonly flushMs: number;
  private readonly maxBatch: number;
  /** The cannon's level now: hits of another level are sent without waiting. */
  level = 0;

  constructor(private readonly options: ShotQueueOptions) {
    this.flushMs = options.flushMs ?? FLUSH_MS;
    this.maxBatch = options.maxBatch ?? MAX_BATCH;
  }

  /** Hits waiting to be sent (not counting the batch in flight). */
  get waiting(): number {
    return this.queued.length;
  }

  /** A request is on its way. */
  get busy(): boolean {
    return this.sending;
  }

  /** A batch failed and waits for retry(): nothing is sent until then. */
  get stalled(): boolean {
    return this.held;
  }

  /** The batch in flight or held, as it was (or will again be) sent. */
  get pending(): FishShootBody | null {
    return this.current?.body ?? null;
  }

  add(shot: FishShotBody, level: number, now: number): void {
    this.queued.push({ shot, level, at: now });
  }

  /** The sum of `price(level)` over every hit not yet answered: queued, in flight or held. */
  reserved(price: (level: number) => bigint): bigint {
    let total = 0n;
    for (const hit of this.queued) total += price(hit.level);
    if (this.current) total += price(this.current.level) * BigInt(this.current.body.shots.length);
    return total;
  }

  /** Sends the next batch if one is due and no request is out. Call it often (every frame). */
  tick(now: number): void {
    if (this.sending || this.held || this.queued.length === 0) return;
    const first = this.queued[0]!;
    const levelChanged =
      first.level !== this.level || this.queued[this.queued.length - 1]!.level !== first.level;
    const due =
      this.draining || levelChanged || this.queued.length >= this.maxBatch || now - first.at >= this.flushMs;
    if (due) this.launch();
  }

  /** Sends whatever is queued without waiting (batch after batch). */
  flush(now: number): void {
    this.draining = true;
    this.tick(now);
  }

  /** Sends the held batch again, unchanged. */
  retry(): void {
    if (!this.held || !this.current || this.sending) return;
    this.held = false;
    void this.transmit();
  }

  /** Forgets every queued hit (not the batch in flight); answers how many. */
  clear(): number {
    const dropped = this.queued.length;
    this.queued = [];
    this.draining = false;
    return dropped;
  }

  private launch(): void {
    const level = this.queued[0]!.level;
    let count = 0;
    while (count < this.queued.length && count < this.maxBatch && this.queued[count]!.level === level)
      count++;
    const batch = this.queued.splice(0, count);
    this.current = {
      level,
      body: {
        requestId: this.options.requestId(),
        sessionId: this.options.sessionId(),
        level,
        shots: batch.map((hit) => hit.shot),
      },
    };
    void this.transmit();
  }

  private async transmit(): Promise<void> {
    const current = this.current;
    if (!current) return;
    this.sending = true;
    let answer: FishShootAnswer;
    try {
      answer = await this.options.send(current.body);
    } catch (error) {
      this.sending = false;
      const decision = this.options.failed(error, current.body, this.queued.length);
      if (decision === 'retry') {
        this.held = true;
        return;
      }
      this.current = null;
      if (decision === 'drop-all') this.clear();
      this.next();
      return;
    }
    this.sending = false;
    this.current = null;
    this.options.answered(answer, current.body);
    this.next();
  }

  private next(): void {
    if (this.queued.length === 0) this.draining = false;
    else if (this.draining) this.launch();
  }
}
