import type { Balance } from '@app/contracts';
import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/TextField';
import { PAYMENT_PASSWORD_TASK, useMemberCentre } from '../../../lib/member-centre';
import { useMoney } from '../../../lib/use-money';
import { Money } from './common';

/** The money forms that move money out with the payment password; their texts and test hooks start with this. */
type MoneyOutFlow = 'withdraw' | 'transfer';

/**
 * No payment password yet: what it is for, and a button opening the security centre's payment password form, which
 * brings the member back to this page once it is set.
 */
export function NoPaymentPassword({ flow }: { flow: MoneyOutFlow }) {
  const { t } = useTranslation('wallet');
  const memberCentre = useMemberCentre();
  return (
    <section className="wallet-card" data-testid={`${flow}-no-password`}>
      <h4 className="wallet-card-title">
        <KeyRound size={18} aria-hidden />
        {t(`${flow}.noPasswordTitle`)}
      </h4>
      <p className="wallet-note">{t(`${flow}.noPasswordText`)}</p>
      <button
        type="button"
        className="btn btn-primary wallet-add"
        onClick={() =>
          memberCentre.open('securityCenter', {
            task: PAYMENT_PASSWORD_TASK,
            back: flow === 'withdraw' ? 'withdraw' : 'transferUpline',
          })
        }
        data-testid={`${flow}-set-password`}
      >
        {t('withdraw.setPassword')}
      </button>
    </section>
  );
}

type PaymentPasswordFieldProps = Omit<TextFieldProps, 'label'> & { flow: MoneyOutFlow };

/**
 * The payment password that confirms moving money out (digits, never remembered by the browser); the input is
 * a form's (react-hook-form: `bind(…)` spread on it).
 */
export function PaymentPasswordField({ flow, ...field }: PaymentPasswordFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <TextField
      {...field}
      label={t(`${flow}.paymentPassword`)}
      type="password"
      autoComplete="off"
      inputMode="numeric"
      maxLength={128}
      required
      testId={`${flow}-password`}
    />
  );
}

/** The main wallet's balance, what a withdrawal or a transfer can take at most. */
export function AvailableBalance({ flow, balance }: { flow: MoneyOutFlow; balance: Balance | undefined }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  if (!balance) return null;
  return (
    <p className="wallet-note" data-testid={`${flow}-available`}>
      {t(`${flow}.available`, { amount: money.format(balance.main) })}
    </p>
  );
}

/** A daily allowance or another bound after the minimum and maximum. */
export type Limit = { label: string; value: ReactNode; testId?: string };

type LimitListProps = {
  /** The smallest and largest amount (minor units). */
  min: string;
  max: string;
  more: Limit[];
  testId: string;
};

/** The bounds of an amount: minimum, maximum, then the daily allowances (with today's use). */
export function LimitList({ min, max, more, testId }: LimitListProps) {
  const { t } = useTranslation('wallet');
  return (
    <dl className="wallet-limits" data-testid={testId}>
      <div>
        <dt>{t('limits.min')}</dt>
        <dd>
          <Money value={min} symbol />
        </dd>
      </div>
      <div>
        <dt>{t('limits.max')}</dt>
        <dd>
          <Money value={max} symbol />
        </dd>
      </div>
      {more.map((limit) => (
        <div key={limit.label}>
          <dt>{limit.label}</dt>
          <dd data-testid={limit.testId}>{limit.value}</dd>
        </div>
      ))}
    </dl>
  );
}
