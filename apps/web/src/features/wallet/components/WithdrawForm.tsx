import { type Balance, type BankCard, createWithdrawalBody, type WithdrawalLimits } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useToast } from '../../../components/ui/Toast';
import { useLanguage } from '../../../lib/language';
import { RequestKey } from '../../../lib/request-key';
import { type FieldBinding, useContractForm } from '../../../lib/use-contract-form';
import { useMoney } from '../../../lib/use-money';
import { refreshWithdrawals, requestWithdrawal } from '../api/withdrawals';
import { AmountField } from './AmountField';
import { amountSchema } from './amount';
import { AvailableBalance, LimitList, NoPaymentPassword, PaymentPasswordField } from './money-form';

type WithdrawFormProps = { cards: BankCard[]; limits: WithdrawalLimits; balance: Balance | undefined };

type Values = { cardId: string; amount: string; paymentPassword: string };

/**
 * Card, amount within the limits, payment password (the contracts' `createWithdrawalBody`); the money is held
 * until an operator reviews it. Each submission carries a `requestId` (`RequestKey`): sent again after a network
 * failure, the server answers the request it already made instead of holding the money twice.
 */
export function WithdrawForm({ cards, limits, balance }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [alert, setAlert] = useState<string | null>(null);
  const requestKey = useRef(new RequestKey()).current;
  const schema = useMemo(
    () =>
      z.object({
        cardId: createWithdrawalBody.shape.cardId,
        amount: amountSchema(
          { min: limits.minAmount, max: limits.maxAmount },
          money,
          t,
          createWithdrawalBody.shape.amount,
        ),
        paymentPassword: createWithdrawalBody.shape.paymentPassword,
      }),
    [limits.minAmount, limits.maxAmount, money, t],
  );
  const chooseCard = t('withdraw.chooseCard');
  const form = useContractForm({
    schema,
    defaultValues: { cardId: cards[0]?.id ?? '', amount: '', paymentPassword: '' } satisfies Values,
    texts: {
      cardId: { label: t('withdraw.card'), required: chooseCard, invalid: chooseCard },
      amount: { label: t('withdraw.amount') },
      paymentPassword: { label: t('withdraw.paymentPassword'), required: t('withdraw.passwordRequired') },
    },
  });
  const cardId = form.watch('cardId');
  const selected = cards.some((c) => c.id === cardId) ? cardId : (cards[0]?.id ?? '');
  // a deleted card is no longer a choice: the first one left is
  useEffect(() => {
    if (selected !== cardId) form.setValue('cardId', selected);
  }, [selected, cardId, form.setValue]);

  if (!limits.hasPaymentPassword) return <NoPaymentPassword flow="withdraw" />;

  /** A field's binding that also makes the next submission a new request when the member changes it. */
  const field = (name: 'amount' | 'paymentPassword'): FieldBinding => {
    const bound = form.bind(name);
    return {
      ...bound,
      onChange: (event) => {
        requestKey.renew();
        return bound.onChange(event);
      },
    };
  };

  const onValid = async (values: Values) => {
    setAlert(null);
    const body = { cardId: values.cardId, amount: values.amount };
    try {
      await requestWithdrawal(language, {
        ...body,
        paymentPassword: values.paymentPassword,
        requestId: requestKey.for(body),
      });
      requestKey.renew();
      form.reset({ cardId: values.cardId, amount: '', paymentPassword: '' });
      toast(t('withdraw.requested'));
      await refreshWithdrawals(queryClient);
    } catch (failure) {
      // no answer: the same submission sent again keeps its key, so the money is held at most once
      if (!(failure instanceof ApiError)) setAlert(tc('errors.network'));
      else if (failure.fields.amount || failure.code === 'insufficient_funds') {
        form.setError('amount', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (failure.fields.paymentPassword || failure.code.startsWith('payment_password')) {
        form.setError('paymentPassword', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (failure.fields.cardId) form.setError('cardId', { type: 'server', message: failure.message });
      else {
        if (failure.code === 'idempotency_conflict') requestKey.renew();
        setAlert(failure.message);
      }
    }
  };

  const cardError = form.formState.errors.cardId?.message;
  return (
    <section className="wallet-card" data-testid="withdraw-form-card">
      <h4 className="wallet-card-title">{t('withdraw.title')}</h4>
      {cards.length === 0 ? (
        <p className="wallet-note" data-testid="withdraw-no-card">
          {t('withdraw.noCard')}
        </p>
      ) : (
        <form className="wallet-form" onSubmit={form.submit(onValid)} noValidate>
          <div className="wallet-options" role="radiogroup" aria-label={t('withdraw.card')}>
            {cards.map((card) => (
              // biome-ignore lint/a11y/useSemanticElements: a row of large choice buttons, announced as radios
              <button
                key={card.id}
                type="button"
                role="radio"
                aria-checked={card.id === selected}
                className="wallet-option"
                onClick={() => {
                  form.setValue('cardId', card.id);
                  form.edited('cardId');
                  requestKey.renew();
                }}
                data-testid="withdraw-card"
              >
                {card.bankName} · {card.accountNumber}
              </button>
            ))}
          </div>
          {cardError ? (
            <p className="field-error" data-testid="withdraw-card-error">
              {cardError}
            </p>
          ) : null}
          <AvailableBalance flow="withdraw" balance={balance} />
          <AmountField {...field('amount')} label={t('withdraw.amount')} testId="withdraw-amount" />
          <LimitList
            min={limits.minAmount}
            max={limits.maxAmount}
            more={[
              {
                label: t('limits.todayCount'),
                value: `${limits.usedCountToday} / ${limits.dailyCount}`,
              },
              {
                label: t('limits.todayAmount'),
                value: `${money.format(limits.usedAmountToday, { symbol: false })} / ${money.format(limits.dailyAmount)}`,
              },
            ]}
            testId="withdraw-limits"
          />
          <PaymentPasswordField flow="withdraw" {...field('paymentPassword')} />
          <button type="submit" className="btn btn-gold" disabled={form.busy} data-testid="withdraw-submit">
            {t('withdraw.submit')}
          </button>
          {alert ? <FormAlert testId="withdraw-alert">{alert}</FormAlert> : null}
        </form>
      )}
    </section>
  );
}
