import { ACCOUNTS_API, API, CLIENT_TYPE, type Language, MEDIA, PAGE_SIZES } from '@app/contracts';
import { buildUrl } from '../api/url';
import { noticePageNo } from '../features/notices/api/page-no';
import { CATEGORY_OF_PAGE, isGamePage } from '../lib/categories';

/** What a page's first paint waits for: the API answers, and the images to fetch as soon as they are known. */
export type FirstRequests = {
  urls: string[];
  /** Images known from the address alone. */
  images: string[];
  /** The answer (one of `urls`) whose first banner is the page's largest paint. */
  bannerFrom?: string;
};

const ANNOUNCEMENTS = buildUrl(API.announcements, { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' });

/**
 * The same requests the route loaders (app/loaders.ts) make on arriving at `location`, as addresses: the status
 * gate's and the session's on every page, then the page's first data. loaders.test.ts checks the two agree.
 */
export function firstRequests(
  location: { pathname: string; search: string; host: string },
  language: Language,
): FirstRequests {
  const site = [buildUrl(API.permission, { url: location.host }), ACCOUNTS_API.me];
  const page = location.pathname.split('/')[1]?.toLowerCase() ?? '';
  const query = new URLSearchParams(location.search);
  if (page === '' || page === 'index' || page === 'index.html') {
    const popular = buildUrl(API.popularGames, { count: 12 });
    return { urls: [...site, ANNOUNCEMENTS, popular], images: [], bannerFrom: ANNOUNCEMENTS };
  }
  if (page === 'promotions') return { urls: [...site, ANNOUNCEMENTS], images: [] };
  if (page === 'noticepage') {
    const notices = buildUrl(API.notices, {
      pageNo: noticePageNo(query.get('pageNo')),
      pageSize: PAGE_SIZES.notices,
    });
    return { urls: [...site, notices], images: [] };
  }
  if (!isGamePage(page) || page === 'fav') return { urls: site, images: [] };
  const images = [MEDIA.defaultGameIcon];
  if (page === 'hot') {
    return {
      urls: [...site, buildUrl(API.hotGames, { pageNo: 1, pageSize: PAGE_SIZES.gameList })],
      images,
    };
  }
  const list = buildUrl(API.gameList, {
    gameType: CATEGORY_OF_PAGE[page],
    vassalage: query.get('page') ?? undefined,
    pageNo: 1,
    pageSize: PAGE_SIZES.gameList,
    language,
    clientType: CLIENT_TYPE,
  });
  return { urls: [...site, list, API.vendors], images };
}
