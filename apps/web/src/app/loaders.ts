import { type Language, MEDIA, PAGE_SIZES } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { announcementsQuery, announcementViewer } from '../api/announcements';
import { gameListQuery } from '../api/game-list';
import { meQuery } from '../api/me';
import { permissionQuery } from '../api/permission';
import { vendorLanesQuery } from '../api/vendor-lanes';
import { hotGamesQuery } from '../features/games/api/get-hot-games';
import { leaderboardQuery } from '../features/home/api/get-leaderboard';
import { popularGamesQuery } from '../features/home/api/get-popular-games';
import { winnersQuery } from '../features/home/api/get-winners';
import { preloadMemberCentre } from '../features/member-centre';
import { noticesQuery } from '../features/notices/api/get-notices';
import { depositChannelsQuery, depositsQuery } from '../features/wallet/api/deposits';
import { i18n } from '../i18n';
import { CATEGORY_OF_PAGE, isGamePage } from '../lib/categories';
import { isLanguage, readLanguage } from '../lib/language';
import {
  DEFAULT_MEMBER_PAGE,
  isMemberPage,
  MEMBER_CENTRE_PARAM,
  type MemberPage,
} from '../lib/member-centre';
import { memberPages } from './member-pages';
import { queryClient } from './query-client';

/*
 * Loading a page was a chain: the entry's code, then the texts, then the site's status, then the page's code,
 * then its data, each waiting for the one before. Here the site's own queries start with the texts (`prefetchSite`,
 * from main.tsx), and each route's loader starts its page's code and first data at once; the components then find
 * them in flight or done. Only the page's code is waited for; its data shows its placeholders until it comes.
 */

/** The language the site shows now (loaders run outside React, the first one before the texts are loaded). */
function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : readLanguage();
}

/** What every page needs: the site's status, who is logged in and the vendors (header, menu, footer). */
export function prefetchSite(client: QueryClient, language: Language): void {
  void client.prefetchQuery(permissionQuery(language));
  void client.prefetchQuery(meQuery(language));
  void client.prefetchQuery(vendorLanesQuery(language));
}

/**
 * The announcements depend on who is looking (visitor, member of a rank): asked as soon as that is known. With
 * `firstBanner`, the first banner's image (the home page's largest paint) is fetched as soon as its address is
 * known, instead of after the page has rendered the banner.
 */
function prefetchAnnouncements(client: QueryClient, language: Language, firstBanner = false): void {
  void client
    .fetchQuery(meQuery(language))
    .then(async (member) => {
      const viewer = announcementViewer({
        known: true,
        loggedIn: member !== null,
        rankLevel: member?.clubLabel.rankLevel ?? null,
      });
      if (!viewer) return;
      const announcements = await client.fetchQuery(announcementsQuery(viewer, language));
      const image = announcements.banners[0]?.imageUrl;
      if (firstBanner && image) preloadImage(image);
    })
    .catch(() => {
      // the page asks again and shows the failure
    });
}

const preloadedImages = new Set<string>();

function preloadImage(href: string): void {
  if (preloadedImages.has(href)) return;
  preloadedImages.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

type Prefetch = (client: QueryClient, language: Language, url: URL) => void;

/**
 * A route's `loader` and `shouldRevalidate`. The loader starts the page's first data without waiting for it, and
 * waits for the page's chunk: the route then shows whole in one render (on arrival, the previous page stays until
 * it is there) instead of a spinner first. It runs on arriving at the route, not when its query changes (a
 * member-centre page opening over it, a page of a list). `when` narrows a route that matches more than the page
 * (`/:game`).
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
      prefetch?.(queryClient, currentLanguage(), url);
      // A chunk that failed to load fails again when the page renders, and the route's error page shows it.
      await page.preload().catch(() => undefined);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

export const prefetchHome: Prefetch = (client, language) => {
  prefetchAnnouncements(client, language, true);
  preloadImage(MEDIA.defaultGameIcon);
  void client.prefetchQuery(popularGamesQuery(language));
  void client.prefetchQuery(winnersQuery(language));
  void client.prefetchQuery(leaderboardQuery(language));
};

export const prefetchPromotions: Prefetch = (client, language) => prefetchAnnouncements(client, language);

export const prefetchNotices: Prefetch = (client, language, url) => {
  const page = Number(url.searchParams.get('pageNo'));
  void client.prefetchQuery(noticesQuery(language, Number.isInteger(page) && page >= 1 ? page : 1));
};

function gamePageOf(url: URL) {
  const page = url.pathname.split('/')[1]?.toLowerCase();
  return isGamePage(page) ? page : undefined;
}

/** Whether `/:game` is one of the game-list pages (else it is the not-found page). */
export const isGameListUrl = (url: URL) => gamePageOf(url) !== undefined;

/**
 * The first page of a game list, as CategoryGames and HotGames ask for it, and the default game icon each card
 * shows until its own icon has loaded (LazyImage): the list's first paint.
 */
export const prefetchGameList: Prefetch = (client, language, url) => {
  const page = gamePageOf(url);
  if (!page || page === 'fav') return;
  preloadImage(MEDIA.defaultGameIcon);
  if (page === 'hot') {
    void client.prefetchQuery(hotGamesQuery(language, 1));
    return;
  }
  void client.prefetchQuery(
    gameListQuery(language, {
      category: CATEGORY_OF_PAGE[page],
      vendor: url.searchParams.get('page') ?? undefined,
      search: '',
      pageNo: 1,
      pageSize: PAGE_SIZES.gameList,
    }),
  );
};

/**
 * The first data of the member-centre pages visitors arrive at from outside: the payment gateway sends them back to
 * the deposit page. Asked for once the session is known to be a member's (a visitor is asked to log in first).
 */
const MEMBER_PAGE_DATA: Partial<Record<MemberPage, Prefetch>> = {
  depositv2: (client, language) => {
    void client.prefetchQuery(depositChannelsQuery(language));
    void client.prefetchQuery(depositsQuery(language, 'PENDING', 1));
    void client.prefetchQuery(depositsQuery(language, 'ALL', 1));
  },
};

/**
 * The root route's loader: with `?mc=<page>` the member-centre panel and that page's chunks (and, for a member, its
 * first data) load while the session is asked for, so the panel opens whole once it answers. It waits for nothing.
 */
export const memberCentreEarly: { loader: LoaderFunction; shouldRevalidate: ShouldRevalidateFunction } = {
  loader: ({ request }) => {
    const url = new URL(request.url);
    const value = url.searchParams.get(MEMBER_CENTRE_PARAM);
    if (value === null) return null;
    const key = isMemberPage(value) ? value : DEFAULT_MEMBER_PAGE;
    const page = key in memberPages ? memberPages[key as keyof typeof memberPages] : undefined;
    for (const preload of [preloadMemberCentre, page?.preload]) {
      void preload?.().catch(() => {
        // the panel shows the failure when it renders
      });
    }
    const data = MEMBER_PAGE_DATA[key];
    if (data) {
      const language = currentLanguage();
      void queryClient
        .fetchQuery(meQuery(language))
        .then((member) => member && data(queryClient, language, url))
        .catch(() => {
          // the page asks again and shows the failure
        });
    }
    return null;
  },
  shouldRevalidate: ({ currentUrl, nextUrl }) =>
    currentUrl.searchParams.get(MEMBER_CENTRE_PARAM) !== nextUrl.searchParams.get(MEMBER_CENTRE_PARAM),
};
