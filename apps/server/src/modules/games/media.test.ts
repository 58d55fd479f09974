import { MEDIA } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insertInto('games')
    .values({
      code: 'TEST_MARKUP',
      vassalage: 'JADE_SLOTS',
      category: 'RNG',
      name_vi: '<script>alert("x")</script> & Rồng',
      name_en: 'Markup',
      search_text: 'markup',
      node_id: '1',
      default_play_type: null,
      is_game: null,
      min_bet: 1n,
    })
    .execute();
});
afterAll(() => t.close());

function svgResponse(res: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.body.startsWith('<svg ')).toBe(true);
  expect(res.body.endsWith('</svg>')).toBe(true);
  return res.body;
}

describe('game icons', () => {
  it('draws a game icon with its Vietnamese name, the same every time', async () => {
    const first = svgResponse(await t.app.inject(MEDIA.gameIcon('HANOI_CARDS_012')));
    expect(first).toContain('Bầu Cua Tôm Cá');
    const again = svgResponse(await t.app.inject(MEDIA.gameIcon('HANOI_CARDS_012')));
    expect(again).toBe(first);
  });

  it('escapes the name', async () => {
    const body = svgResponse(await t.app.inject(MEDIA.gameIcon('TEST_MARKUP')));
    expect(body).not.toContain('<script');
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)');
  });

  it('serves the default icon', async () => {
    svgResponse(await t.app.inject(MEDIA.defaultGameIcon));
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const url of [
      '/media/games/NO_SUCH_GAME.svg',
      '/media/games/%3Cx%3E.svg',
      `/media/games/${'A'.repeat(80)}.svg`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });
});

describe('vendor logos', () => {
  it('draws a vendor logo', async () => {
    expect(svgResponse(await t.app.inject(MEDIA.vendorLogo('LOTUS_GAMING')))).toContain('Lotus Gaming');
    expect(svgResponse(await t.app.inject(MEDIA.vendorLogo('ESPORTS_ARENA')))).toContain('ESPORTS');
  });

  it('answers 404 for an unknown vendor', async () => {
    const res = await t.app.inject(MEDIA.vendorLogo('NOPE'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('OpenAPI', () => {
  it('documents the game routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/games/vendors', '/api/games/list', '/api/games/hot']),
    );
    expect(paths.some((p) => p.startsWith('/media/games'))).toBe(false);
  });
});
