import { ClipboardList, LineChart, Receipt, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type MemberPage, useMemberCentre } from '../../../lib/member-centre';
import { SideMenuItem } from './SideMenuItem';
import { SideMenuSection } from './SideMenuSection';

type Entry = { key: string; icon: ReactNode; label: string; page: MemberPage };

/**
 * The account section: member pages, each asking for a login first (spec §2.4, §2.5). The spec's cashback, VIP
 * rank and messages entries come with their pages (lib/member-centre.ts: not listed until built).
 */
export function SideMenuAccount() {
  const { t } = useTranslation('layout');
  const memberCentre = useMemberCentre();
  const entries: Entry[] = [
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
  ];
  return (
    <SideMenuSection title={t('side.account')} icon={<UserRound size={18} />} testId="side-account-toggle">
      {entries.map((entry) => (
        <SideMenuItem
          key={entry.key}
          icon={entry.icon}
          label={entry.label}
          onClick={() => memberCentre.open(entry.page)}
          testId={`side-account-${entry.key}`}
        />
      ))}
    </SideMenuSection>
  );
}
