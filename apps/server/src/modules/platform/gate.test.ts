import { API } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { isGatedPath } from './gate.ts';
import { staticGeoIp } from './geoip.ts';
import { blockCountry, blockNetwork, setMaintenance, unblockNetwork } from './index.ts';
import { buildPlatformTestApp, openAccess } from './testing.ts';

describe('isGatedPath', () => {
  it('gates the API except the status call, footer pages and docs', () => {
    expect(isGatedPath(API.vendors)).toBe(true);
    expect(isGatedPath(API.announcements)).toBe(true);
    expect(isGatedPath(API.notices)).toBe(true);
    expect(isGatedPath(API.permission)).toBe(false);
    expect(isGatedPath(API.footerPages)).toBe(false);
    expect(isGatedPath('/api/platform/pages/:slug')).toBe(false);
    expect(isGatedPath('/api/platform/pagesX')).toBe(true);
    expect(isGatedPath('/api/docs')).toBe(false);
    expect(isGatedPath('/api/docs/json')).toBe(false);
    expect(isGatedPath('/healthz')).toBe(false);
    expect(isGatedPath('/media/qr/IOS.svg')).toBe(false);
    expect(isGatedPath('/index')).toBe(false);
  });

  it('leaves the operator back office and payment-gateway callbacks open during maintenance', () => {
    expect(isGatedPath('/api/operator/withdrawals')).toBe(false);
    expect(isGatedPath('/api/wallet/gateways/:gateway/callback')).toBe(false);
    expect(isGatedPath('/api/wallet/deposits')).toBe(true);
    expect(isGatedPath('/api/operatorX')).toBe(true);
  });
});

describe('access gate in the whole app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await openAccess(t.db);
  });

  // Each case uses addresses of its own: the gate caches a visitor's state for 2 s.
  const get = (url: string, ip: string, lang?: 'vi' | 'en') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-forwarded-for': ip, ...(lang ? { 'x-lang': lang } : {}) },
    });

  it('lets the API through when the site is open', async () => {
    expect((await get(API.vendors, '198.51.100.1')).statusCode).toBe(200);
    expect((await get(API.announcements, '198.51.100.1')).statusCode).toBe(200);
  });

  it('answers 503 system_maintenance in the caller language during maintenance', async () => {
    await setMaintenance(t.db, { enabled: true, endsAt: new Date(Date.now() + 600_000) });
    const vi = await get(API.vendors, '198.51.100.2');
    expect(vi.statusCode).toBe(503);
    expect(vi.json()).toEqual({
      success: false,
      code: 'system_maintenance',
      message: 'Hệ thống đang bảo trì',
    });
    expect(Number(vi.headers['retry-after'])).toBeGreaterThan(500);
    const en = await get(API.notices, '198.51.100.3', 'en');
    expect(en.statusCode).toBe(503);
    expect(en.json()).toMatchObject({ code: 'system_maintenance', message: 'System under maintenance' });
    // still open: the status call, footer pages, API docs, health, media
    expect((await get(API.permission, '198.51.100.2')).json().value.status).toBe(1);
    expect((await get(API.footerPages, '198.51.100.2')).statusCode).toBe(200);
    expect((await get(API.footerPage('about'), '198.51.100.2')).statusCode).toBe(200);
    expect((await get('/api/docs/json', '198.51.100.2')).statusCode).toBe(200);
    expect((await get(API.healthz, '198.51.100.2')).statusCode).toBe(200);
    expect((await get('/media/qr/IOS.svg', '198.51.100.2')).statusCode).toBe(200);
  });

  it('answers 403 access_restricted to a blocked network or country', async () => {
    await blockNetwork(t.db, '198.51.100.128/25');
    await blockCountry(t.db, 'US');
    const net = await get(API.vendors, '198.51.100.130', 'en');
    expect(net.statusCode).toBe(403);
    expect(net.json()).toEqual({ success: false, code: 'access_restricted', message: 'Access restricted' });
    const country = await get(API.vendors, '8.8.4.4');
    expect(country.statusCode).toBe(403);
    expect(country.json()).toMatchObject({ code: 'access_restricted', message: 'Truy cập bị hạn chế' });
    expect((await get(API.vendors, '198.51.100.4')).statusCode).toBe(200);
    expect((await get(API.permission, '198.51.100.130')).json().value.status).toBe(2);
  });

  it('cannot be bypassed with an encoded path', async () => {
    await setMaintenance(t.db, { enabled: true });
    const res = await get('/%61pi/games/vendors', '198.51.100.5');
    expect(res.statusCode).not.toBe(200);
  });
});

describe('access gate with its own GeoIP and cache', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  afterEach(async () => {
    await openAccess(database.db);
  });

  it('uses the GeoIP it is given', async () => {
    const app = await buildPlatformTestApp(database.db, {
      geoIp: staticGeoIp({ '192.0.2.10': 'KP' }),
      cacheTtlMs: 0,
    });
    await blockCountry(database.db, 'KP');
    const res = await app.inject({ url: '/api/dummy', headers: { 'x-forwarded-for': '192.0.2.10' } });
    expect(res.statusCode).toBe(403);
    const status = await app.inject({ url: API.permission, headers: { 'x-forwarded-for': '192.0.2.10' } });
    expect(status.json().value).toMatchObject({ status: 2, location: { ip: '192.0.2.10', country: 'KP' } });
    expect(
      (await app.inject({ url: '/api/dummy', headers: { 'x-forwarded-for': '192.0.2.11' } })).statusCode,
    ).toBe(200);
    await app.close();
  });

  it('puts every visitor in maintenance within the cache lifetime', async () => {
    const app = await buildPlatformTestApp(database.db, { geoIp: staticGeoIp({}), cacheTtlMs: 500 });
    const visitors = ['192.0.2.30', '192.0.2.31'].map((ip) => ({ 'x-forwarded-for': ip }));
    for (const headers of visitors) {
      expect((await app.inject({ url: '/api/dummy', headers })).statusCode).toBe(200); // read and kept
    }
    await setMaintenance(database.db, { enabled: true });
    await new Promise((resolve) => setTimeout(resolve, 550));
    for (const headers of visitors) {
      const res = await app.inject({ url: '/api/dummy', headers });
      expect([res.statusCode, res.json().code]).toEqual([503, 'system_maintenance']);
    }
    await app.close();
  });

  it('reads the rules through a 2-second cache while the status call reads fresh', async () => {
    const app = await buildPlatformTestApp(database.db, { geoIp: staticGeoIp({}) });
    const headers = { 'x-forwarded-for': '192.0.2.20' };
    expect((await app.inject({ url: '/api/dummy', headers })).statusCode).toBe(200);
    await blockNetwork(database.db, '192.0.2.20');
    expect((await app.inject({ url: API.permission, headers })).json().value.status).toBe(2);
    expect((await app.inject({ url: '/api/dummy', headers })).statusCode).toBe(200); // cached
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await app.inject({ url: '/api/dummy', headers })).statusCode).toBe(403);
    await unblockNetwork(database.db, '192.0.2.20/32');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await app.inject({ url: '/api/dummy', headers })).statusCode).toBe(200);
    await app.close();
  });
});
