import { type Announcements, API, FOOTER_PAGES, type Notice, type NoticePage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, lang?: 'vi' | 'en') =>
  t.app.inject({ method: 'GET', url, headers: lang ? { 'x-lang': lang } : {} });

async function announcements(query = '', lang?: 'vi' | 'en'): Promise<Announcements> {
  const res = await get(`${API.announcements}${query}`, lang);
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

async function notices(query: string, lang?: 'vi' | 'en'): Promise<NoticePage> {
  const res = await get(`${API.notices}${query}`, lang);
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

describe('GET announcements', () => {
  it('answers every type by default, only those in force', async () => {
    const a = await announcements('', 'en');
    expect(a.banners.length).toBeGreaterThanOrEqual(2);
    expect(a.player.length).toBeGreaterThanOrEqual(20);
    expect(a.popup).toHaveLength(1);
    // only promotions the site really pays are advertised (the registration gift)
    expect(a.promotion.length).toBeGreaterThanOrEqual(1);
    expect(a.headline).toHaveLength(2);
    for (const b of a.banners) expect(b.imageUrl).toBe(`/media/banners/${b.id}.svg?lang=en`);
    const titles = a.player.map((n) => n.title);
    for (const hidden of ['Scheduled notice', 'Expired notice', 'Withdrawn notice'])
      expect(titles).not.toContain(hidden);
    expect(a.promotion.map((p) => p.title).join(' ')).toContain('1,000\u00a0₫ registration gift');
    expect(JSON.stringify(a)).not.toMatch(/131K|cashback|lucky wheel/i);
  });

  it('filters by type and ignores unknown ones', async () => {
    const a = await announcements('?types=B,PU');
    expect(a.banners.length).toBeGreaterThan(0);
    expect(a.popup).toHaveLength(1);
    expect([a.player, a.promotion, a.headline]).toEqual([[], [], []]);
    const none = await announcements('?types=XX');
    expect(Object.values(none).flat()).toEqual([]);
    const bad = await get(`${API.announcements}?types=${encodeURIComponent('B;PL')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });

  it('speaks Vietnamese by default and English on request', async () => {
    const vi = await announcements('?types=PU');
    const en = await announcements('?types=PU', 'en');
    expect(vi.popup[0]?.title).toBe('Quà chào mừng 1.000\u00a0₫');
    expect(en.popup[0]?.title).toBe('Welcome gift: 1,000\u00a0₫');
  });
});

describe('GET notices', () => {
  it('pages player notices nine at a time, newest first', async () => {
    const first = await notices('');
    expect(first.items).toHaveLength(9);
    expect(first.pageNum).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(20);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    const times = first.items.map((n) => Date.parse(n.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.items.every((n) => n.type === 'PL')).toBe(true);

    const last = await notices(`?pageNo=${first.totalPages}`);
    expect(last.items).toHaveLength(first.total - 9 * (first.totalPages - 1));
    const all: Notice[] = [];
    for (let page = 1; page <= first.totalPages; page++)
      all.push(...(await notices(`?pageNo=${page}`)).items);
    expect(new Set(all.map((n) => n.id)).size).toBe(first.total);

    expect((await notices(`?pageNo=${first.totalPages + 1}`)).items).toEqual([]);
    const five = await notices('?pageSize=5');
    expect(five.items).toHaveLength(5);
    expect(five.totalPages).toBe(Math.ceil(first.total / 5));
  });

  it.each([
    ['pageNo=-1', 'invalid_page'],
    ['pageNo=0', 'invalid_page'],
    ['pageNo=abc', 'invalid_page'],
    ['pageNo=1.5', 'invalid_page'],
    ['pageNo=1e309', 'invalid_page'],
    ['pageSize=100000', 'invalid_page_size'],
    ['pageSize=0', 'invalid_page_size'],
    ['pageSize=x', 'invalid_page_size'],
  ])('refuses %s with 400 %s', async (query, code) => {
    const res = await get(`${API.notices}?${query}`, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code });
  });

  it('sanitises notice HTML', async () => {
    for (const lang of ['vi', 'en'] as const) {
      const page = await notices('?pageSize=100', lang);
      const html = page.items.map((n) => n.content).join('\n');
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/onerror/i);
      expect(html).not.toMatch(/javascript:/i);
      const check = page.items.find(
        (n) => n.title === (lang === 'en' ? 'Notice display check' : 'Kiểm tra hiển thị nội dung thông báo'),
      );
      expect(check?.content).toContain('<p>');
      expect(check?.content).not.toContain('<img');
      expect(html).toContain('<strong>');
      expect(html).toContain('<a href="/down">');
    }
  });
});

describe('footer pages', () => {
  it('lists the seven pages in order', async () => {
    const res = await get(API.footerPages, 'en');
    expect(res.statusCode).toBe(200);
    const list = res.json().value as { slug: string; title: string }[];
    expect(list.map((p) => p.slug)).toEqual([...FOOTER_PAGES]);
    expect(list[0]?.title).toBe('About the company');
  });

  it('answers one page in the caller language', async () => {
    const vi = (await get(API.footerPage('responsible-gaming'))).json().value;
    expect(vi).toMatchObject({ slug: 'responsible-gaming', title: 'Chơi có trách nhiệm' });
    expect(vi.content).toContain('<h3>');
    const en = (await get(API.footerPage('privacy'), 'en')).json().value;
    expect(en.title).toBe('Privacy policy');
    expect(en.content.length).toBeGreaterThan(500);
  });

  it('answers 404 not_found for an unknown page', async () => {
    const res = await get(API.footerPage('nope'), 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'not_found', message: 'Not found' });
  });
});

describe('media', () => {
  it('draws the QR code of a download resource', async () => {
    const res = await get('/media/qr/ANDROID.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('<path');
  });

  it('answers 404 for a type without a QR code', async () => {
    for (const type of ['FACEBOOK', 'NOPE', 'ios']) {
      const res = await get(`/media/qr/${type}.svg`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('draws a banner with its localised title, escaped', async () => {
    const [banner] = (await announcements('?types=B', 'en')).banners;
    const res = await get(`/media/banners/${banner?.id}.svg`, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('linearGradient');
    expect(res.body).toContain(banner?.title.split(' ')[0]);

    const [row] = await t.db
      .insertInto('announcements')
      .values({
        type: 'B',
        title: { vi: '<script>x</script> & "quà"', en: 'x' },
        content: { vi: 'x', en: 'x' },
      })
      .returning('id')
      .execute();
    const svg = (await get(`/media/banners/${row?.id}.svg`)).body;
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;x&#60;/script&#62; &#38; &#34;quà&#34;');
  });

  it('answers 404 for an unknown banner', async () => {
    for (const id of ['999999', 'abc', '0'])
      expect((await get(`/media/banners/${id}.svg`)).statusCode).toBe(404);
  });
});
