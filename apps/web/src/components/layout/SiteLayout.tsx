import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DESKTOP_QUERY, PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { Spinner } from '../ui/Spinner';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { RightBar } from './right-bar/RightBar';
import { SideMenu } from './side-menu/SideMenu';
import './site-layout.css';

type SiteLayoutProps = {
  /** Side menu and right bar (spec §2.1: most pages). */
  sideMenu?: boolean;
  footer?: boolean;
  /** The header's category bar; /lottery hides it. */
  navBar?: boolean;
};

/** The page frame of spec §2.1: header always, side menu and footer where the route wants them. */
export function SiteLayout({ sideMenu = true, footer = true, navBar = true }: SiteLayoutProps) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // Phones have no room for the right bar (its CSS hides it there): it is not rendered at all.
  const phone = useMediaQuery(PHONE_QUERY);
  const [menuOpen, setMenuOpen] = useState(desktop);
  const { pathname } = useLocation();

  // On phones the side menu is an overlay: it closes when the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    if (!desktop) setMenuOpen(false);
  }, [pathname, desktop]);

  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const withMenu = sideMenu && menuOpen;

  return (
    <div className="site-layout" data-nav={navBar} data-menu-open={withMenu} data-desktop={desktop}>
      <a href="#main" className="skip-link">
        {t('actions.skipToContent')}
      </a>
      <Header showNav={navBar} onToggleMenu={sideMenu ? toggleMenu : undefined} menuOpen={withMenu} />
      {sideMenu ? <SideMenu open={menuOpen} overlay={!desktop} onClose={closeMenu} /> : null}
      <div className="site-body">
        <main id="main" className="site-main" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        {footer ? <Footer /> : null}
      </div>
      {sideMenu && !phone ? <RightBar /> : null}
    </div>
  );
}
