import { createBrowserRouter, Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { BareLayout } from '../components/layout/BareLayout';
import { SiteLayout } from '../components/layout/SiteLayout';
import { isGamePage } from '../lib/categories';
import {
  early,
  firstLoadDone,
  isGameListUrl,
  prefetchGameList,
  prefetchHome,
  prefetchLottery,
  prefetchNotices,
  prefetchPromotions,
} from './loaders';
import { pages } from './pages';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';

function GameListRoute() {
  const { game } = useParams();
  const page = game?.toLowerCase();
  return isGamePage(page) ? <pages.GameList page={page} /> : <pages.NotFound />;
}

/** / goes to /index, keeping the query (a third-party sign-in comes back to /?oauthTicket=…). */
function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/index', search, hash }} replace />;
}

function HomeWithRegister() {
  return (
    <>
      <pages.Home withPopup={false} />
      <pages.Register />
    </>
  );
}

/**
 * Pages with header, side menu, right bar and footer (spec §2.1: most pages). The pages visitors land on most have a
 * loader (`early`, loaders.ts) that starts their code and first data together.
 */
const sitePages: RouteObject[] = [
  { path: 'index', element: <pages.Home />, ...early(pages.Home, prefetchHome) },
  { path: 'index.html', element: <pages.Home />, ...early(pages.Home, prefetchHome) },
  { path: 'register', element: <HomeWithRegister /> },
  { path: 'register.html', element: <HomeWithRegister /> },
  { path: 'login', element: <pages.Login /> },
  // The e-mailed password-reset link (forgot password by e-mail).
  { path: 'resetPassword', element: <pages.ResetPassword /> },
  { path: 'noticePage', element: <pages.Notices />, ...early(pages.Notices, prefetchNotices) },
  { path: 'promotions', element: <pages.Promotions />, ...early(pages.Promotions, prefetchPromotions) },
  { path: 'promoDetail', element: <pages.PromoDetail /> },
  { path: 'help', element: <pages.Help /> },
  { path: 'down', element: <pages.Download /> },
  // The guard lets /download through (spec §2.1); it is the same app-download page.
  { path: 'download', element: <pages.Download /> },
  { path: 'elott', element: <pages.Elott /> },
  { path: 'sports', element: <pages.Sports /> },
  { path: 'esports', element: <pages.Esports /> },
  { path: ':game', element: <GameListRoute />, ...early(pages.GameList, prefetchGameList, isGameListUrl) },
  { path: '*', element: <pages.NotFound /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      { element: <SiteLayout />, children: sitePages },
      {
        element: <SiteLayout sideMenu={false} />,
        children: [{ path: 'pointMall', element: <pages.PointsMall /> }],
      },
      {
        element: <SiteLayout sideMenu={false} footer={false} />,
        children: [
          { path: 'vnlottery', element: <pages.VnLottery />, ...early(pages.VnLottery, prefetchLottery) },
          { path: 'seaLottery', element: <pages.SeaLottery />, ...early(pages.SeaLottery, prefetchLottery) },
          { path: 'seamless', element: <pages.Seamless /> },
          { path: 'game', element: <pages.Game /> },
          { path: 'fair', element: <pages.Fair /> },
        ],
      },
      {
        element: <SiteLayout sideMenu={false} footer={false} navBar={false} />,
        children: [{ path: 'lottery', element: <pages.Lottery />, ...early(pages.Lottery, prefetchLottery) }],
      },
      {
        element: <BareLayout />,
        children: [
          { path: 'helpmc', element: <pages.HelpMc /> },
          // The customer-service popup window (the server's LIVECHAT / VIP paths).
          { path: 'support/chat', element: <pages.SupportChat /> },
        ],
      },
    ],
  },
];

let instance: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router, made on first use: making it runs the first route's loaders. main.tsx makes it after asking for the
 * texts and the site's own queries, which every page waits for, so those requests go out first.
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  instance ??= createBrowserRouter(routes);
  return instance;
}

/**
 * Resolves once the first route's loaders are done (its page's chunk and first data are there, loaders.ts), so the
 * first render shows the page.
 */
export function routerReady(): Promise<void> {
  const router = getRouter();
  const ready = router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
  return ready.then(firstLoadDone);
}
