import { ArrowDownToLine, ArrowUpFromLine, Gift, Trophy, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSwitch } from '../../../api/permission';
import { useMemberCentre } from '../../../lib/member-centre';
import { SideMenuItem } from './SideMenuItem';

/** Deposit, withdrawal, promotions, invite friends (when referral is on) and the reward centre. */
export function SideMenuQuick() {
  const { t } = useTranslation('layout');
  const memberCentre = useMemberCentre();
  const referral = useSwitch('referral');
  return (
    <ul className="side-menu-list side-menu-quick">
      <SideMenuItem
        icon={<ArrowDownToLine size={18} />}
        label={t('side.deposit')}
        onClick={() => memberCentre.open('depositv2')}
        testId="side-deposit"
      />
      <SideMenuItem
        icon={<ArrowUpFromLine size={18} />}
        label={t('side.withdraw')}
        onClick={() => memberCentre.open('withdraw')}
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
          onClick={() => memberCentre.open('referral')}
          testId="side-referral"
        />
      ) : null}
      <SideMenuItem
        icon={<Trophy size={18} />}
        label={t('side.rewards')}
        onClick={() => memberCentre.open('rewardCenter')}
        testId="side-rewards"
      />
    </ul>
  );
}
