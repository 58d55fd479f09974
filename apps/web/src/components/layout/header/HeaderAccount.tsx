import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ClipboardList,
  LineChart,
  LogIn,
  LogOut,
  Percent,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitch } from '../../../api/permission';
import { LoginForm, useSession, useSessionModals } from '../../../features/session';
import { useAuthGate } from '../../../lib/auth-gate';
import { type MemberPage, useMemberCentre } from '../../../lib/member-centre';
import { DESKTOP_QUERY, ROOMY_QUERY, useMediaQuery, WIDE_QUERY } from '../../../lib/use-media-query';
import { useToast } from '../../ui/Toast';
import { BalanceText, useBalanceHidden } from '../balance';

/**
 * Spec §2.2. Logged out: the login form (a login button on narrow screens) and the register button.
 * Logged in: username (member centre), deposit, withdraw, personal centre, betting record, cashback
 * (with the manual-rebate switch) and sign out; narrow screens keep the first two and sign out.
 */
export function HeaderAccount() {
  const session = useSession();
  if (session.status === 'loading') return <div className="header-account" aria-busy="true" />;
  if (session.status === 'loggedIn') return <LoggedInBar username={session.username} />;
  return <LoggedOutBar />;
}

function LoggedOutBar() {
  const { t } = useTranslation('layout');
  const { openLogin, openRegister } = useSessionModals();
  const wide = useMediaQuery(WIDE_QUERY);
  const toast = useToast();
  return (
    <div className="header-account">
      {wide ? (
        <LoginForm layout="inline" onNotice={toast} />
      ) : (
        <button
          type="button"
          className="btn btn-gold"
          onClick={() => openLogin()}
          data-testid="header-login-button"
        >
          <LogIn size={16} aria-hidden />
          {t('header.login')}
        </button>
      )}
      <button type="button" className="btn btn-primary" onClick={openRegister} data-testid="register-button">
        {t('header.register')}
      </button>
    </div>
  );
}

type BarItem = { key: string; page: MemberPage; icon: ReactNode; label: string; testId: string };

function LoggedInBar({ username }: { username: string }) {
  const { t } = useTranslation('layout');
  const { openLogout } = useAuthGate();
  const memberCentre = useMemberCentre();
  const manualRebate = useSwitch('manualRebate');
  const roomy = useMediaQuery(ROOMY_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const items: BarItem[] = [
    {
      key: 'deposit',
      page: 'depositv2',
      icon: <ArrowDownToLine size={16} aria-hidden />,
      label: t('header.deposit'),
      testId: 'header-deposit',
    },
    {
      key: 'withdraw',
      page: 'withdraw',
      icon: <ArrowUpFromLine size={16} aria-hidden />,
      label: t('header.withdraw'),
      testId: 'header-withdraw',
    },
    {
      key: 'personal',
      page: 'personalProfit',
      icon: <LineChart size={16} aria-hidden />,
      label: t('header.personal'),
      testId: 'header-personal',
    },
    {
      key: 'bets',
      page: 'personalHistoryCopy',
      icon: <ClipboardList size={16} aria-hidden />,
      label: t('header.bets'),
      testId: 'header-bets',
    },
    ...(manualRebate
      ? [
          {
            key: 'cashback',
            page: 'manualRebate' as const,
            icon: <Percent size={16} aria-hidden />,
            label: t('header.cashback'),
            testId: 'header-cashback',
          },
        ]
      : []),
  ];
  const shown = desktop ? items : items.slice(0, 1);
  // Roomy screens name deposit and withdraw; the other entries are icons with their name as a tooltip.
  const labelled = (item: BarItem) => roomy && (item.key === 'deposit' || item.key === 'withdraw');
  return (
    <div className="header-account header-account-in" data-testid="header-account">
      <button
        type="button"
        className="header-user"
        onClick={() => memberCentre.open('securityCenter')}
        title={t('header.memberCentre')}
        aria-label={t('header.userButton', { name: username })}
        data-testid="header-username"
      >
        <UserRound size={18} aria-hidden />
        <span className="header-user-name">{username}</span>
      </button>
      {desktop ? <HeaderBalance /> : null}
      {shown.map((item) => (
        <button
          key={item.key}
          type="button"
          className={
            item.key === 'deposit' ? 'btn btn-gold header-bar-item' : 'btn btn-ghost header-bar-item'
          }
          onClick={() => memberCentre.open(item.page)}
          aria-label={labelled(item) ? undefined : item.label}
          title={labelled(item) ? undefined : item.label}
          data-testid={item.testId}
        >
          {item.icon}
          {labelled(item) ? item.label : null}
        </button>
      ))}
      <button
        type="button"
        className="btn-icon header-logout"
        onClick={openLogout}
        aria-label={t('header.logout')}
        title={t('header.logout')}
        data-testid="header-logout"
      >
        <LogOut size={18} aria-hidden />
      </button>
    </div>
  );
}

/** The balance beside the username where the bar has room; a click hides or shows it, like the side menu's. */
function HeaderBalance() {
  const { t } = useTranslation('layout');
  const [hidden, toggle] = useBalanceHidden();
  return (
    <button
      type="button"
      className="header-balance"
      onClick={toggle}
      aria-pressed={hidden}
      title={hidden ? t('side.showBalance') : t('side.hideBalance')}
      aria-label={hidden ? t('side.showBalance') : t('side.hideBalance')}
      data-testid="header-balance"
    >
      <BalanceText hidden={hidden} testId="header-balance-value" />
    </button>
  );
}
