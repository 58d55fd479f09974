import { ACCOUNTS_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { loadConfig } from '../../../config.ts';
import { createMember, TestClient } from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    accountsRateLimitPerMinute: 3,
    devOutbox: 'off',
    cookieSecure: true,
  });
});
afterAll(() => t?.close());

describe('production-like settings', () => {
  it('hides the dev outbox when DEV_OUTBOX is off (and by default in production)', async () => {
    const res = await new TestClient(t.app).get(ACCOUNTS_API.devOutbox);
    expect([res.status, res.body.code]).toEqual([404, 'route_not_found']);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe('off');
    expect(loadConfig({}).devOutbox).toBe('session');
    expect(loadConfig({ DEMO_MODE: 'false' }).devOutbox).toBe('off');
    // production refuses to start with it on (config.test.ts)
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'open' })).toThrow(/DEV_OUTBOX/);
  });

  it('marks the cookies Secure when COOKIE_SECURE is on', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const c = new TestClient(t.app, '10.200.0.1');
    const res = await c.login(m.username, 'Right123');
    expect(res.status).toBe(200);
    const cookies = ([] as string[]).concat(
      (res.headers['set-cookie'] as string[] | string | undefined) ?? [],
    );
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toContain('; Secure');
  });

  it('limits each sensitive accounts route per IP and minute (@fastify/rate-limit)', async () => {
    const c = new TestClient(t.app, '10.200.0.2');
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await c.login('nobody', 'Wrong123')).body.code);
    expect(codes).toEqual(['login_failed', 'login_failed', 'login_failed', 'rate_limited']);
    // another route keeps its own count; another IP its own
    expect((await c.get(ACCOUNTS_API.registerSettings)).status).toBe(200);
    expect((await new TestClient(t.app, '10.200.0.3').login('nobody', 'Wrong123')).body.code).toBe(
      'login_failed',
    );
  });

  it('validates the accounts configuration', () => {
    const config = loadConfig({});
    expect(config.argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect([config.sessionMaxAgeHours, config.sessionIdleMinutes, config.passwordMaxAgeDays]).toEqual([
      168, 120, 90,
    ]);
    expect([config.publicUrl, config.cookieSecure, config.smsProvider, config.emailProvider]).toEqual([
      'http://localhost:3000',
      false,
      'outbox',
      'outbox',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'https://bet.example/' }).publicUrl).toBe('https://bet.example');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: '12' })).toThrow(/ARGON2_MEMORY_KIB/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
