import { ArrowDownToLine, ArrowUpFromLine, Award, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMemberCentre } from '../../../lib/member-centre';
import { SideMenuItem } from './SideMenuItem';

/**
 * Deposit, withdrawal, promotions and the points mall. Spec §2.4's invite friends and reward centre come with
 * their member pages (lib/member-centre.ts: not listed until built).
 */
export function SideMenuQuick() {
  const { t } = useTranslation('layout');
  const memberCentre = useMemberCentre();
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
      <SideMenuItem
        icon={<Award size={18} />}
        label={t('side.pointsMall')}
        to="/pointMall"
        testId="side-points-mall"
      />
    </ul>
  );
}
