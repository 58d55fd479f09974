import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../features/session';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { LanguageSelect } from '../LanguageSelect';
import { Logo } from '../Logo';
import { ThemeToggle } from '../ThemeToggle';
import { HeaderAccount } from './HeaderAccount';
import { NavBar } from './NavBar';
import './header.css';

type HeaderProps = {
  showNav: boolean;
  /** Absent where the layout has no side menu. */
  onToggleMenu?: () => void;
  menuOpen: boolean;
};

/** Spec §2.2: menu button, logo, links, rank, language, account area, and the category bar. */
export function Header({ showNav, onToggleMenu, menuOpen }: HeaderProps) {
  const { t } = useTranslation('layout');
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <header className="header">
      <div className="header-top">
        {onToggleMenu ? (
          <button
            type="button"
            className="btn-icon header-menu-button"
            onClick={onToggleMenu}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            data-testid="menu-toggle"
          >
            {menuOpen ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
          </button>
        ) : null}
        <Logo />
        {desktop ? (
          <>
            <nav className="header-links" aria-label={t('header.links')}>
              <Link to="/promotions" className="header-link" data-testid="header-promotions">
                {t('header.promotions')}
              </Link>
              {/* the user agreement is the terms page of the help centre (its first page is "about us") */}
              <Link to="/help?page=terms" className="header-link" data-testid="header-agreement">
                {t('header.agreement')}
              </Link>
            </nav>
            <div className="header-tools">
              <RankLabel />
              <LanguageSelect />
              <ThemeToggle />
            </div>
          </>
        ) : null}
        <HeaderAccount />
      </div>
      {showNav && desktop ? <NavBar /> : null}
    </header>
  );
}

/** The club label's name when logged in, dashes otherwise (spec §2.2). */
function RankLabel() {
  const { t } = useTranslation('layout');
  const session = useSession();
  return (
    <span className="header-rank" title={t('header.rank')}>
      <span className="visually-hidden">{t('header.rank')}</span>
      <span data-testid="rank-label">
        {session.status === 'loggedIn' && session.rankLabel ? session.rankLabel : t('header.rankLoggedOut')}
      </span>
    </span>
  );
}
