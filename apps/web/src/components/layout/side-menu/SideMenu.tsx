import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionModals } from '../../../features/session';
import { useAuthGate } from '../../../lib/auth-gate';
import { ThemeToggle } from '../ThemeToggle';
import { SideMenuAccount } from './SideMenuAccount';
import { SideMenuGames } from './SideMenuGames';
import { SideMenuItem } from './SideMenuItem';
import { SideMenuQuick } from './SideMenuQuick';
import { SideMenuSupport } from './SideMenuSupport';
import { SideMenuWallet } from './SideMenuWallet';
import './side-menu.css';

type SideMenuProps = { open: boolean; overlay: boolean; onClose: () => void };

/** The left side menu (spec §2.4); on phones an overlay that Escape or the backdrop closes. */
export function SideMenu({ open, overlay, onClose }: SideMenuProps) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const { openLogin, openRegister } = useSessionModals();
  const { openLogout } = useAuthGate();

  useEffect(() => {
    if (!open || !overlay) return;
    // Escape belongs to a dialog while one is open over the menu.
    const onKeyDown = (event: KeyboardEvent) =>
      event.key === 'Escape' && !document.querySelector('[aria-modal="true"]') && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, overlay, onClose]);

  // A phone's closed menu is not rendered: nothing of it shows, and the first page paints sooner without it.
  if (overlay && !open) {
    return (
      <aside
        id="side-menu"
        className="side-menu"
        aria-label={t('side.label')}
        hidden
        data-testid="side-menu"
      />
    );
  }

  return (
    <>
      {overlay && open ? <div className="side-menu-backdrop" onClick={onClose} aria-hidden /> : null}
      <aside
        id="side-menu"
        className="side-menu"
        data-open={open}
        data-overlay={overlay}
        aria-label={t('side.label')}
        hidden={!open}
        data-testid="side-menu"
      >
        {session.status === 'loggedIn' ? (
          <SideMenuWallet username={session.username} />
        ) : session.status === 'loggedOut' ? (
          <div className="side-menu-auth">
            <button
              type="button"
              className="btn btn-gold"
              onClick={() => openLogin()}
              data-testid="side-login"
            >
              {t('side.login')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={openRegister}
              data-testid="side-register"
            >
              {t('side.register')}
            </button>
          </div>
        ) : null}
        <SideMenuQuick />
        <SideMenuGames />
        <SideMenuAccount />
        <SideMenuSupport />
        {session.status === 'loggedIn' ? (
          <ul className="side-menu-list side-menu-logout">
            <SideMenuItem
              icon={<LogOut size={18} />}
              label={t('side.logout')}
              onClick={openLogout}
              testId="side-logout"
            />
          </ul>
        ) : null}
        <div className="side-menu-theme">
          <span>{t('side.theme')}</span>
          <ThemeToggle testId="side-theme-toggle" />
        </div>
      </aside>
    </>
  );
}
