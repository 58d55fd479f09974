import { siteDateTime, type TransferResult, type TransferTargets, transferBody } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useBalance } from '../../../api/balance';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { RequestKey } from '../../../lib/request-key';
import { useContractForm } from '../../../lib/use-contract-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMoney } from '../../../lib/use-money';
import { refreshAfterTransfer, sendTransfer, transferTargetsQuery } from '../api/transfers';
import { withdrawalKeys, withdrawalLimitsQuery } from '../api/withdrawals';
import { AmountField } from '../components/AmountField';
import { amountSchema } from '../components/amount';
import { Money } from '../components/common';
import {
  AvailableBalance,
  LimitList,
  NoPaymentPassword,
  PaymentPasswordField,
} from '../components/money-form';
import '../components/wallet.css';

type Recipient = { id: string; nickname: string; upline: boolean };
/** Server answers about the amount, shown under the amount field. */
const AMOUNT_ERRORS = new Set([
  'insufficient_funds',
  'transfer_below_minimum',
  'transfer_above_maximum',
  'transfer_daily_limit',
  'invalid_amount',
]);

type Values = { to: string; amount: string; paymentPassword: string };

/**
 * Transfer (spec §2.5 transferUpline, §6): to the upline, or for agents to a direct downline member; amount
 * within the limits, payment password, a confirmation step, then the result with the new balance.
 */
export default function TransferUpline({ heading }: MemberPageProps) {
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const targets = useQuery(transferTargetsQuery(language, debounced));
  // the withdraw limits say whether a payment password is set
  const password = useQuery(withdrawalLimitsQuery(language));
  const failed = targets.error ?? password.error;

  return (
    <div className="wallet-page" data-testid="transfer-page">
      {heading}
      {failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            void targets.refetch();
            void password.refetch();
          }}
        />
      ) : null}
      {!failed && (!targets.data || !password.data) ? <Spinner /> : null}
      {targets.data && password.data ? (
        password.data.hasPaymentPassword ? (
          <TransferFlow targets={targets.data} search={search} onSearch={setSearch} />
        ) : (
          <NoPaymentPassword flow="transfer" />
        )
      ) : null}
    </div>
  );
}

function TransferFlow({
  targets,
  search,
  onSearch,
}: {
  targets: TransferTargets;
  search: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const queryClient = useQueryClient();
  const balance = useBalance(language, true).data;
  const searchId = useId();
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [recipient, setRecipient] = useState<Recipient | null>(() =>
    targets.upline ? { ...targets.upline, upline: true } : null,
  );
  /** The checked transfer the review step shows and sends (amount in minor units). */
  const [checked, setChecked] = useState<Values | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TransferResult | null>(null);
  // one key per transfer: a double click or a retry after a lost answer moves the money once
  const requestKey = useRef(new RequestKey()).current;
  const sending = useRef(false);
  const { limits } = targets;
  const isAgent = targets.downlineTotal > 0 || targets.downline.length > 0 || search !== '';
  const schema = useMemo(
    () =>
      z.object({
        to: transferBody.shape.to,
        amount: amountSchema(
          { min: limits.minAmount, max: limits.maxAmount },
          money,
          t,
          transferBody.shape.amount,
        ),
        paymentPassword: transferBody.shape.paymentPassword,
      }),
    [limits.minAmount, limits.maxAmount, money, t],
  );
  const chooseTarget = t('transfer.chooseTarget');
  const form = useContractForm({
    schema,
    defaultValues: { to: recipient ? 'upline' : '', amount: '', paymentPassword: '' } satisfies Values,
    texts: {
      to: { label: t('transfer.target'), required: chooseTarget, invalid: chooseTarget },
      amount: { label: t('transfer.amount') },
      paymentPassword: { label: t('transfer.paymentPassword'), required: t('transfer.passwordRequired') },
    },
  });
  const targetError = form.formState.errors.to?.message;

  const choose = (next: Recipient) => {
    setRecipient(next);
    form.setValue('to', next.upline ? 'upline' : next.id);
    form.edited('to');
    requestKey.renew();
  };

  /** A field's binding that also makes the next transfer a new request when the member changes it. */
  const field = (name: 'amount' | 'paymentPassword') => {
    const bound = form.bind(name);
    return {
      ...bound,
      onChange: (event: Parameters<typeof bound.onChange>[0]) => {
        requestKey.renew();
        return bound.onChange(event);
      },
    };
  };

  if (result) {
    return (
      <TransferDone
        result={result}
        onAgain={() => {
          setResult(null);
          setStep('form');
        }}
      />
    );
  }

  if (!targets.upline && !isAgent) {
    return (
      <EmptyState
        title={t('transfer.noTargetTitle')}
        description={t('transfer.noUpline')}
        testId="transfer-no-target"
      />
    );
  }

  const onNext = form.submit((values) => {
    setAlert(null);
    setChecked(values);
    setStep('review');
  });

  const onConfirm = async () => {
    if (sending.current || !checked) return;
    sending.current = true;
    setBusy(true);
    setAlert(null);
    const body = { to: checked.to, amount: checked.amount };
    try {
      const sent = await sendTransfer(language, {
        ...body,
        paymentPassword: checked.paymentPassword,
        requestId: requestKey.for(body),
      });
      requestKey.renew();
      form.reset({ to: checked.to, amount: '', paymentPassword: '' });
      setChecked(null);
      setResult(sent);
      await refreshAfterTransfer(queryClient);
    } catch (failure) {
      setStep('form');
      if (!(failure instanceof ApiError)) {
        setAlert(tc('errors.network'));
      } else if (failure.code === 'payment_password_not_set') {
        await queryClient.invalidateQueries({ queryKey: withdrawalKeys.limits(language) });
      } else if (failure.code.startsWith('payment_password') || failure.fields.paymentPassword) {
        form.setError('paymentPassword', { type: 'server', message: failure.message });
      } else if (AMOUNT_ERRORS.has(failure.code) || failure.fields.amount) {
        form.setError('amount', { type: 'server', message: failure.message });
      } else if (failure.code === 'transfer_target_invalid' || failure.fields.to) {
        form.setError('to', { type: 'server', message: failure.message });
        await refreshAfterTransfer(queryClient);
      } else {
        if (failure.code === 'idempotency_conflict') requestKey.renew();
        setAlert(failure.message);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (step === 'review' && recipient && checked) {
    return (
      <section className="wallet-card" data-testid="transfer-review">
        <h4 className="wallet-card-title">{t('transfer.reviewTitle')}</h4>
        <p className="wallet-note">{t('transfer.reviewText')}</p>
        <dl className="wallet-facts">
          <dt>{t('transfer.to')}</dt>
          <dd data-testid="transfer-review-to">
            {recipient.nickname} ({t(recipient.upline ? 'transfer.upline' : 'transfer.downline')})
          </dd>
          <dt>{t('transfer.amount')}</dt>
          <dd data-testid="transfer-review-amount">
            <Money value={checked.amount} symbol />
          </dd>
        </dl>
        <div className="wallet-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setStep('form')}
            disabled={busy}
            data-testid="transfer-back"
          >
            {t('transfer.back')}
          </button>
          <button
            type="button"
            className="btn btn-gold"
            onClick={() => void onConfirm()}
            disabled={busy}
            aria-busy={busy}
            data-testid="transfer-confirm"
          >
            {busy ? t('transfer.sending') : t('transfer.confirm')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="wallet-card" data-testid="transfer-form-card">
      <h4 className="wallet-card-title">{t('transfer.title')}</h4>
      <p className="wallet-note">{t('transfer.intro')}</p>
      <form className="wallet-form" onSubmit={onNext} noValidate>
        <div className="wallet-options" role="radiogroup" aria-label={t('transfer.target')}>
          {targets.upline ? (
            // biome-ignore lint/a11y/useSemanticElements: a row of large choice buttons, announced as radios
            <button
              type="button"
              role="radio"
              aria-checked={recipient?.upline === true}
              className="wallet-option"
              onClick={() => {
                if (targets.upline) choose({ ...targets.upline, upline: true });
              }}
              data-testid="transfer-target-upline"
            >
              {t('transfer.upline')} · {targets.upline.nickname}
            </button>
          ) : (
            <p className="wallet-note" data-testid="transfer-no-upline">
              {t('transfer.noUpline')}
            </p>
          )}
        </div>
        {isAgent ? (
          <div className="transfer-downline">
            <label htmlFor={searchId} className="field-label">
              {t('transfer.downline')}
            </label>
            <input
              id={searchId}
              type="search"
              className="input"
              value={search}
              placeholder={t('transfer.search')}
              maxLength={64}
              onChange={(event) => onSearch(event.target.value)}
              data-testid="transfer-search"
            />
            {targets.downline.length === 0 ? (
              <p className="wallet-note" data-testid="transfer-downline-empty">
                {t('transfer.downlineEmpty')}
              </p>
            ) : (
              <div
                className="wallet-options transfer-downline-list"
                role="radiogroup"
                aria-label={t('transfer.downline')}
              >
                {targets.downline.map((member) => (
                  // biome-ignore lint/a11y/useSemanticElements: a list of choice buttons, announced as radios
                  <button
                    key={member.id}
                    type="button"
                    role="radio"
                    aria-checked={recipient?.id === member.id && !recipient.upline}
                    className="wallet-option"
                    onClick={() => choose({ id: member.id, nickname: member.nickname, upline: false })}
                    data-testid="transfer-target-downline"
                    data-id={member.id}
                  >
                    {member.nickname} · {member.username}
                  </button>
                ))}
              </div>
            )}
            {targets.downlineTotal > targets.downline.length ? (
              <p className="wallet-note" data-testid="transfer-downline-more">
                {t('transfer.downlineMore', {
                  shown: targets.downline.length,
                  total: targets.downlineTotal,
                })}
              </p>
            ) : null}
          </div>
        ) : null}
        {targetError ? (
          <p className="field-error" data-testid="transfer-target-error">
            {targetError}
          </p>
        ) : null}
        <AvailableBalance flow="transfer" balance={balance} />
        <AmountField {...field('amount')} label={t('transfer.amount')} testId="transfer-amount" />
        <LimitList
          min={limits.minAmount}
          max={limits.maxAmount}
          more={[
            {
              label: t('transfer.limitsDaily'),
              value: `${money.format(limits.usedToday, { symbol: false })} / ${money.format(limits.dailyLimit)}`,
              testId: 'transfer-used-today',
            },
          ]}
          testId="transfer-limits"
        />
        <PaymentPasswordField flow="transfer" {...field('paymentPassword')} />
        <button type="submit" className="btn btn-gold" disabled={form.busy} data-testid="transfer-next">
          {t('transfer.next')}
        </button>
        {alert ? <FormAlert testId="transfer-alert">{alert}</FormAlert> : null}
      </form>
    </section>
  );
}

function TransferDone({ result, onAgain }: { result: TransferResult; onAgain: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <section className="wallet-result" data-tone="ok" aria-live="polite" data-testid="transfer-result">
      <CheckCircle2 className="wallet-result-icon" size={32} aria-hidden />
      <div className="wallet-result-body">
        <p className="wallet-result-title">{t('transfer.successTitle')}</p>
        {result.replayed ? (
          <p className="wallet-note" data-testid="transfer-replayed">
            {t('transfer.replayed')}
          </p>
        ) : null}
        <dl className="wallet-facts">
          <dt>{t('transfer.to')}</dt>
          <dd data-testid="transfer-result-to">
            {result.to.nickname} (
            {t(result.to.direction === 'upline' ? 'transfer.upline' : 'transfer.downline')})
          </dd>
          <dt>{t('transfer.amount')}</dt>
          <dd data-testid="transfer-result-amount">
            <Money value={result.amount} symbol />
          </dd>
          <dt>{t('transfer.balanceAfter')}</dt>
          <dd data-testid="transfer-result-balance">
            <Money value={result.balance} symbol />
          </dd>
          <dt>{t('transfer.reference')}</dt>
          <dd>{result.transferId}</dd>
          <dt>{t('transfer.time')}</dt>
          <dd>{siteDateTime(result.createdAt)}</dd>
        </dl>
        <div className="wallet-actions">
          <button type="button" className="btn btn-ghost" onClick={onAgain} data-testid="transfer-again">
            {t('transfer.again')}
          </button>
        </div>
      </div>
    </section>
  );
}
