import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-db.ts';

const EARLY_SCRIPT = 'window.early = 1;';

describe('the app shell', () => {
  const webDist = path.join(os.tmpdir(), `hb-web-${process.pid}`);
  let ctx: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><head><script>${EARLY_SCRIPT}</script></head><title>site</title>`,
    );
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(webDist, 'landing'), { recursive: true });
    for (const page of ['index', 'noticepage']) {
      writeFileSync(
        path.join(webDist, 'landing', `${page}.html`),
        `<!doctype html><head><script>${EARLY_SCRIPT}</script></head><title>site</title><!-- ${page} -->`,
      );
    }
    ctx = await createTestApp({ webDist });
  });
  afterAll(() => ctx.close());

  it('serves client routes with index.html so the web router can answer them', async () => {
    for (const url of ['/', '/index', '/rng?page=X', '/no-such-page']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>site</title>');
    }
  });

  it('answers a landing page with its own document (its preloads), every other page with index.html', async () => {
    const documentOf = async (url: string) => {
      const body = (await ctx.app.inject({ url })).body;
      return /<!-- (\w+) -->/.exec(body)?.[1] ?? 'index.html';
    };
    expect(await documentOf('/')).toBe('index');
    expect(await documentOf('/index?mc=depositv2')).toBe('index');
    expect(await documentOf('/noticePage?pageNo=2')).toBe('noticepage');
    expect(await documentOf('/promotions')).toBe('index.html');
    expect(await documentOf('/fair')).toBe('index.html');
    expect(await documentOf('/..%2Fpackage.json')).toBe('index.html');
  });

  it("lets the page's own inline script run, by its hash, and no other", async () => {
    const csp = String((await ctx.app.inject({ url: '/index' })).headers['content-security-policy']);
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves hashed assets for a year and 404s missing ones', async () => {
    const ok = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ url: '/assets/app-gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('does not count hashed build files against the per-IP limit, but does count API calls', async () => {
    const limited = await createTestApp({ webDist, rateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 6; i++) {
        const asset = await limited.app.inject({ url: '/assets/app-abc123.js' });
        expect(asset.statusCode).toBe(200);
      }
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limited.app.inject({ url: '/api/platform/permission' })).statusCode);
      expect(codes).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it('limits the accounts routes per IP, and not at all with ACCOUNTS_RATE_LIMIT_PER_MINUTE=0', async () => {
    const login = (app: typeof ctx.app) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/login',
        payload: { username: 'nobody', password: 'x' },
      });
    for (const [perMinute, limited] of [
      [2, true],
      [0, false],
    ] as const) {
      const site = await createTestApp({
        webDist,
        rateLimitPerMinute: 0,
        accountsRateLimitPerMinute: perMinute,
      });
      try {
        const codes = [];
        for (let i = 0; i < 5; i++) codes.push((await login(site.app)).statusCode);
        expect(codes.includes(429), `ACCOUNTS_RATE_LIMIT_PER_MINUTE=${perMinute}`).toBe(limited);
      } finally {
        await site.close();
      }
    }
  });

  it('answers unknown API paths with route_not_found in the caller language', async () => {
    const res = await ctx.app.inject({ url: '/api/nope', headers: { 'x-lang': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'route_not_found', message: 'No such address' });
    const vi = await ctx.app.inject({ url: '/api/nope', headers: { 'accept-language': 'vi-VN,vi;q=0.9' } });
    expect(vi.json().message).toBe('Đường dẫn không tồn tại');
  });

  it('answers malformed JSON bodies and wrong methods with client errors, never 500', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/notices',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().success).toBe(false);
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/games/list', '/api/platform/permission']),
    );
  });

  it('reports health', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.json()).toEqual({ success: true, value: 'ok' });
  });
});

describe('the security headers over plain http', () => {
  it('ask the browser to upgrade to https only when the site runs behind https (COOKIE_SECURE)', async () => {
    const plain = await createTestApp();
    const secure = await createTestApp({ cookieSecure: true });
    try {
      const csp = async (app: typeof plain) =>
        String((await app.app.inject({ url: '/healthz' })).headers['content-security-policy']);
      expect(await csp(plain)).not.toContain('upgrade-insecure-requests');
      expect(await csp(secure)).toContain('upgrade-insecure-requests');
    } finally {
      await plain.close();
      await secure.close();
    }
  });
});
