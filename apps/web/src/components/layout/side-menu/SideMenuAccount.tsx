import { ClipboardList, LineChart, Mail, Percent, Receipt, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from '../../../api/messages';
import { useSwitch } from '../../../api/permission';
import { type MemberPage, useMemberCentre } from '../../../lib/member-centre';
import { CountBadge } from '../../ui/CountBadge';
import { SideMenuItem } from './SideMenuItem';
import { SideMenuSection } from './SideMenuSection';

type Entry = { key: string; icon: ReactNode; label: string; page: MemberPage; badge?: ReactNode };

/**
 * The account section: member pages, each asking for a login first (spec §2.4, §2.5); messages with the unread
 * count; cashback while the manual-rebate switch is on. The spec's VIP rank entry comes with its page (not
 * listed until built).
 */
export function SideMenuAccount() {
  const { t } = useTranslation('layout');
  const memberCentre = useMemberCentre();
  const unread = useUnreadMessages();
  const manualRebate = useSwitch('manualRebate');
  const entries: Entry[] = [
    ...(manualRebate
      ? [
          {
            key: 'cashback',
            icon: <Percent size={18} />,
            label: t('side.cashback'),
            page: 'manualRebate' as const,
          },
        ]
      : []),
    {
      key: 'bets',
      icon: <ClipboardList size={18} />,
      label: t('side.bettingRecord'),
      page: 'personalHistoryCopy',
    },
    {
      key: 'transactions',
      icon: <Receipt size={18} />,
      label: t('side.accountRecord'),
      page: 'transactionHistory',
    },
    { key: 'security', icon: <ShieldCheck size={18} />, label: t('side.security'), page: 'securityCenter' },
    { key: 'profit', icon: <LineChart size={18} />, label: t('side.profitLoss'), page: 'personalProfit' },
    {
      key: 'messages',
      icon: <Mail size={18} />,
      label: t('side.messages'),
      page: 'messageV2',
      badge: (
        <CountBadge
          count={unread}
          label={t('side.unreadBadge', { count: unread })}
          testId="side-messages-unread"
        />
      ),
    },
  ];
  return (
    <SideMenuSection title={t('side.account')} icon={<UserRound size={18} />} testId="side-account-toggle">
      {entries.map((entry) => (
        <SideMenuItem
          key={entry.key}
          icon={entry.icon}
          label={entry.label}
          badge={entry.badge}
          onClick={() => memberCentre.open(entry.page)}
          testId={`side-account-${entry.key}`}
        />
      ))}
    </SideMenuSection>
  );
}
