import { lazyPage } from '../lib/lazy-page';

/** Every page is its own chunk, loaded when first visited (or preloaded by its route's loader, router.tsx). */
export const pages = {
  Home: lazyPage(() => import('../features/home/routes/HomePage')),
  Register: lazyPage(() => import('../features/session/routes/RegisterPage')),
  Login: lazyPage(() => import('../features/session/routes/LoginPage')),
  ResetPassword: lazyPage(() => import('../features/session/routes/ResetPasswordPage')),
  Notices: lazyPage(() => import('../features/notices/routes/NoticePage')),
  GameList: lazyPage(() => import('../features/games/routes/GameListPage')),
  Help: lazyPage(() => import('../features/help/routes/HelpPage')),
  HelpMc: lazyPage(() => import('../features/help/routes/HelpMcPage')),
  Promotions: lazyPage(() => import('../features/promotions/routes/PromotionsPage')),
  PromoDetail: lazyPage(() => import('../features/promotions/routes/PromoDetailPage')),
  Download: lazyPage(() => import('../features/download/routes/DownloadPage')),
  Sports: lazyPage(() => import('../features/lobby/routes/SportsPage')),
  Esports: lazyPage(() => import('../features/lobby/routes/EsportsPage')),
  Elott: lazyPage(() => import('../features/lobby/routes/ElottPage')),
  Lottery: lazyPage(() => import('../features/lottery/routes/LotteryPage')),
  VnLottery: lazyPage(() => import('../features/lottery/routes/VnLotteryPage')),
  SeaLottery: lazyPage(() => import('../features/lottery/routes/SeaLotteryPage')),
  PointsMall: lazyPage(() => import('../features/points-mall/routes/PointsMallPage')),
  Game: lazyPage(() => import('../features/game-launch/routes/GamePage')),
  Fair: lazyPage(() => import('../features/fair/routes/FairPage')),
  Seamless: lazyPage(() => import('../features/game-launch/routes/SeamlessPage')),
  SupportChat: lazyPage(() => import('../features/support/routes/ChatPage')),
  NotFound: lazyPage(() => import('./NotFoundPage')),
};
