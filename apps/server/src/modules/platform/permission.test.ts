import { API, type Permission, WHITELABEL_SWITCHES, type WhitelabelNode } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { blockCountry, blockNetwork, setMaintenance } from './index.ts';
import { openAccess } from './testing.ts';

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

async function permission(headers: Record<string, string> = {}, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `${API.permission}${query}`, headers });
  return { res, body: res.json() as { success: boolean; value: Permission; code?: string } };
}

const flatten = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);

describe('GET permission', () => {
  it('answers status 0 with the visitor and the merchant settings', async () => {
    const { res, body } = await permission();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const v = body.value;
    expect(v).toMatchObject({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      maintenanceEnd: null,
    });
    expect(v.location).toEqual({ ip: '127.0.0.1', country: '' });
    expect(v.info.merchant).toMatchObject({
      code: 'HB',
      platform: 'web',
      lotteryType: 'SEA',
      device: 'WEB',
      defaultLanguage: 'vi',
      languages: ['vi', 'en'],
      chatColor: '#6142bf',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
      defaultExecution: 'B',
      esportsVendors: ['ESPORTS_ARENA'],
      pulledOutSportsVendor: 'SABA_SPORTS',
      currency: 'VND',
    });
  });

  it('nests every whitelabel switch under a group', async () => {
    const { whitelabel } = (await permission()).body.value.info;
    expect(whitelabel.map((n) => n.modId)).toEqual(['register', 'login', 'account', 'member', 'agent']);
    const all = flatten(whitelabel);
    for (const id of WHITELABEL_SWITCHES) expect(all.some((n) => n.modId === id)).toBe(true);
    const flag = (id: string) => all.find((n) => n.modId === id)?.enabled;
    expect(flag('loginRequired')).toBe('0');
    expect(flag('registerUsername')).toBe('1');
    expect(flag('freePlay')).toBe('1');
    expect(flag('manualRebate')).toBe('1');
    expect(flag('referral')).toBe('1');
    expect(whitelabel[0]?.childrenNodes.map((n) => n.modId)).toContain('registerMobile');
  });

  it('lists register rules, resources with QR codes, customer service and CDNs', async () => {
    const { info } = (await permission()).body.value;
    const rule = (field: string) => info.registerRules.find((r) => r.field === field);
    expect(rule('username')).toMatchObject({
      enabled: true,
      required: true,
      patternId: 'letterThenAlnum',
      minLength: 6,
    });
    expect(rule('line')?.acceptedPattern).toBe('*');
    expect(info.registerRules.map((r) => r.field)).toEqual(
      expect.arrayContaining(['password', 'confirmPassword', 'payeeName', 'email', 'mobileNum', 'captcha']),
    );
    const qr = Object.fromEntries(info.resources.map((r) => [r.resourceType, r.qrCodeUrl]));
    expect(qr).toEqual({
      IOS: '/media/qr/IOS.svg',
      IOS_LITE: '/media/qr/IOS_LITE.svg',
      ANDROID: '/media/qr/ANDROID.svg',
      FACEBOOK: null,
      EMAIL: null,
    });
    expect(info.customerService.map((c) => c.csType).sort()).toEqual(['LIVECHAT', 'VIP']);
    expect(info.analytics).toEqual({ gtagId: null });
    expect(info.imageCDNs).toEqual([]);
  });

  it('accepts a plausible host as url and refuses anything else with invalid_url', async () => {
    for (const url of [
      'hanoibet.example',
      'https://www.hanoibet.example/index',
      'localhost:3000',
      '10.0.0.5',
    ]) {
      expect((await permission({}, `?url=${encodeURIComponent(url)}`)).res.statusCode).toBe(200);
    }
    for (const url of ['javascript:alert(1)', 'not a host', '<script>', 'ftp://x.example', '']) {
      const { res, body } = await permission({ 'x-lang': 'en' }, `?url=${encodeURIComponent(url)}`);
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({
        code: 'invalid_url',
        message: 'Invalid URL, please contact customer service',
      });
    }
  });

  it('reports maintenance without an end time', async () => {
    await setMaintenance(t.db, { enabled: true });
    const { value } = (await permission()).body;
    expect(value).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: false,
      maintenanceEnd: null,
    });
  });

  it('reports maintenance with its end time', async () => {
    const end = new Date(Date.now() + 3_600_000);
    end.setMilliseconds(0);
    await setMaintenance(t.db, { enabled: true, endsAt: end });
    const { value } = (await permission()).body;
    expect(value).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: end.toISOString() });
  });

  it('counts a maintenance whose end has passed as off', async () => {
    await setMaintenance(t.db, { enabled: true });
    await t.db
      .updateTable('maintenance')
      .set({ ends_at: new Date(Date.now() - 60_000) })
      .execute();
    const { value } = (await permission()).body;
    expect(value).toMatchObject({ status: 0, maintenance: false, maintenanceEnd: null });
  });

  it('restricts a blocked country, showing the IP and country', async () => {
    await blockCountry(t.db, 'us');
    const { value } = (await permission({ 'x-forwarded-for': '8.8.8.8' })).body;
    expect(value).toMatchObject({
      status: 2,
      maintenance: false,
      regionRestriction: true,
      maintenanceEnd: null,
    });
    expect(value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
    const vietnam = (await permission({ 'x-forwarded-for': '113.161.1.1' })).body.value;
    expect(vietnam).toMatchObject({ status: 0, location: { ip: '113.161.1.1', country: 'VN' } });
  });

  it('restricts an address inside a blocked network, IPv4 (also mapped) and IPv6', async () => {
    await blockNetwork(t.db, '203.0.113.0/24');
    await blockNetwork(t.db, '2001:db8::/32');
    for (const ip of ['203.0.113.9', '::ffff:203.0.113.200', '2001:db8::1']) {
      const { value } = (await permission({ 'x-forwarded-for': ip })).body;
      expect(value).toMatchObject({ status: 2, regionRestriction: true });
      expect(value.location.ip).toBe(ip.replace('::ffff:', ''));
    }
    expect((await permission({ 'x-forwarded-for': '203.0.114.1' })).body.value.status).toBe(0);
  });

  it('gives maintenance precedence over a region restriction', async () => {
    await blockNetwork(t.db, '198.51.100.7');
    await setMaintenance(t.db, { enabled: true });
    const { value } = (await permission({ 'x-forwarded-for': '198.51.100.7' })).body;
    expect(value).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
  });
});
