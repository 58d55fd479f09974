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
import { useTranslation } from 'react-i18next';
import { useSwitch } from '../../../api/permission';
import { useAuthGate } from '../../../lib/auth-gate';
import { SideMenuItem } from './SideMenuItem';
import { SideMenuSection } from './SideMenuSection';

/** The account section: member pages, each asking for a login first (spec §2.4, §2.5). */
export function SideMenuAccount() {
  const { t } = useTranslation('layout');
  const { requireLogin } = useAuthGate();
  const manualRebate = useSwitch('manualRebate');
  const entries = [
    ...(manualRebate ? [{ key: 'cashback', icon: <Percent size={18} />, label: t('side.cashback') }] : []),
    { key: 'vip', icon: <Crown size={18} />, label: t('side.vip') },
    { key: 'bets', icon: <ClipboardList size={18} />, label: t('side.bettingRecord') },
    { key: 'transactions', icon: <Receipt size={18} />, label: t('side.accountRecord') },
    { key: 'security', icon: <ShieldCheck size={18} />, label: t('side.security') },
    { key: 'profit', icon: <LineChart size={18} />, label: t('side.profitLoss') },
    { key: 'messages', icon: <Mail size={18} />, label: t('side.messages') },
  ];
  return (
    <SideMenuSection title={t('side.account')} icon={<UserRound size={18} />} testId="side-account-toggle">
      {entries.map((entry) => (
        <SideMenuItem
          key={entry.key}
          icon={entry.icon}
          label={entry.label}
          onClick={() => requireLogin()}
          testId={`side-account-${entry.key}`}
        />
      ))}
    </SideMenuSection>
  );
}
