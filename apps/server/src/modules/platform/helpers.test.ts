import { describe, expect, it } from 'vitest';
import { parseTypes } from './content.ts';
import { isPlausibleHost } from './host.ts';
import { whitelabelTree } from './info.ts';
import { isIpOrCidr, normaliseIp } from './ip.ts';
import { bannerSvg, escapeXml, wrapText } from './media.ts';
import { parseMaintenanceEnd } from './rules.ts';
import { sanitizeContent } from './sanitize.ts';
import { OPEN_ACCESS, systemStatus } from './service.ts';
import { createTtlCache } from './ttl-cache.ts';

describe('systemStatus', () => {
  it('is 0 open, 1 in maintenance (first), 2 restricted', () => {
    expect(systemStatus(OPEN_ACCESS)).toBe(0);
    expect(systemStatus({ ...OPEN_ACCESS, ipBlocked: true })).toBe(2);
    expect(systemStatus({ ...OPEN_ACCESS, countryBlocked: true })).toBe(2);
    expect(systemStatus({ ...OPEN_ACCESS, maintenance: true, countryBlocked: true })).toBe(1);
  });
});

describe('normaliseIp / isIpOrCidr', () => {
  it('normalises what sockets and proxies report', () => {
    expect(normaliseIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseIp('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(normaliseIp('fe80::1%eth0')).toBe('fe80::1');
    expect(normaliseIp('2001:DB8::1')).toBe('2001:db8::1');
    expect(normaliseIp(' 8.8.8.8 ')).toBe('8.8.8.8');
    expect(normaliseIp('not-an-ip')).toBeNull();
    expect(normaliseIp(undefined)).toBeNull();
  });

  it('accepts addresses and networks only', () => {
    for (const ok of ['1.2.3.4', '1.2.3.0/24', '0.0.0.0/0', '2001:db8::/32', '::1', '10.0.0.0/8']) {
      expect(isIpOrCidr(ok)).toBe(true);
    }
    for (const bad of [
      '1.2.3.4/33',
      '::/129',
      '1.2.3',
      'a.b.c.d',
      '1.2.3.4/',
      '1.2.3.4/8/8',
      '/8',
      '1.2.3.4/-1',
    ]) {
      expect(isIpOrCidr(bad)).toBe(false);
    }
  });
});

describe('isPlausibleHost', () => {
  it('accepts hosts and http(s) addresses', () => {
    for (const ok of [
      'hanoibet.example',
      'www.xn--bcher-kva.example',
      'cá-cược.vn',
      'localhost',
      'localhost:3000',
      '127.0.0.1:8080',
      '[::1]:3000',
      'https://a.b.example/x?y=1',
    ]) {
      expect(isPlausibleHost(ok)).toBe(true);
    }
  });
  it('refuses everything else', () => {
    for (const bad of [
      '',
      ' ',
      'intranet',
      'javascript:alert(1)',
      'ftp://a.example',
      'http://u:p@a.example',
      'a b.example',
      '<script>',
      'a..example',
      '-a.example',
      'a.example.123',
      'x'.repeat(300),
    ]) {
      expect(isPlausibleHost(bad)).toBe(false);
    }
  });
});

describe('parseMaintenanceEnd', () => {
  it('reads ISO with an offset, and local times as Vietnam time', () => {
    expect(parseMaintenanceEnd('2030-01-02T03:04:05Z')?.toISOString()).toBe('2030-01-02T03:04:05.000Z');
    expect(parseMaintenanceEnd('2030-01-02T10:04:05+07:00')?.toISOString()).toBe('2030-01-02T03:04:05.000Z');
    expect(parseMaintenanceEnd('2030-01-02 10:04')?.toISOString()).toBe('2030-01-02T03:04:00.000Z');
    expect(parseMaintenanceEnd('2030-01-02T00:30:15')?.toISOString()).toBe('2030-01-01T17:30:15.000Z');
  });
  it('refuses what is not a real instant', () => {
    for (const bad of ['2030-02-30 10:00', '2030-01-02 24:00', '2030-1-2 10:00', 'soon', '2030-01-02', '']) {
      expect(parseMaintenanceEnd(bad)).toBeNull();
    }
  });
});

describe('whitelabelTree', () => {
  it('nests by parent in row order and drops cycles', () => {
    const tree = whitelabelTree([
      { mod_id: 'a', parent_mod_id: null, enabled: true },
      { mod_id: 'b', parent_mod_id: 'a', enabled: false },
      { mod_id: 'c', parent_mod_id: 'b', enabled: true },
      { mod_id: 'd', parent_mod_id: null, enabled: false },
      { mod_id: 'x', parent_mod_id: 'y', enabled: true },
      { mod_id: 'y', parent_mod_id: 'x', enabled: true },
    ]);
    expect(tree).toEqual([
      {
        modId: 'a',
        enabled: '1',
        childrenNodes: [
          { modId: 'b', enabled: '0', childrenNodes: [{ modId: 'c', enabled: '1', childrenNodes: [] }] },
        ],
      },
      { modId: 'd', enabled: '0', childrenNodes: [] },
    ]);
  });
});

describe('parseTypes', () => {
  it('keeps known types in catalogue order', () => {
    expect(parseTypes('PU,B,XX,PL')).toEqual(['B', 'PL', 'PU']);
    expect(parseTypes('')).toEqual([]);
  });
});

describe('sanitizeContent', () => {
  it('keeps formatting, links and http(s) images; drops scripts, handlers and other sources', () => {
    const html = sanitizeContent(
      '<p style="color:red" onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p>' +
        '<img src=x onerror=alert(1)><img src="https://cdn.example/a.png" onload="x()">' +
        '<img src="data:image/png;base64,AAAA"><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://example.com">out</a><a href="/promotions">in</a><iframe src="https://e.example"></iframe>',
    );
    expect(html).toBe(
      '<p>Hi <strong>there</strong></p><img src="https://cdn.example/a.png" />' +
        '<a>bad</a><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">out</a>' +
        '<a href="/promotions">in</a>',
    );
  });
});

describe('media helpers', () => {
  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
  });
  it('wraps text on spaces and marks a cut', () => {
    expect(wrapText('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('one two three four', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('abcdefghij k', 4, 5)).toEqual(['abcd', 'efgh', 'ij k']);
  });
  it('draws a banner whatever the title', () => {
    expect(bannerSvg(1n, '')).toContain('<svg');
    expect(bannerSvg(7n, 'x'.repeat(200))).toContain('…');
  });
});

describe('createTtlCache', () => {
  it('reuses a value for its lifetime, shares concurrent loads, forgets failures', async () => {
    let time = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 2000, maxEntries: 3, now: () => time });
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    time = 1999;
    expect(await cache.get('k', load)).toBe(1);
    time = 2000;
    expect(await cache.get('k', load)).toBe(2);
    await expect(cache.get('e', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('e', load)).toBe(3);
  });

  it('stays within its size', async () => {
    let time = 0;
    const cache = createTtlCache<string>({ ttlMs: 10, maxEntries: 2, now: () => time });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    time = 20;
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(1);
    await cache.get('d', async () => 'd');
    await cache.get('e', async () => 'e');
    expect(cache.size).toBeLessThanOrEqual(2);
  });
});
