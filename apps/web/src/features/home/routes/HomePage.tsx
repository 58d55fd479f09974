import type { Notice } from '@app/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../api/announcements';
import { ErrorState } from '../../../components/ui/StateMessage';
import { lazyPage } from '../../../lib/lazy-page';
import { usePageTitle } from '../../../lib/page-title';
import { usePageLoaded } from '../../../lib/use-page-loaded';
import { BannerCarousel } from '../components/BannerCarousel';
import { HeadlineMarquee } from '../components/HeadlineMarquee';
import { HotMatches } from '../components/HotMatches';
import { Leaderboard } from '../components/Leaderboard';
import { NewGames } from '../components/NewGames';
import { PlayerNotices } from '../components/PlayerNotices';
import { PopularGames } from '../components/PopularGames';
import { PopularLotteries } from '../components/PopularLotteries';
import { PromotionsTeaser } from '../components/PromotionsTeaser';
import { useQuietMoment } from '../components/use-quiet-moment';
import { WinnersBoard } from '../components/WinnersBoard';
import '../components/home.css';

/**
 * The popup brings the HTML sanitiser along, so it loads only when there is a popup to show, and once the page has
 * loaded: its content (the banner, the largest paint) comes first.
 */
const HomePopup = lazyPage(() => import('../components/HomePopup'));

/**
 * The popup, once the page has loaded and its code is there, at the first quiet moment: never while another dialog
 * is open (a login the visitor opened first), nor under a tap in progress (use-quiet-moment.ts). Its own component:
 * the moment of `load` re-renders only this, not the whole home page (a render a phone's main thread pays for again,
 * in one piece).
 */
function PopupAfterLoad({ items }: { items: readonly Notice[] }) {
  const wanted = usePageLoaded() && items.length > 0;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // fetched first, so the popup shows the moment it may: a chunk arriving later could land under a new tap
    if (wanted)
      void HomePopup.preload().then(
        () => setReady(true),
        () => {},
      );
  }, [wanted]);
  const quiet = useQuietMoment(ready);
  if (!quiet || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <HomePopup items={items} />
    </Suspense>
  );
}

/**
 * /index: headline, banners, notices, popular games, new games, popular lotteries, winners, leaderboard, matches,
 * promotions.
 * Under the register modal (/register) the popup stays away, so only one dialog is open.
 */
export default function HomePage({ withPopup = true }: { withPopup?: boolean }) {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  const announcements = useAnnouncements();
  const data = announcements.data;
  /** Until the announcements come, their sections hold their place with placeholders of the same size. */
  const waiting = !data && announcements.isPending;

  return (
    <div className="home" data-testid="home-page">
      <h1 className="visually-hidden">{t('title')}</h1>
      {data || waiting ? <HeadlineMarquee items={data?.headline} /> : null}
      <div className="page home-content">
        {data ? (
          <BannerCarousel banners={data.banners} />
        ) : waiting ? (
          <div className="banner skeleton" aria-hidden />
        ) : null}
        {announcements.isError && !data ? (
          <div className="section">
            <ErrorState error={announcements.error} onRetry={() => void announcements.refetch()} />
          </div>
        ) : null}
        {data || waiting ? <PlayerNotices items={data?.player} /> : null}
        <PopularGames />
        <NewGames />
        {/* below the fold at first (home.css): laid out and painted once a visitor scrolls near */}
        <div className="home-later">
          <PopularLotteries />
          <div className="section home-boards">
            <WinnersBoard />
            <Leaderboard />
          </div>
          <HotMatches />
          {data ? <PromotionsTeaser items={data.promotion} /> : null}
        </div>
      </div>
      {/* keyed by its notices: a login that brings the members' popup waits for its own quiet moment (after the
          after-login modal has closed) instead of landing on it */}
      {withPopup && data ? (
        <PopupAfterLoad key={data.popup.map((notice) => notice.id).join(' ')} items={data.popup} />
      ) : null}
    </div>
  );
}
