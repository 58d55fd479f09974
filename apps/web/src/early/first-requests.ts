import { ACCOUNTS_API, API, type Language, MEDIA } from '@app/contracts';
import {
  announcementsAddress,
  gameListAddress,
  gameListParams,
  hotGamesAddress,
  LOTTERY_PAGES,
  lotteryDrawsAddress,
  lotteryGameCodeOf,
  lotteryGamesAddress,
  lotteryStateAddress,
  noticesAddress,
  permissionAddress,
  popularGamesAddress,
} from '../api/addresses';
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

/**
 * The same requests the route loaders (app/loaders.ts) make on arriving at `location`, as addresses: the status
 * gate's and the session's on every page, then the page's first data. loaders.test.ts checks the two agree.
 */
export function firstRequests(
  location: { pathname: string; search: string; host: string },
  language: Language,
): FirstRequests {
  const site = [permissionAddress(location.host), ACCOUNTS_API.me];
  const page = location.pathname.split('/')[1]?.toLowerCase() ?? '';
  const query = new URLSearchParams(location.search);
  if (page === '' || page === 'index' || page === 'index.html') {
    const announcements = announcementsAddress();
    return { urls: [...site, announcements, popularGamesAddress()], images: [], bannerFrom: announcements };
  }
  if (page === 'promotions') return { urls: [...site, announcementsAddress()], images: [] };
  if (LOTTERY_PAGES.includes(page)) {
    const code = lotteryGameCodeOf(query);
    // /vnlottery shows the game's latest draws (its results panel) in its first render
    const draws = code && page === 'vnlottery' ? [lotteryDrawsAddress(code, 1)] : [];
    return {
      urls: [...site, lotteryGamesAddress(), ...(code ? [lotteryStateAddress(code), ...draws] : [])],
      images: [],
    };
  }
  if (page === 'noticepage') {
    return { urls: [...site, noticesAddress(noticePageNo(query.get('pageNo')))], images: [] };
  }
  if (!isGamePage(page) || page === 'fav') return { urls: site, images: [] };
  const images = [MEDIA.defaultGameIcon];
  if (page === 'hot') {
    return { urls: [...site, hotGamesAddress(1)], images };
  }
  // the first page as the list page asks for it
  const list = gameListAddress(
    language,
    gameListParams(CATEGORY_OF_PAGE[page], query.get('page') ?? undefined),
  );
  return { urls: [...site, list, API.vendors], images };
}
