import type { Balance, BankCard, WithdrawalLimits } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextField } from '../../../../components/ui/TextField';
import { useToast } from '../../../../components/ui/Toast';
import { formatMoney } from '../../../../lib/format-money';
import { useLanguage } from '../../../../lib/language';
import { useMemberCentre } from '../../../../lib/member-centre';
import { refreshWithdrawals, requestWithdrawal } from '../../api/withdrawals';
import { AmountField } from './AmountField';
import { checkAmount } from './amount';

type WithdrawFormProps = { cards: BankCard[]; limits: WithdrawalLimits; balance: Balance | undefined };

/** Card, amount within the limits, payment password; the money is held until an operator reviews it. */
export function WithdrawForm({ cards, limits, balance }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const memberCentre = useMemberCentre();
  const [cardId, setCardId] = useState(cards[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ card?: string; amount?: string; password?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bounds = { min: limits.minAmount, max: limits.maxAmount };
  const selected = cards.some((c) => c.id === cardId) ? cardId : (cards[0]?.id ?? '');

  if (!limits.hasPaymentPassword) {
    return (
      <section className="wallet-card" data-testid="withdraw-no-password">
        <h4 className="wallet-card-title">
          <KeyRound size={18} aria-hidden />
          {t('withdraw.noPasswordTitle')}
        </h4>
        <p className="wallet-note">{t('withdraw.noPasswordText')}</p>
        <button
          type="button"
          className="btn btn-primary wallet-add"
          onClick={() => memberCentre.open('securityCenter')}
          data-testid="withdraw-set-password"
        >
          {t('withdraw.setPassword')}
        </button>
      </section>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkAmount(amount, bounds, t);
    const found = {
      card: selected ? undefined : t('withdraw.chooseCard'),
      amount: checked.error ?? undefined,
      password: password ? undefined : t('withdraw.passwordRequired'),
    };
    setErrors(found);
    setAlert(null);
    if (found.card || found.amount || found.password || checked.error !== null) return;
    setBusy(true);
    try {
      await requestWithdrawal(language, {
        cardId: selected,
        amount: checked.minor,
        paymentPassword: password,
      });
      setAmount('');
      setPassword('');
      toast(t('withdraw.requested'));
      await refreshWithdrawals(queryClient);
    } catch (failure) {
      if (!(failure instanceof ApiError)) setAlert(tc('errors.network'));
      else if (failure.fields.amount || failure.code === 'insufficient_funds') {
        setErrors({ amount: failure.message });
      } else if (failure.fields.paymentPassword || failure.code.startsWith('payment_password')) {
        setErrors({ password: failure.message });
      } else if (failure.fields.cardId) setErrors({ card: failure.message });
      else setAlert(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="wallet-card" data-testid="withdraw-form-card">
      <h4 className="wallet-card-title">{t('withdraw.title')}</h4>
      {cards.length === 0 ? (
        <p className="wallet-note" data-testid="withdraw-no-card">
          {t('withdraw.noCard')}
        </p>
      ) : (
        <form className="wallet-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="wallet-options" role="radiogroup" aria-label={t('withdraw.card')}>
            {cards.map((card) => (
              // biome-ignore lint/a11y/useSemanticElements: a row of large choice buttons, announced as radios
              <button
                key={card.id}
                type="button"
                role="radio"
                aria-checked={card.id === selected}
                className="wallet-option"
                onClick={() => setCardId(card.id)}
                data-testid="withdraw-card"
              >
                {card.bankName} · {card.accountNumber}
              </button>
            ))}
          </div>
          {errors.card ? <p className="field-error">{errors.card}</p> : null}
          {balance ? (
            <p className="wallet-note" data-testid="withdraw-available">
              {t('withdraw.available', { amount: formatMoney(balance.main) })}
            </p>
          ) : null}
          <AmountField
            label={t('withdraw.amount')}
            value={amount}
            error={errors.amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            onBlur={() =>
              amount &&
              setErrors((e) => ({ ...e, amount: checkAmount(amount, bounds, t).error ?? undefined }))
            }
            testId="withdraw-amount"
          />
          <dl className="wallet-limits" data-testid="withdraw-limits">
            <div>
              <dt>{t('limits.min')}</dt>
              <dd>{formatMoney(limits.minAmount)} ₫</dd>
            </div>
            <div>
              <dt>{t('limits.max')}</dt>
              <dd>{formatMoney(limits.maxAmount)} ₫</dd>
            </div>
            <div>
              <dt>{t('limits.todayCount')}</dt>
              <dd>
                {limits.usedCountToday} / {limits.dailyCount}
              </dd>
            </div>
            <div>
              <dt>{t('limits.todayAmount')}</dt>
              <dd>
                {formatMoney(limits.usedAmountToday)} / {formatMoney(limits.dailyAmount)} ₫
              </dd>
            </div>
          </dl>
          <TextField
            label={t('withdraw.paymentPassword')}
            type="password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((e) => ({ ...e, password: undefined }));
            }}
            autoComplete="off"
            inputMode="numeric"
            maxLength={128}
            required
            testId="withdraw-password"
          />
          <button type="submit" className="btn btn-gold" disabled={busy} data-testid="withdraw-submit">
            {t('withdraw.submit')}
          </button>
          {alert ? <FormAlert testId="withdraw-alert">{alert}</FormAlert> : null}
        </form>
      )}
    </section>
  );
}
