import { ArrowDownToLine, ArrowUpFromLine, Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMemberCentre } from '../../../lib/member-centre';
import { BalanceText, useBalanceHidden } from '../balance';

/**
 * Spec §2.4, logged in: the username, the balance (a placeholder until the wallet answers; a click hides
 * it as *** beside the currency symbol, remembered), and deposit and withdraw shortcuts.
 */
export function SideMenuWallet({ username }: { username: string }) {
  const { t } = useTranslation('layout');
  const memberCentre = useMemberCentre();
  const [hidden, toggle] = useBalanceHidden();
  return (
    <div className="side-menu-wallet" data-testid="side-wallet">
      <p className="side-menu-user" data-testid="side-username">
        {username}
      </p>
      <button
        type="button"
        className="side-menu-balance"
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={hidden ? t('side.showBalance') : t('side.hideBalance')}
        data-testid="side-balance"
      >
        <span className="side-menu-balance-label">{t('side.balance')}</span>
        <span className="side-menu-balance-value">
          <BalanceText hidden={hidden} testId="side-balance-value" />
        </span>
        {hidden ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </button>
      <div className="side-menu-auth">
        <button
          type="button"
          className="btn btn-gold"
          onClick={() => memberCentre.open('depositv2')}
          data-testid="side-wallet-deposit"
        >
          <ArrowDownToLine size={16} aria-hidden />
          {t('side.deposit')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => memberCentre.open('withdraw')}
          data-testid="side-wallet-withdraw"
        >
          <ArrowUpFromLine size={16} aria-hidden />
          {t('side.withdraw')}
        </button>
      </div>
    </div>
  );
}
