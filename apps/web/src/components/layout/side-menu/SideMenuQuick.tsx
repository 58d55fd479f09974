import { ArrowDownToLine, ArrowUpFromLine, Gift, Trophy, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSwitch } from '../../../api/permission';
import { useAuthGate } from '../../../lib/auth-gate';
import { SideMenuItem } from './SideMenuItem';

/** Deposit, withdrawal, promotions, invite friends (when referral is on) and the reward centre. */
export function SideMenuQuick() {
  const { t } = useTranslation('layout');
  const { requireLogin } = useAuthGate();
  const referral = useSwitch('referral');
  return (
    <ul className="side-menu-list side-menu-quick">
      <SideMenuItem
        icon={<ArrowDownToLine size={18} />}
        label={t('side.deposit')}
        onClick={() => requireLogin()}
        testId="side-deposit"
      />
      <SideMenuItem
        icon={<ArrowUpFromLine size={18} />}
        label={t('side.withdraw')}
        onClick={() => requireLogin()}
        testId="side-withdraw"
      />
      <SideMenuItem
        icon={<Gift size={18} />}
        label={t('side.promotions')}
        to="/promotions"
        testId="side-promotions"
      />
      {referral ? (
        <SideMenuItem
          icon={<UserPlus size={18} />}
          label={t('side.referral')}
          onClick={() => requireLogin()}
          testId="side-referral"
        />
      ) : null}
      <SideMenuItem
        icon={<Trophy size={18} />}
        label={t('side.rewards')}
        onClick={() => requireLogin()}
        testId="side-rewards"
      />
    </ul>
  );
}
