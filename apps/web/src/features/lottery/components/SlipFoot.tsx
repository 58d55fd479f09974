import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import type { ChasePlan } from '../chase';
import { ChaseOption, type ChaseSettings } from './ChaseOption';

/**
 * A slip's foot (both lottery pages): the chase, the total (what is charged now), the game's minimum (the slip is
 * paid with one debit, which the minimum stake applies to, each slip of a chase too) and the bet button.
 */
export function SlipFoot({
  testPrefix,
  chase,
  onChase,
  plan,
  total,
  minBet,
  loggedIn,
  hasDraw,
  loading,
  canConfirm,
  onConfirm,
}: {
  /** The page's test ids: `vnl` or `elt`. */
  testPrefix: string;
  chase: ChaseSettings;
  onChase: (next: ChaseSettings) => void;
  plan: ChasePlan | null;
  total: bigint;
  minBet: string;
  loggedIn: boolean;
  hasDraw: boolean;
  loading: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const format = (value: string | bigint) => money.format(value);
  const hasMinimum = /^\d+$/.test(minBet) && BigInt(minBet) > 0n;
  const belowMinimum = hasMinimum && total > 0n && total < BigInt(minBet);
  const chaseInvalid = chase.on && plan === null;
  return (
    <>
      <ChaseOption value={chase} onChange={onChase} plan={plan} />
      <div className="vnl-slip-foot">
        <p className="vnl-total">
          <span>
            {plan ? t('vn.chase.now') : t('vn.slip.total')}
            {hasMinimum ? (
              <small className="vnl-total-min" data-testid={`${testPrefix}-minimum-hint`}>
                {' '}
                · {t('vn.slip.minimumShort', { amount: format(minBet) })}
              </small>
            ) : null}
          </span>
          <strong data-testid={`${testPrefix}-total`}>{format(total)}</strong>
        </p>
        {plan ? (
          <p className="vnl-chase-foot" data-testid={`${testPrefix}-chase-foot`}>
            {t('vn.chase.most', { draws: plan.draws, most: format(plan.most) })}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-gold vnl-confirm-button"
          onClick={onConfirm}
          disabled={!canConfirm || !hasDraw || belowMinimum || chaseInvalid}
          data-testid={`${testPrefix}-confirm-open`}
        >
          {loggedIn ? t('vn.slip.confirm') : t('vn.slip.loginToBet')}
        </button>
        {!hasDraw && !loading ? <p className="vnl-muted vnl-hint">{t('vn.slip.noDraw')}</p> : null}
        {belowMinimum ? (
          <p className="vnl-hint vnl-warn" data-testid={`${testPrefix}-minimum`}>
            {t('vn.slip.minimum', { amount: format(minBet) })}
          </p>
        ) : null}
      </div>
    </>
  );
}
