import {
  ClipboardList,
  Crown,
  LineChart,
  Mail,
  Percent,
  Receipt,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSwitch } from '../../../api/permission';
import { useAuthGate } from '../../../lib/auth-gate';
import { type MemberPage, useMemberCentre } from '../../../lib/member-centre';
import { SideMenuItem } from './SideMenuItem';
import { SideMenuSection } from './SideMenuSection';

type Entry = { key: string; icon: ReactNode; label: string; page?: MemberPage };

/** The account section: member pages, each asking for a login first (spec §2.4, §2.5). */
export function SideMenuAccount() {
  const { t } = useTranslation('layout');
  const { requireLogin } = useAuthGate();
  const memberCentre = useMemberCentre();
  const navigate = useNavigate();
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
    // The VIP / rank page is a page of its own (/vip), behind the login.
    { key: 'vip', icon: <Crown size={18} />, label: t('side.vip') },
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
    { key: 'messages', icon: <Mail size={18} />, label: t('side.messages'), page: 'messageV2' },
  ];
  return (
    <SideMenuSection title={t('side.account')} icon={<UserRound size={18} />} testId="side-account-toggle">
      {entries.map((entry) => (
        <SideMenuItem
          key={entry.key}
          icon={entry.icon}
          label={entry.label}
          onClick={() => (entry.page ? memberCentre.open(entry.page) : requireLogin(() => navigate('/vip')))}
          testId={`side-account-${entry.key}`}
        />
      ))}
    </SideMenuSection>
  );
}
