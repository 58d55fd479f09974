import { type Language, MEDIA } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { gameListParams, lotteryGameCodeOf } from '../api/addresses';
import { announcementsQuery, announcementViewer } from '../api/announcements';
import { mayHaveSession } from '../api/client';
import { gameListQuery } from '../api/game-list';
import { meQuery } from '../api/me';
import { permissionQuery } from '../api/permission';
import { popularGamesQuery } from '../api/popular-games';
import { vendorLanesQuery } from '../api/vendor-lanes';
import { preloadImage } from '../early/preload-image';
import { hotGamesQuery } from '../features/games/api/get-hot-games';
import { drawsQuery, gamesQuery, stateQuery } from '../features/lottery/api/lottery';
import { noticePageNo, noticesQuery } from '../features/notices/api/get-notices';
import { i18n } from '../i18n';
import { CATEGORY_OF_PAGE, isGamePage } from '../lib/categories';
import { isLanguage, readLanguage } from '../lib/language';
import { queryClient } from './query-client';

/*
 * Loading a page was a chain: the entry's code, then the texts, then the site's status, then the page's code,
 * then its data, each waiting for the one before. Now main.tsx asks for the site's status and the session while
 * the router's first loaders ask for the page's code and first data, all at once; the components then find them
 * in flight or done.
 *
 * The first page of a visit renders once its code and first data are there (waiting at most FIRST_DATA_WAIT_MS
 * for the data, then it shows its placeholders): one render with the content, instead of a frame of placeholders
 * and a second large render as the data comes. Later pages wait only for their code, and show their placeholders
 * until their data comes.
 */

const FIRST_DATA_WAIT_MS = 1000;

/** Until the router's first navigation is done (router.tsx `routerReady`). */
let firstLoad = true;

export function firstLoadDone(): void {
  firstLoad = false;
}

/** The language the site shows now (loaders run outside React, the first one before the texts are loaded). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : readLanguage();
}

/**
 * What every page's first render needs: the site's status (the status gate waits for it) and who is logged in.
 * Resolves when both have answered (or failed: the page shows the failure). The vendors (the desktop header's
 * categories, the side menu, the footer's logos) are asked for by what shows them, after the first render: a
 * phone shows none of them at first, and has few connections for the requests the first render waits for. A game
 * list shows them (its tabs): its loader asks for them.
 */
export async function prefetchSite(client: QueryClient, language: Language): Promise<void> {
  await Promise.all([
    client.prefetchQuery(permissionQuery(language)),
    client.prefetchQuery(meQuery(language)),
  ]);
}

/** A page's first data, asked for by its route's loader; resolves when what its first paint shows is there. */
type Prefetch = (client: QueryClient, language: Language, url: URL) => Promise<unknown>;

/**
 * The announcements depend on who is looking (visitor, member of a rank): asked as soon as that is known, at once
 * for a visitor without a session cookie. With `firstBanner`, the first banner's image (the home page's largest
 * paint) is fetched as soon as its address is known, instead of after the page has rendered the banner.
 */
async function prefetchAnnouncements(client: QueryClient, language: Language, firstBanner = false) {
  try {
    const member = mayHaveSession() ? await client.ensureQueryData(meQuery(language)) : null;
    const viewer = announcementViewer({
      known: true,
      loggedIn: member !== null,
      rankLevel: member?.clubLabel.rankLevel ?? null,
    });
    if (!viewer) return;
    const announcements = await client.ensureQueryData(announcementsQuery(viewer, language));
    const image = announcements.banners[0]?.imageUrl;
    if (firstBanner && image) preloadImage(image);
  } catch {
    // the page asks again and shows the failure
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A route's `loader` and `shouldRevalidate`. The loader asks for the page's chunk (first: the render waits for it)
 * and its first data, and waits for the chunk, and on the visit's first page for the data too (at most
 * FIRST_DATA_WAIT_MS, see above). It runs on arriving at the route, not when its query changes (a member-centre
 * page opening over it, a page of a list). `when` narrows a route that matches more than the page (`/:game`).
 */
export function early(
  page: { preload: () => Promise<unknown> },
  prefetch?: Prefetch,
  when: (url: URL) => boolean = () => true,
): { loader: LoaderFunction; shouldRevalidate: ShouldRevalidateFunction } {
  return {
    loader: async ({ request }) => {
      const url = new URL(request.url);
      if (!when(url)) return null;
      // A chunk that failed to load fails again when the page renders, and the route's error page shows it.
      const chunk = page.preload().catch(() => undefined);
      const data = prefetch?.(queryClient, currentLanguage(), url);
      await Promise.all([chunk, firstLoad ? Promise.race([data, delay(FIRST_DATA_WAIT_MS)]) : undefined]);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

/** The banners, notices and headlines, and the popular games (the boards below the fold wait for the load). */
export const prefetchHome: Prefetch = (client, language) =>
  Promise.all([
    prefetchAnnouncements(client, language, true),
    client.prefetchQuery(popularGamesQuery(language)),
  ]);

export const prefetchPromotions: Prefetch = (client, language) => prefetchAnnouncements(client, language);

export const prefetchNotices: Prefetch = (client, language, url) =>
  client.prefetchQuery(noticesQuery(language, noticePageNo(url.searchParams.get('pageNo'))));

function gamePageOf(url: URL) {
  const page = url.pathname.split('/')[1]?.toLowerCase();
  return isGamePage(page) ? page : undefined;
}

/**
 * A lottery page's games, and the state of the game its address names (the others pick one once the games came);
 * on /vnlottery also the game's latest draws, which its results panel shows.
 */
export const prefetchLottery: Prefetch = (client, language, url) => {
  const code = lotteryGameCodeOf(url.searchParams);
  const vn = url.pathname.split('/')[1]?.toLowerCase() === 'vnlottery';
  return Promise.all([
    client.prefetchQuery(gamesQuery(language)),
    code ? client.prefetchQuery(stateQuery(language, code)) : undefined,
    code && vn ? client.prefetchQuery(drawsQuery(language, code, 1)) : undefined,
  ]);
};

/** Whether `/:game` is one of the game-list pages (else it is the not-found page). */
export const isGameListUrl = (url: URL) => gamePageOf(url) !== undefined;

/**
 * The first page of a game list, as CategoryGames and HotGames ask for it, the vendors (its tabs) and the default
 * game icon each card shows until its own icon has loaded (LazyImage).
 */
export const prefetchGameList: Prefetch = async (client, language, url) => {
  const page = gamePageOf(url);
  if (!page || page === 'fav') return;
  preloadImage(MEDIA.defaultGameIcon);
  if (page === 'hot') return client.prefetchQuery(hotGamesQuery(language, 1));
  const vendor = url.searchParams.get('page') ?? undefined;
  return Promise.all([
    client.prefetchQuery(gameListQuery(language, gameListParams(CATEGORY_OF_PAGE[page], vendor))),
    client.prefetchQuery(vendorLanesQuery(language)),
  ]);
};
