import { FISH_FIELD_HEIGHT, FISH_FIELD_WIDTH, type FishConfig, type FishKind } from '@app/games';
import {
  Application,
  Container,
  FillGradient,
  Graphics,
  GraphicsContext,
  Text,
  UPDATE_PRIORITY,
} from 'pixi.js';
import { frameBudget, QUALITY_STEPS, type Quality } from './frame-budget';
// the site's content security policy allows no eval: this module gives Pixi's shader code paths that need none
import 'pixi.js/unsafe-eval';
import type { BulletHit } from './fish-bullets';
import { CANNON, letterbox } from './fish-geometry';
import { fishLook, hexColour, mix } from './fish-looks';
import type { Capture, FishPlay } from './fish-play';

export type FishSceneOptions = {
  play: FishPlay;
  palette: { water: string; accent: string };
  /** The "+X" written over a capture. */
  payoutText: (payout: bigint) => string;
  /** The canvas's accessible name. */
  label: string;
  reducedMotion: boolean;
};

export type FishScene = { destroy: () => void };

const W = FISH_FIELD_WIDTH;
const H = FISH_FIELD_HEIGHT;
const DYING_MS = 900;
const COIN_MS = 950;
const TEXT_MS = 1300;
const SPLASH_MS = 320;
const FLASH_MS = 110;

type Shown = { g: Graphics; kind: string; stamp: number };
type Dying = { g: Graphics | null; kind: string; t0: number; spin: number };
type Coin = { g: Graphics; t0: number; x: number; y: number; vx: number; vy: number };
type Floating = { text: Text; t0: number; x: number; y: number; scale: number };
type Splash = { g: Graphics; t0: number };
type Bubble = { g: Graphics; speed: number; phase: number; x: number };

/**
 * The sea, drawn with Pixi: one world container in field units (1600 × 900), scaled into the canvas and
 * letterboxed. Every shape is vector (GraphicsContext built once per kind and shared by all fish of that
 * kind), and every moving thing comes from a pool — fish by id, bullets by slot, coins, splashes, texts — so a
 * frame moves and shows objects but creates none.
 */
export async function createFishScene(host: HTMLElement, options: FishSceneOptions): Promise<FishScene> {
  const { play, palette, reducedMotion } = options;
  const water = hexColour(palette.water, 0x05476b);
  const accent = hexColour(palette.accent, 0xffc94a);
  const dpr = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1;
  const deviceResolution = Math.min(2, Math.max(1, dpr));
  // the sea starts at its cheapest quality and climbs while frames stay cheap (frame-budget.ts)
  const budget = frameBudget();
  const resolutionOf = (quality: Quality) => quality.resolution ?? deviceResolution;
  const first = QUALITY_STEPS[budget.step] as Quality;

  const app = new Application();
  await app.init({
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    background: mix(water, 0x000000, 0.6),
    resolution: resolutionOf(first),
    autoDensity: true,
    // above one pixel per CSS pixel the edges are fine without MSAA, which costs the most on phones
    antialias: dpr < 1.5,
    preference: 'webgl',
    powerPreference: 'high-performance',
  });
  const canvas = app.canvas;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', options.label);
  canvas.classList.add('fish-canvas');
  canvas.dataset.quality = String(budget.step);
  app.ticker.maxFPS = first.maxFps;
  host.appendChild(canvas);
  app.stage.eventMode = 'none';

  const contexts: GraphicsContext[] = [];
  const context = (build: (c: GraphicsContext) => void) => {
    const c = new GraphicsContext();
    build(c);
    contexts.push(c);
    return c;
  };

  const world = new Container();
  app.stage.addChild(world);

  // ---------- the water ----------
  const gradient = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: mix(water, 0xffffff, 0.22) },
      { offset: 0.45, color: water },
      { offset: 1, color: mix(water, 0x000000, 0.55) },
    ],
    textureSpace: 'local',
  });
  const sea = new Graphics().rect(0, 0, W, H).fill(gradient);
  world.addChild(sea);
  const sand = new Graphics()
    .moveTo(0, H)
    .lineTo(0, H - 40)
    .quadraticCurveTo(W * 0.25, H - 70, W * 0.5, H - 42)
    .quadraticCurveTo(W * 0.78, H - 18, W, H - 55)
    .lineTo(W, H)
    .closePath()
    .fill({ color: mix(water, 0xc8a45c, 0.35), alpha: 0.55 });
  world.addChild(sand);

  const rays = new Container();
  rays.blendMode = 'add';
  const rayList: Graphics[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 220 + i * 380;
    const ray = new Graphics()
      .poly([-30, 0, 30, 0, 160, H, -60, H])
      .fill({ color: 0xffffff, alpha: 0.045 + (i % 2) * 0.02 });
    ray.position.set(x, -20);
    rays.addChild(ray);
    rayList.push(ray);
  }
  world.addChild(rays);

  const bubbleContext = context((c) =>
    c
      .circle(0, 0, 7)
      .stroke({ width: 2, color: 0xffffff, alpha: 0.45 })
      .circle(-2, -2, 2)
      .fill({ color: 0xffffff, alpha: 0.6 }),
  );
  const bubbles: Bubble[] = [];
  const bubbleLayer = new Container();
  for (let i = 0; i < 18; i++) {
    const g = new Graphics(bubbleContext);
    const x = (i * 997) % W;
    g.position.set(x, (i * 389) % H);
    g.scale.set(0.5 + ((i * 7) % 10) / 10);
    bubbleLayer.addChild(g);
    bubbles.push({ g, speed: 0.03 + ((i * 13) % 10) / 200, phase: i, x });
  }
  world.addChild(bubbleLayer);

  // ---------- fish ----------
  const config: FishConfig = play.config;
  const kindContexts = new Map<string, GraphicsContext>();
  for (const kind of config.kinds)
    kindContexts.set(
      kind.id,
      context((c) => drawFish(c, kind, accent)),
    );
  const fishLayer = new Container();
  world.addChild(fishLayer);
  const free = new Map<string, Graphics[]>();
  const shown = new Map<number, Shown>();
  const dying: Dying[] = Array.from({ length: 12 }, () => ({ g: null, kind: '', t0: 0, spin: 0 }));
  let stamp = 0;

  const acquireFish = (kind: string): Graphics => {
    const pool = free.get(kind);
    const g = pool?.pop() ?? fishLayer.addChild(new Graphics(kindContexts.get(kind)));
    g.visible = true;
    g.alpha = 1;
    return g;
  };
  const releaseFish = (kind: string, g: Graphics) => {
    g.visible = false;
    const pool = free.get(kind);
    if (pool) pool.push(g);
    else free.set(kind, [g]);
  };

  const reticle = new Graphics(
    context((c) => {
      c.circle(0, 0, 40).stroke({ width: 4, color: accent, alpha: 0.95 });
      for (let i = 0; i < 4; i++) {
        const a = (i * Math.PI) / 2;
        c.moveTo(Math.cos(a) * 30, Math.sin(a) * 30)
          .lineTo(Math.cos(a) * 52, Math.sin(a) * 52)
          .stroke({ width: 4, color: accent, alpha: 0.95 });
      }
    }),
  );
  reticle.visible = false;
  world.addChild(reticle);

  // ---------- bullets ----------
  const bulletContext = context((c) =>
    c
      .ellipse(0, 0, 16, 7)
      .fill({ color: 0xffffff })
      .ellipse(-10, 0, 14, 4)
      .fill({ color: 0xffffff, alpha: 0.35 }),
  );
  const bulletLayer = new Container();
  const bulletViews = play.bullets.slots.map(() => {
    const g = bulletLayer.addChild(new Graphics(bulletContext));
    g.visible = false;
    return g;
  });
  world.addChild(bulletLayer);

  // ---------- effects ----------
  const effects = new Container();
  world.addChild(effects);
  const splashContext = context((c) =>
    c
      .circle(0, 0, 34)
      .stroke({ width: 5, color: 0xffffff, alpha: 0.9 })
      .circle(0, 0, 20)
      .stroke({ width: 3, color: accent, alpha: 0.8 }),
  );
  const splashes: Splash[] = Array.from({ length: 16 }, () => {
    const g = effects.addChild(new Graphics(splashContext));
    g.visible = false;
    return { g, t0: -1 };
  });
  const coinContext = context((c) =>
    c
      .circle(0, 0, 11)
      .fill({ color: 0xffc94a })
      .circle(0, 0, 11)
      .stroke({ width: 2, color: 0xb7791f })
      .circle(0, 0, 6)
      .stroke({ width: 2, color: 0xfff1b8, alpha: 0.9 }),
  );
  const coins: Coin[] = Array.from({ length: 72 }, () => {
    const g = effects.addChild(new Graphics(coinContext));
    g.visible = false;
    return { g, t0: -1, x: 0, y: 0, vx: 0, vy: 0 };
  });
  const floating: Floating[] = Array.from({ length: 8 }, () => {
    const text = new Text({
      text: '',
      style: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        fontSize: 54,
        fontWeight: '800',
        fill: 0xffe27a,
        stroke: { color: 0x3a2200, width: 8 },
      },
    });
    text.anchor.set(0.5);
    text.visible = false;
    effects.addChild(text);
    return { text, t0: -1, x: 0, y: 0, scale: 1 };
  });

  // ---------- the cannon ----------
  const cannon = new Container();
  cannon.position.set(CANNON.x, CANNON.y);
  const base = new Graphics()
    .circle(0, 14, 78)
    .fill({ color: 0x1b2433 })
    .circle(0, 14, 78)
    .stroke({ width: 6, color: accent })
    .circle(0, 0, 34)
    .fill({ color: mix(accent, 0xffffff, 0.25) });
  const barrel = new Graphics();
  const flash = new Graphics().circle(0, 0, 22).fill({ color: 0xfff4c2, alpha: 0.9 });
  flash.alpha = 0;
  cannon.addChild(base, barrel, flash);
  world.addChild(cannon);
  let barrelLevel = -1;
  let barrelLength = 0;
  let flashT0 = -1;
  const drawBarrel = (level: number) => {
    const grow = play.levels.length > 1 ? level / (play.levels.length - 1) : 0;
    const width = 22 + grow * 22;
    barrelLength = 78 + grow * 36;
    barrel
      .clear()
      .roundRect(-width / 2, -barrelLength, width, barrelLength, 8)
      .fill({ color: mix(0x9aa9bd, accent, grow * 0.7) })
      .roundRect(-width / 2, -barrelLength, width, barrelLength, 8)
      .stroke({ width: 3, color: 0x0e1420 })
      .rect(-width / 2 - 4, -barrelLength, width + 8, 12)
      .fill({ color: accent });
    barrelLevel = level;
  };

  // the letterbox bars (the field keeps 16:9; a box of another shape shows bars, not fish outside the sea)
  const bars = new Graphics();
  app.stage.addChild(bars);

  const layout = () => {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    app.renderer.resize(width, height);
    const box = letterbox(width, height);
    world.scale.set(box.scale);
    world.position.set(box.offsetX, box.offsetY);
    bars.clear();
    const colour = mix(water, 0x000000, 0.6);
    if (box.offsetX > 0.5) {
      bars
        .rect(0, 0, box.offsetX, height)
        .rect(width - box.offsetX, 0, box.offsetX, height)
        .fill(colour);
    }
    if (box.offsetY > 0.5) {
      bars
        .rect(0, 0, width, box.offsetY)
        .rect(0, height - box.offsetY, width, box.offsetY)
        .fill(colour);
    }
  };
  layout();
  const observer = new ResizeObserver(layout);
  observer.observe(host);

  // ---------- events from the play ----------
  let clock = performance.now();
  const onFired = () => {
    flashT0 = clock;
  };
  const onHit = (hit: BulletHit) => {
    const splash = splashes.find((s) => s.t0 < 0) ?? splashes[0]!;
    splash.t0 = clock;
    splash.g.position.set(hit.x, hit.y);
    splash.g.visible = true;
  };
  const onCaptured = (capture: Capture) => {
    const entry = shown.get(capture.id);
    if (entry) {
      shown.delete(capture.id);
      const slot = dying.find((d) => d.g === null);
      if (slot) {
        slot.g = entry.g;
        slot.kind = entry.kind;
        slot.t0 = clock;
        slot.spin = entry.g.scale.y < 0 ? -1 : 1;
      } else releaseFish(entry.kind, entry.g);
    }
    burst(capture.x, capture.y, capture.kind);
    const label = floating.find((f) => f.t0 < 0) ?? floating[0]!;
    label.t0 = clock;
    label.x = capture.x;
    label.y = capture.y - capture.kind.radius * 0.6;
    label.scale = capture.kind.multiplier100 >= 3_000 ? 1.6 : 1;
    label.text.text = options.payoutText(capture.payout);
    label.text.visible = true;
  };
  const burst = (x: number, y: number, kind: FishKind) => {
    const count = reducedMotion ? 4 : Math.min(26, 6 + Math.round(kind.multiplier100 / 600));
    let made = 0;
    for (const coin of coins) {
      if (made === count) break;
      if (coin.t0 >= 0) continue;
      const angle = (made / count) * Math.PI * 2 + (kind.radius % 7) * 0.1;
      const speed = 0.25 + ((made * 37) % 10) / 40;
      coin.t0 = clock;
      coin.x = x;
      coin.y = y;
      coin.vx = Math.cos(angle) * speed;
      coin.vy = Math.sin(angle) * speed - 0.35;
      coin.g.visible = true;
      made++;
    }
  };
  const unlisten = play.listen({ fired: onFired, hit: onHit, captured: onCaptured });

  // ---------- every frame ----------
  let frameStart = 0;
  /** After the renderer has drawn (the ticker's last listener): the frame's main-thread work, judged. */
  const measure = () => {
    if (!budget.frame(performance.now() - frameStart)) return;
    const quality = QUALITY_STEPS[budget.step] as Quality;
    app.renderer.resolution = resolutionOf(quality);
    app.ticker.maxFPS = quality.maxFps;
    canvas.dataset.quality = String(budget.step);
    layout();
  };
  const tick = () => {
    const now = performance.now();
    frameStart = now;
    const dt = Math.min(50, now - clock);
    clock = now;
    play.frame(now);

    if (!reducedMotion) {
      for (let i = 0; i < rayList.length; i++) rayList[i]!.rotation = Math.sin(now / 2400 + i * 1.7) * 0.06;
    }
    for (const bubble of bubbles) {
      const g = bubble.g;
      g.y -= bubble.speed * dt;
      if (g.y < -20) g.y = H + 20;
      g.x = bubble.x + (reducedMotion ? 0 : Math.sin(now / 700 + bubble.phase) * 10);
    }

    // fish: one pooled shape per live fish, keyed by id
    stamp++;
    for (const fish of play.view.live) {
      let entry = shown.get(fish.id);
      if (!entry) {
        entry = { g: acquireFish(fish.kind.id), kind: fish.kind.id, stamp };
        shown.set(fish.id, entry);
      }
      entry.stamp = stamp;
      const g = entry.g;
      g.position.set(fish.x, fish.y);
      const wiggle = reducedMotion ? 0 : Math.sin(now / 160 + fish.id) * 0.05;
      g.rotation = fish.heading + wiggle;
      const pulse = fish.kind.boss && !reducedMotion ? 1 + Math.sin(now / 300) * 0.04 : 1;
      // swimming left, the fish is mirrored so it stays upright
      g.scale.set(pulse, Math.cos(fish.heading) < 0 ? -pulse : pulse);
    }
    for (const [id, entry] of shown) {
      if (entry.stamp === stamp) continue;
      shown.delete(id);
      releaseFish(entry.kind, entry.g);
    }
    for (const d of dying) {
      if (!d.g) continue;
      const p = (now - d.t0) / DYING_MS;
      if (p >= 1) {
        d.g.rotation = 0;
        releaseFish(d.kind, d.g);
        d.g = null;
        continue;
      }
      d.g.rotation += d.spin * dt * 0.012;
      const s = 1 + p * 0.35;
      d.g.scale.set(s, d.spin * s);
      d.g.alpha = 1 - p * p;
    }

    const locked = play.lockedId === null ? undefined : play.view.find(play.lockedId);
    reticle.visible = locked !== undefined;
    if (locked) {
      reticle.position.set(locked.x, locked.y);
      reticle.scale.set(Math.max(0.7, locked.kind.radius / 34));
      reticle.rotation = reducedMotion ? 0 : now / 900;
    }

    // bullets: one shape per slot
    const slots = play.bullets.slots;
    for (let i = 0; i < slots.length; i++) {
      const bullet = slots[i]!;
      const g = bulletViews[i]!;
      g.visible = bullet.active;
      if (!bullet.active) continue;
      g.position.set(bullet.x, bullet.y);
      g.rotation = bullet.angle;
      g.scale.set(1 + bullet.level * 0.07);
      g.tint = mix(0xffffff, accent, Math.min(1, bullet.level / 6));
    }

    // the cannon
    const level = play.snapshot.level;
    if (level !== barrelLevel) drawBarrel(level);
    barrel.rotation = play.cannonAngle + Math.PI / 2;
    if (flashT0 >= 0) {
      const p = (now - flashT0) / FLASH_MS;
      flash.alpha = p >= 1 ? 0 : 1 - p;
      flash.position.set(
        Math.cos(play.cannonAngle) * barrelLength,
        Math.sin(play.cannonAngle) * barrelLength,
      );
      if (p >= 1) flashT0 = -1;
    }

    // effects
    for (const splash of splashes) {
      if (splash.t0 < 0) continue;
      const p = (now - splash.t0) / SPLASH_MS;
      if (p >= 1) {
        splash.t0 = -1;
        splash.g.visible = false;
        continue;
      }
      splash.g.scale.set(0.5 + p * 0.9);
      splash.g.alpha = 1 - p;
    }
    for (const coin of coins) {
      if (coin.t0 < 0) continue;
      const p = (now - coin.t0) / COIN_MS;
      if (p >= 1) {
        coin.t0 = -1;
        coin.g.visible = false;
        continue;
      }
      coin.vy += 0.0012 * dt;
      coin.x += coin.vx * dt;
      coin.y += coin.vy * dt;
      coin.g.position.set(coin.x, coin.y);
      coin.g.scale.set(Math.abs(Math.cos(now / 90 + coin.vx * 50)), 1);
      coin.g.alpha = 1 - p * p;
    }
    for (const label of floating) {
      if (label.t0 < 0) continue;
      const p = (now - label.t0) / TEXT_MS;
      if (p >= 1) {
        label.t0 = -1;
        label.text.visible = false;
        continue;
      }
      label.text.position.set(label.x, label.y - p * 90);
      label.text.scale.set(label.scale * (p < 0.15 ? 0.6 + (p / 0.15) * 0.4 : 1));
      label.text.alpha = p < 0.7 ? 1 : 1 - (p - 0.7) / 0.3;
    }
  };
  app.ticker.add(tick);
  app.ticker.add(measure, undefined, UPDATE_PRIORITY.UTILITY);

  return {
    destroy() {
      unlisten();
      observer.disconnect();
      app.ticker.remove(tick);
      app.ticker.remove(measure);
      // every shape's context goes too (a shared one is destroyed once: the second call does nothing)
      app.destroy({ removeView: true }, { children: true, context: true });
      gradient.destroy();
      for (const c of contexts) c.destroy();
    },
  };
}

/** One kind's picture, facing +x, about 2 × radius long; a boss glows in the theme's accent. */
function drawFish(c: GraphicsContext, kind: FishKind, accent: number): void {
  const look = fishLook(kind.id);
  const r = kind.radius;
  const h = r * look.aspect;
  const fin = kind.boss ? accent : look.fin;
  const dark = mix(look.body, 0x000000, 0.35);

  if (kind.boss) {
    for (let i = 3; i >= 1; i--) c.circle(0, 0, r * (1 + i * 0.12)).fill({ color: accent, alpha: 0.07 });
  }

  switch (look.shape) {
    case 'ray': {
      c.moveTo(-r * 0.55, 0)
        .lineTo(-r * 1.5, r * 0.05)
        .stroke({ width: Math.max(3, r * 0.06), color: dark });
      c.poly([r * 0.75, 0, r * 0.05, -r * 0.95, -r * 0.55, 0, r * 0.05, r * 0.95]).fill({ color: look.body });
      c.poly([r * 0.6, 0, r * 0.05, -r * 0.55, -r * 0.4, 0, r * 0.05, r * 0.55]).fill({
        color: look.belly,
        alpha: 0.35,
      });
      break;
    }
    case 'turtle': {
      for (const [x, y] of [
        [r * 0.45, -h * 0.7],
        [r * 0.45, h * 0.7],
        [-r * 0.45, -h * 0.6],
        [-r * 0.45, h * 0.6],
      ] as const) {
        c.ellipse(x, y, r * 0.28, r * 0.13).fill({ color: look.fin });
      }
      c.circle(r * 0.88, 0, r * 0.24).fill({ color: look.fin });
      c.ellipse(0, 0, r * 0.78, h * 0.62).fill({ color: look.body });
      c.ellipse(0, 0, r * 0.78, h * 0.62).stroke({ width: Math.max(2, r * 0.06), color: dark });
      c.regularPoly(0, 0, r * 0.3, 6, Math.PI / 6).stroke({ width: Math.max(2, r * 0.05), color: dark });
      break;
    }
    case 'octopus': {
      for (let i = 0; i < 4; i++) {
        const y = (i - 1.5) * h * 0.25;
        c.moveTo(-r * 0.2, y)
          .quadraticCurveTo(-r * 0.8, y + (i % 2 ? h * 0.35 : -h * 0.35), -r * 1.35, y * 1.4)
          .stroke({ width: Math.max(4, r * 0.12), color: look.fin, cap: 'round' });
      }
      c.ellipse(r * 0.2, 0, r * 0.7, h * 0.55).fill({ color: look.body });
      break;
    }
    default: {
      // the tail fin (a whale's flukes are wider and flatter)
      const tail = look.shape === 'whale' ? 0.5 : 0.45;
      c.poly([-r * 0.7, 0, -r * 1.3, -h * tail - r * 0.1, -r * 1.15, 0, -r * 1.3, h * tail + r * 0.1]).fill({
        color: fin,
      });
      // the dorsal fin
      c.poly([-r * 0.2, -h * 0.42, r * 0.15, -h * 0.95, r * 0.3, -h * 0.4]).fill({ color: fin });
      if (look.shape === 'sword')
        c.poly([r * 0.85, -h * 0.12, r * 1.75, 0, r * 0.85, h * 0.12]).fill({ color: dark });
      c.ellipse(0, 0, r, h / 2).fill({ color: look.body });
      c.ellipse(r * 0.05, h * 0.18, r * 0.78, h * 0.25).fill({ color: look.belly, alpha: 0.75 });
    }
  }

  for (let i = 1; i <= look.stripes; i++) {
    const x = r * 0.55 - (i * r * 1.1) / (look.stripes + 1);
    const stripe = look.stripes <= 2 ? 0xffffff : dark;
    c.ellipse(x, 0, r * 0.07, h * 0.42).fill({ color: stripe, alpha: 0.85 });
  }
  if (look.spots) {
    for (let i = 0; i < 5; i++) {
      c.circle(r * (0.35 - i * 0.2), ((i % 2) - 0.5) * h * 0.35, Math.max(2, r * 0.07)).fill({
        color: dark,
        alpha: 0.55,
      });
    }
  }
  // the eye (a turtle's on its head, an octopus's on its mantle)
  const eyeX = look.shape === 'turtle' ? r * 0.95 : look.shape === 'ray' ? r * 0.35 : r * 0.55;
  const eyeY = look.shape === 'turtle' ? -r * 0.06 : -h * 0.14;
  const eye = Math.max(3, r * 0.11);
  c.circle(eyeX, eyeY, eye).fill({ color: 0xffffff });
  c.circle(eyeX + eye * 0.25, eyeY, eye * 0.55).fill({ color: 0x0b0b14 });
  if (kind.boss) {
    // a crown of spikes along the back
    for (let i = 0; i < 5; i++) {
      const x = r * (0.4 - i * 0.22);
      c.poly([x - r * 0.08, -h * 0.45, x, -h * 0.45 - r * 0.28, x + r * 0.08, -h * 0.45]).fill({
        color: accent,
      });
    }
  }
}
