import { LANGUAGE_HEADER, type Language } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  prefetchGameList,
  prefetchHome,
  prefetchLottery,
  prefetchNotices,
  prefetchPromotions,
  prefetchSite,
} from '../app/loaders';
import { firstRequests } from './first-requests';

const HOST = 'site.test';

/** The addresses the app's loaders ask for on arriving at `path` (a visitor, no session cookie). */
async function loaderAsks(path: string, language: Language): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    asked.push(`${headers[LANGUAGE_HEADER]} ${url}`);
    return new Response(JSON.stringify({ success: true, value: { banners: [], items: [], list: [] } }));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const url = new URL(`http://${HOST}${path}`);
  const page = url.pathname.split('/')[1]?.toLowerCase();
  const prefetch =
    page === 'index'
      ? prefetchHome
      : page === 'promotions'
        ? prefetchPromotions
        : page === 'noticepage'
          ? prefetchNotices
          : page === 'vnlottery' || page === 'lottery' || page === 'sealottery'
            ? prefetchLottery
            : prefetchGameList;
  await Promise.all([prefetchSite(client, language), prefetch(client, language, url)]);
  return asked.sort();
}

function earlyAsks(path: string, language: Language): string[] {
  const url = new URL(`http://${HOST}${path}`);
  return firstRequests({ pathname: url.pathname, search: url.search, host: HOST }, language)
    .urls.map((address) => `${language} ${address}`)
    .sort();
}

describe('the early requests (inlined in index.html)', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { host: HOST } });
    vi.stubGlobal('document', {
      cookie: '',
      head: { querySelectorAll: () => [], append: () => undefined },
      createElement: () => ({}),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    '/index',
    '/promotions',
    '/noticePage',
    '/noticePage?pageNo=3',
    '/rng',
    '/live?page=SAIGON_LIVE',
    '/fish',
    '/hot',
    '/vnlottery?gameCode=VN_LOTTO_005',
    '/vnlottery',
    '/lottery',
    '/lottery?gameCode=LOTUS_ELOTT_004&playType=SUM',
    '/seaLottery?gameCode=SEA_LOTTO_004',
  ])('ask exactly what the loaders ask for on %s', async (path) => {
    for (const language of ['vi', 'en'] as const) {
      expect(earlyAsks(path, language)).toEqual(await loaderAsks(path, language));
    }
  });

  it('name the home page’s banners as the answer whose first image to fetch, and the game icon on lists', () => {
    const home = firstRequests({ pathname: '/index', search: '', host: HOST }, 'vi');
    expect(home.urls).toContain(home.bannerFrom);
    expect(firstRequests({ pathname: '/rng', search: '', host: HOST }, 'vi').images).toEqual([
      '/media/games/default.svg',
    ]);
  });
});
