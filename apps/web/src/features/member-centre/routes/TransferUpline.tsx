import type { TransferResult, TransferTargets } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../api/balance';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { TextField } from '../../../components/ui/TextField';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/language';
import { useMemberCentre } from '../../../lib/member-centre';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { newRequestId, refreshAfterTransfer, sendTransfer, transferTargetsQuery } from '../api/transfers';
import { withdrawalKeys, withdrawalLimitsQuery } from '../api/withdrawals';
import { AmountField } from '../components/wallet/AmountField';
import { checkAmount } from '../components/wallet/amount';
import { PageHeading } from '../components/wallet/common';
import '../components/wallet/wallet.css';

type Recipient = { id: string; nickname: string; upline: boolean };
/** Server answers about the amount, shown under the amount field. */
const AMOUNT_ERRORS = new Set([
  'insufficient_funds',
  'transfer_below_minimum',
  'transfer_above_maximum',
  'transfer_daily_limit',
  'invalid_amount',
]);

type Errors = { target?: string; amount?: string; password?: string };

/**
 * Transfer (spec §2.5 transferUpline, §6): to the upline, or for agents to a direct downline member; amount
 * within the limits, payment password, a confirmation step, then the result with the new balance.
 */
export default function TransferUpline() {
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const targets = useQuery(transferTargetsQuery(language, debounced));
  // the withdraw limits say whether a payment password is set
  const password = useQuery(withdrawalLimitsQuery(language));
  const failed = targets.error ?? password.error;

  return (
    <div className="wallet-page" data-testid="transfer-page">
      <PageHeading page="transferUpline" />
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
          <NoPaymentPassword />
        )
      ) : null}
    </div>
  );
}

function NoPaymentPassword() {
  const { t } = useTranslation('wallet');
  const memberCentre = useMemberCentre();
  return (
    <section className="wallet-card" data-testid="transfer-no-password">
      <h4 className="wallet-card-title">
        <KeyRound size={18} aria-hidden />
        {t('transfer.noPasswordTitle')}
      </h4>
      <p className="wallet-note">{t('transfer.noPasswordText')}</p>
      <button
        type="button"
        className="btn btn-primary wallet-add"
        onClick={() => memberCentre.open('securityCenter')}
        data-testid="transfer-set-password"
      >
        {t('withdraw.setPassword')}
      </button>
    </section>
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
  const queryClient = useQueryClient();
  const balance = useBalance(language, true).data;
  const searchId = useId();
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [recipient, setRecipient] = useState<Recipient | null>(() =>
    targets.upline ? { ...targets.upline, upline: true } : null,
  );
  const [amount, setAmount] = useState('');
  const [minor, setMinor] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TransferResult | null>(null);
  // one key per transfer: a double click or a retry after a lost answer moves the money once
  const requestId = useRef(newRequestId());
  const sending = useRef(false);
  const { limits } = targets;
  const bounds = { min: limits.minAmount, max: limits.maxAmount };
  const isAgent = targets.downlineTotal > 0 || targets.downline.length > 0 || search !== '';

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

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, bounds, t);
    const found: Errors = {
      target: recipient ? undefined : t('transfer.chooseTarget'),
      amount: checked.error ?? undefined,
      password: paymentPassword ? undefined : t('transfer.passwordRequired'),
    };
    setErrors(found);
    setAlert(null);
    if (found.target || found.password || checked.error !== null) return;
    setMinor(checked.minor);
    setStep('review');
  };

  const onConfirm = async () => {
    if (sending.current || !recipient) return;
    sending.current = true;
    setBusy(true);
    setAlert(null);
    try {
      const sent = await sendTransfer(language, {
        to: recipient.upline ? 'upline' : recipient.id,
        amount: minor,
        paymentPassword,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      setAmount('');
      setPaymentPassword('');
      setErrors({});
      setResult(sent);
      await refreshAfterTransfer(queryClient);
    } catch (failure) {
      setStep('form');
      if (!(failure instanceof ApiError)) {
        setAlert(tc('errors.network'));
      } else if (failure.code === 'payment_password_not_set') {
        await queryClient.invalidateQueries({ queryKey: withdrawalKeys.limits(language) });
      } else if (failure.code.startsWith('payment_password') || failure.fields.paymentPassword) {
        setErrors({ password: failure.message });
      } else if (AMOUNT_ERRORS.has(failure.code) || failure.fields.amount) {
        setErrors({ amount: failure.message });
      } else if (failure.code === 'transfer_target_invalid' || failure.fields.to) {
        setErrors({ target: failure.message });
        await refreshAfterTransfer(queryClient);
      } else {
        setAlert(failure.message);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (step === 'review' && recipient) {
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
          <dd data-testid="transfer-review-amount">{formatMoney(minor)} ₫</dd>
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
                if (targets.upline) setRecipient({ ...targets.upline, upline: true });
                setErrors((e) => ({ ...e, target: undefined }));
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
                    onClick={() => {
                      setRecipient({ id: member.id, nickname: member.nickname, upline: false });
                      setErrors((e) => ({ ...e, target: undefined }));
                    }}
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
        {errors.target ? (
          <p className="field-error" data-testid="transfer-target-error">
            {errors.target}
          </p>
        ) : null}
        {balance ? (
          <p className="wallet-note" data-testid="transfer-available">
            {t('transfer.available', { amount: formatMoney(balance.main) })}
          </p>
        ) : null}
        <AmountField
          label={t('transfer.amount')}
          value={amount}
          error={errors.amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          onBlur={(event) => {
            // leaving for the submit button: the submit checks it (a message appearing now would move the
            // button away from under the pointer and swallow the click)
            if (!amount || event.relatedTarget?.closest('button[type="submit"]')) return;
            setErrors((e) => ({ ...e, amount: checkAmount(amount, bounds, t).error ?? undefined }));
          }}
          testId="transfer-amount"
        />
        <dl className="wallet-limits" data-testid="transfer-limits">
          <div>
            <dt>{t('limits.min')}</dt>
            <dd>{formatMoney(limits.minAmount)} ₫</dd>
          </div>
          <div>
            <dt>{t('limits.max')}</dt>
            <dd>{formatMoney(limits.maxAmount)} ₫</dd>
          </div>
          <div>
            <dt>{t('transfer.limitsDaily')}</dt>
            <dd data-testid="transfer-used-today">
              {formatMoney(limits.usedToday)} / {formatMoney(limits.dailyLimit)} ₫
            </dd>
          </div>
        </dl>
        <TextField
          label={t('transfer.paymentPassword')}
          type="password"
          value={paymentPassword}
          error={errors.password}
          onChange={(event) => {
            setPaymentPassword(event.target.value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          autoComplete="off"
          inputMode="numeric"
          maxLength={128}
          required
          testId="transfer-password"
        />
        <button type="submit" className="btn btn-gold" data-testid="transfer-next">
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
          <dd data-testid="transfer-result-amount">{formatMoney(result.amount)} ₫</dd>
          <dt>{t('transfer.balanceAfter')}</dt>
          <dd data-testid="transfer-result-balance">{formatMoney(result.balance)} ₫</dd>
          <dt>{t('transfer.reference')}</dt>
          <dd>{result.transferId}</dd>
          <dt>{t('transfer.time')}</dt>
          <dd>{formatDateTime(result.createdAt)}</dd>
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
