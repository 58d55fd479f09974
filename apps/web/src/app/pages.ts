import { lazy } from 'react';

/** Every page is its own chunk, loaded when first visited. */
export const pages = {
  Home: lazy(() => import('../features/home/routes/HomePage')),
  Register: lazy(() => import('../features/session/routes/RegisterPage')),
  Login: lazy(() => import('../features/session/routes/LoginPage')),
  ResetPassword: lazy(() => import('../features/session/routes/ResetPasswordPage')),
  Notices: lazy(() => import('../features/notices/routes/NoticePage')),
  GameList: lazy(() => import('../features/games/routes/GameListPage')),
  Help: lazy(() => import('../features/help/routes/HelpPage')),
  HelpMc: lazy(() => import('../features/help/routes/HelpMcPage')),
  Promotions: lazy(() => import('../features/promotions/routes/PromotionsPage')),
  PromoDetail: lazy(() => import('../features/promotions/routes/PromoDetailPage')),
  Download: lazy(() => import('../features/download/routes/DownloadPage')),
  Sports: lazy(() => import('../features/lobby/routes/SportsPage')),
  Esports: lazy(() => import('../features/lobby/routes/EsportsPage')),
  Elott: lazy(() => import('../features/lobby/routes/ElottPage')),
  Lottery: lazy(() => import('../features/lottery/routes/LotteryPage')),
  VnLottery: lazy(() => import('../features/lottery/routes/VnLotteryPage')),
  SeaLottery: lazy(() => import('../features/lottery/routes/SeaLotteryPage')),
  Vip: lazy(() => import('../features/vip/routes/VipPage')),
  PointsMall: lazy(() => import('../features/points-mall/routes/PointsMallPage')),
  Join: lazy(() => import('../features/join/routes/JoinPage')),
  Game: lazy(() => import('../features/game-launch/routes/GamePage')),
  Seamless: lazy(() => import('../features/game-launch/routes/SeamlessPage')),
  SupportChat: lazy(() => import('../features/support/routes/ChatPage')),
  NotFound: lazy(() => import('./NotFoundPage')),
};
