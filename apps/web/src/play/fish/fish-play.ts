import type { FishSession, FishShootAnswer, FishShootBody } from '@app/contracts';
import {
  FISH_FIELD_HEIGHT,
  FISH_FIELD_WIDTH,
  FISH_MODELS,
  type FishConfig,
  type FishKind,
  fishPosition,
} from '@app/games';
import { StudioError } from '../api/studio-error';
import { BulletField, type BulletHit } from './fish-bullets';
import { FishFieldView, type LiveFish } from './fish-field-view';
import {
  aimAngle,
  BULLET_SPEED,
  bulletCost,
  CANNON,
  canAfford,
  type FieldPoint,
  MUZZLE,
  stepLevel,
} from './fish-geometry';
import { type FailureDecision, ShotQueue } from './shot-queue';

/** Held pointer or auto fire: bullets a second. */
export const AUTO_FIRE_MS = 250;
/** Taps fire at most this often. */
const TAP_FIRE_MS = 120;
/** A capture of at least this multiplier (hundredths) gets the banner. */
export const BIG_CAPTURE_X100 = 3_000;
/** The latest field time the contract takes (a day). */
const MAX_FIELD_MS = 86_400_000;
const CENTRE: FieldPoint = { x: FISH_FIELD_WIDTH / 2, y: FISH_FIELD_HEIGHT / 2 };

/** A capture the screen celebrates. */
export type Capture = { id: number; kind: FishKind; x: number; y: number; payout: bigint; key: number };

/** What the React controls show; a new object whenever something in it changes (never per frame). */
export type FishSnapshot = {
  level: number;
  cost: bigint;
  auto: boolean;
  lock: boolean;
  /** The server's balance cannot pay one bullet at this level. */
  lowBalance: boolean;
  /** A batch got no answer: firing waits while the session is opened again. */
  reconnecting: boolean;
  /** Payouts of this visit. */
  won: bigint;
  /** The last capture of ×30 or more. */
  big: Capture | null;
  /** Hits that were dropped unsent or refused (not charged), with a key per event. */
  dropped: { count: number; key: number } | null;
};

export type FishPlayHost = {
  send: (body: FishShootBody) => Promise<FishShootAnswer>;
  /** A batch's answer, after the field took it in (settle the round, show the balance). */
  answered: (answer: FishShootAnswer) => void;
  /** A batch failed: report it, and say what becomes of it. */
  failed: (error: unknown) => FailureDecision;
  /** The snapshot changed. */
  changed: (snapshot: FishSnapshot) => void;
  requestId: () => string;
};

/** Events for the picture (the Pixi scene subscribes). */
export type FishPlayListener = {
  fired?: (angle: number, level: number) => void;
  hit?: (hit: BulletHit) => void;
  captured?: (capture: Capture) => void;
};

/** How a failed batch is handled: no answer → keep it and resync; the balance → drop all; else drop it. */
export function failureDecision(error: unknown): FailureDecision {
  if (!(error instanceof StudioError)) return 'drop';
  if (error.isNetwork) return 'retry';
  if (error.code === 'insufficient_funds' || error.endsSession) return 'drop-all';
  return 'drop';
}

/**
 * The game as the client plays it, without React or Pixi: the server's clock, the field, the cannon, the
 * bullets in the air, the hits on their way, and what came back. The scene calls `frame(now)` every animation
 * frame; the controls call the setters; the hook wires the host (API, shell) in.
 */
export class FishPlay {
  readonly model: FishSession['model'];
  readonly config: FishConfig;
  readonly levels: readonly number[];
  /** The field (replaced if a resync answers another field seed: a new session). */
  view: FishFieldView;
  readonly bullets: BulletField;
  readonly queue: ShotQueue;
  /** Field time = performance.now() + offset. */
  private offset = 0;
  private sessionId: string;
  private fieldSeed: string;
  private baseStake: bigint;
  private balance: bigint;
  private lastFrame: number | null = null;
  private lastFire = Number.NEGATIVE_INFINITY;
  private holding = false;
  private aim: FieldPoint | null = null;
  private listeners = new Set<FishPlayListener>();
  private captureKey = 0;
  private state: FishSnapshot;
  /** The fish a locked cannon follows. */
  lockedId: number | null = null;
  /** Where the barrel points (radians). */
  cannonAngle = -Math.PI / 2;
  /** The field time of the last frame. */
  atMs = 0;
  private readonly price = (level: number) => bulletCost(this.baseStake, this.levels, level) ?? 0n;

  constructor(
    session: FishSession,
    private readonly host: FishPlayHost,
    receivedAt: number,
    sentAt = receivedAt,
  ) {
    this.model = session.model;
    this.config = FISH_MODELS[session.model];
    this.levels = session.levels.length > 0 ? session.levels : this.config.cannonLevels;
    this.sessionId = session.sessionId;
    this.fieldSeed = session.fieldSeed;
    this.baseStake = BigInt(session.baseStake);
    this.balance = BigInt(session.balance);
    this.view = new FishFieldView(this.config, session.fieldSeed, session.captured);
    this.bullets = new BulletField(this.config);
    this.queue = new ShotQueue({
      send: (body) => host.send(body),
      sessionId: () => this.sessionId,
      requestId: host.requestId,
      answered: (answer, body) => this.answered(answer, body),
      failed: (error, body, queued) => this.failed(error, body, queued),
    });
    this.setClock(session.elapsedMs, sentAt, receivedAt);
    const cost = this.price(0);
    this.state = {
      level: 0,
      cost,
      auto: false,
      lock: false,
      lowBalance: this.balance < cost,
      reconnecting: false,
      won: 0n,
      big: null,
      dropped: null,
    };
  }

  get snapshot(): FishSnapshot {
    return this.state;
  }

  listen(listener: FishPlayListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The server's session time at `now` (performance.now()), whole milliseconds. */
  fieldTime(now: number): number {
    return Math.max(0, Math.min(MAX_FIELD_MS, Math.floor(now + this.offset)));
  }

  /**
   * A session answer (first or again): the clock, taken as the server's time half way through the request,
   * the captured fish (added to those known here), the session id, and the balance unless a batch's answer is
   * on its way (that answer is newer). True when the session's balance was taken.
   */
  resync(session: FishSession, sentAt: number, receivedAt: number): boolean {
    this.setClock(session.elapsedMs, sentAt, receivedAt);
    this.sessionId = session.sessionId;
    this.baseStake = BigInt(session.baseStake);
    if (session.fieldSeed !== this.fieldSeed) {
      // another session: another sea (hits already made keep the session they were made in)
      this.fieldSeed = session.fieldSeed;
      this.view = new FishFieldView(this.config, session.fieldSeed, session.captured);
      this.lockedId = null;
    }
    this.view.addCaptured(session.captured);
    this.view.reset();
    // bullets in the air while the tab slept or the line was down hit nothing: they cost nothing
    this.bullets.clear();
    this.lastFrame = null;
    const current = !this.queue.busy;
    if (current) this.balance = BigInt(session.balance);
    this.update({});
    return current;
  }

  /** One animation frame: move the field and the bullets, fire if held or automatic, send hits that are due. */
  frame(now: number): void {
    const elapsed = this.lastFrame === null ? 0 : now - this.lastFrame;
    this.lastFrame = now;
    this.atMs = this.fieldTime(now);
    const live = this.view.update(this.atMs);
    if (this.lockedId !== null && !this.view.find(this.lockedId)) this.lockedId = null;
    if ((this.holding || this.state.auto) && now - this.lastFire >= AUTO_FIRE_MS)
      this.fire(now, this.target());
    else if (this.lockedId !== null || this.aim) this.cannonAngle = aimAngle(this.pointer());
    this.bullets.step(elapsed, this.atMs, live, this.onHit);
    this.queue.tick(now);
  }

  /** Sends hits that are due (also called off the animation frame, which a hidden tab stops). */
  pump(now: number): void {
    this.queue.tick(now);
  }

  /** The pointer moved over the sea (null: it left): the barrel follows it. */
  aimAt(point: FieldPoint | null): void {
    this.aim = point;
  }

  /** A tap or press on the sea: with the lock on, a fish under it becomes the target; then one bullet. */
  press(point: FieldPoint, now: number): void {
    this.aim = point;
    this.holding = true;
    // with the lock on, a tap on a fish locks it, a tap on open water lets go (and fires there)
    if (this.state.lock) this.lockedId = this.view.pick(point.x, point.y, 24)?.id ?? null;
    if (now - this.lastFire >= TAP_FIRE_MS) this.fire(now, this.target());
  }

  release(): void {
    this.holding = false;
  }

  /** The fire button or the space bar: at the locked fish, else where the pointer last aimed, else the centre. */
  fireOnce(now: number): void {
    if (now - this.lastFire >= TAP_FIRE_MS) this.fire(now, this.target());
  }

  setLevel(level: number): void {
    const next = stepLevel(level, 0, this.levels.length);
    if (next === this.state.level) return;
    this.update({ level: next });
  }

  stepLevel(step: number): void {
    this.setLevel(this.state.level + step);
  }

  setAuto(auto: boolean): void {
    if (auto !== this.state.auto) this.update({ auto });
  }

  setLock(lock: boolean): void {
    if (!lock) this.lockedId = null;
    if (lock !== this.state.lock) this.update({ lock });
  }

  /** The tab is hidden: stop holding, send what is queued. */
  pause(now: number): void {
    this.holding = false;
    this.queue.flush(now);
  }

  /** After a resync: send the held batch again (the same requestId and body). */
  retry(): void {
    if (!this.queue.stalled) return;
    this.update({ reconnecting: false });
    this.queue.retry();
  }

  /** Hits still to be answered plus bullets in the air, priced at their levels. */
  reserved(): bigint {
    return this.queue.reserved(this.price) + this.bullets.reserved(this.price);
  }

  /** Where the barrel turns between shots: the locked fish as it is now, else the pointer (no allocation). */
  private pointer(): FieldPoint {
    const locked = this.lockedId === null ? undefined : this.view.find(this.lockedId);
    return locked ?? this.aim ?? CENTRE;
  }

  /** Where a bullet goes: ahead of the locked fish, else the pointer, else the middle of the sea. */
  private target(): FieldPoint {
    const locked = this.lockedId === null ? undefined : this.view.find(this.lockedId);
    if (locked) return leadPoint(locked, this.atMs);
    return this.aim ?? CENTRE;
  }

  private fire(now: number, point: FieldPoint): void {
    this.cannonAngle = aimAngle(point);
    if (this.state.reconnecting || this.queue.stalled) return;
    const level = this.state.level;
    if (!canAfford(this.balance, this.reserved(), this.price(level))) return;
    const angle = this.cannonAngle;
    const x = CANNON.x + Math.cos(angle) * MUZZLE;
    const y = CANNON.y + Math.sin(angle) * MUZZLE;
    if (!this.bullets.fire(x, y, angle, level, this.lockedId)) return;
    this.lastFire = now;
    for (const listener of this.listeners) listener.fired?.(angle, level);
  }

  private readonly onHit = (hit: BulletHit): void => {
    const { level, ...shot } = hit;
    this.queue.add(shot, level, this.lastFrame ?? 0);
    for (const listener of this.listeners) listener.hit?.(hit);
  };

  private answered(answer: FishShootAnswer, body: FishShootBody): void {
    let { won, big } = this.state;
    answer.shots.forEach((outcome, i) => {
      if (!outcome.captured || this.view.isCaptured(outcome.fishId)) return;
      const kind = this.config.kinds.find((k) => k.id === outcome.kind);
      const live = this.view.find(outcome.fishId);
      const sent = body.shots[i];
      this.view.addCaptured([outcome.fishId]);
      if (this.lockedId === outcome.fishId) this.lockedId = null;
      if (!kind) return;
      const payout = BigInt(outcome.payout);
      won += payout;
      const capture: Capture = {
        id: outcome.fishId,
        kind,
        x: live?.x ?? sent?.x ?? FISH_FIELD_WIDTH / 2,
        y: live?.y ?? sent?.y ?? FISH_FIELD_HEIGHT / 2,
        payout,
        key: ++this.captureKey,
      };
      if (kind.multiplier100 >= BIG_CAPTURE_X100) big = capture;
      for (const listener of this.listeners) listener.captured?.(capture);
    });
    this.balance = BigInt(answer.balance);
    this.update({ won, big });
    this.host.answered(answer);
  }

  private failed(error: unknown, body: FishShootBody, queued: number): FailureDecision {
    const decision = this.host.failed(error);
    if (decision === 'retry') {
      this.update({ reconnecting: true });
      return decision;
    }
    const count = body.shots.length + (decision === 'drop-all' ? queued : 0);
    this.update({ dropped: { count, key: (this.state.dropped?.key ?? 0) + 1 } });
    return decision;
  }

  private setClock(elapsedMs: number, sentAt: number, receivedAt: number): void {
    // the answer was made about half way through the request
    this.offset = elapsedMs + (receivedAt - sentAt) / 2 - receivedAt;
  }

  private update(changes: Partial<FishSnapshot>): void {
    const next = { ...this.state, ...changes };
    next.cost = this.price(next.level);
    next.lowBalance = this.balance < next.cost;
    this.queue.level = next.level;
    this.state = next;
    this.host.changed(next);
  }
}

/** Where to aim at a fish so a bullet meets it: its position after the bullet's flight (twice refined). */
export function leadPoint(fish: LiveFish, atMs: number): FieldPoint {
  let point: FieldPoint = { x: fish.x, y: fish.y };
  for (let i = 0; i < 2; i++) {
    const x = point.x - (CANNON.x + Math.cos(aimAngle(point)) * MUZZLE);
    const y = point.y - (CANNON.y + Math.sin(aimAngle(point)) * MUZZLE);
    const flightMs = (Math.hypot(x, y) / BULLET_SPEED) * 1000;
    const ahead = fishPosition(fish.spawn, Math.round(atMs + flightMs));
    if (!ahead) break;
    point = ahead;
  }
  return point;
}
