import type { Wallets } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw, WalletCards } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/Toast';
import { formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/language';
import {
  moveBetweenWallets,
  newRequestId,
  refreshAfterTransfer,
  transferKeys,
  walletsQuery,
} from '../api/transfers';
import { AmountField } from '../components/wallet/AmountField';
import { checkAmount } from '../components/wallet/amount';
import { PageHeading } from '../components/wallet/common';
import '../components/wallet/wallet.css';

/**
 * My wallet (spec §2.5 transferFund): in single-wallet mode one wallet serves every game; otherwise the main
 * wallet and a transfer wallet per vendor, with a form moving money between the main wallet and one of them.
 */
export default function TransferFund() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const wallets = useQuery(walletsQuery(language));
  const data = wallets.data;

  return (
    <div className="wallet-page" data-testid="fund-page">
      <PageHeading page="transferFund" />
      {wallets.isError ? <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} /> : null}
      {wallets.isPending ? <Spinner /> : null}
      {data?.isSingle ? (
        <section className="wallet-card" data-testid="fund-single">
          <h4 className="wallet-card-title">
            <WalletCards size={18} aria-hidden />
            {t('fund.singleTitle')}
          </h4>
          <p className="wallet-note">{t('fund.singleText')}</p>
          <dl className="wallet-facts">
            <dt>{t('fund.balance')}</dt>
            <dd className="fund-amount" data-testid="fund-single-balance">
              {formatMoney(data.sumBalance)} ₫
            </dd>
          </dl>
        </section>
      ) : null}
      {data && !data.isSingle ? (
        <>
          <WalletList
            wallets={data}
            refreshing={wallets.isFetching}
            onRefresh={() => void wallets.refetch()}
          />
          <MoveForm wallets={data} />
        </>
      ) : null}
    </div>
  );
}

function WalletList({
  wallets,
  refreshing,
  onRefresh,
}: {
  wallets: Wallets;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <section className="wallet-card" data-testid="fund-wallets">
      <div className="fund-head">
        <h4 className="wallet-card-title">{t('fund.total')}</h4>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onRefresh}
          disabled={refreshing}
          data-testid="fund-refresh"
        >
          <RotateCw size={16} aria-hidden />
          {t('fund.refresh')}
        </button>
      </div>
      <p className="fund-amount" data-testid="fund-total">
        {formatMoney(wallets.sumBalance)} ₫
      </p>
      <dl className="wallet-facts">
        <dt>{t('fund.main')}</dt>
        <dd data-testid="fund-main">{formatMoney(wallets.main)} ₫</dd>
      </dl>
      <h5 className="wallet-section-title">{t('fund.vendors')}</h5>
      {wallets.wallets.length === 0 ? (
        <p className="wallet-note">{t('fund.noVendors')}</p>
      ) : (
        <ul className="fund-vendors">
          {wallets.wallets.map((w) => (
            <li key={w.vassalage} data-testid="fund-vendor" data-vendor={w.vassalage}>
              <span className="fund-vendor-name">{w.name}</span>
              <span className="fund-vendor-balance" data-testid="fund-vendor-balance">
                {formatMoney(w.balance)} ₫
              </span>
              {w.canTransferIn ? null : <span className="wallet-note">{t('fund.unavailable')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MoveForm({ wallets }: { wallets: Wallets }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const vendorId = useId();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [vendor, setVendor] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ vendor?: string; amount?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());
  const sending = useRef(false);
  const choices = wallets.wallets.filter((w) => direction === 'out' || w.canTransferIn);
  const chosen = choices.find((w) => w.vassalage === vendor);
  const max = direction === 'in' ? wallets.main : chosen?.balance;

  if (wallets.wallets.length === 0) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = checkAmount(amount, { max }, t);
    const found = {
      vendor: chosen ? undefined : t('fund.chooseVendor'),
      amount: checked.error ?? undefined,
    };
    setErrors(found);
    setAlert(null);
    if (!chosen || checked.error !== null) return;
    sending.current = true;
    setBusy(true);
    try {
      const next = await moveBetweenWallets(language, {
        from: direction === 'in' ? 'main' : chosen.vassalage,
        to: direction === 'in' ? chosen.vassalage : 'main',
        amount: checked.minor,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      queryClient.setQueryData(transferKeys.wallets(language), next);
      setAmount('');
      toast(t('fund.done'));
      await refreshAfterTransfer(queryClient);
    } catch (failure) {
      if (!(failure instanceof ApiError)) setAlert(tc('errors.network'));
      else if (failure.code === 'insufficient_funds' || failure.fields.amount) {
        setErrors({ amount: failure.message });
      } else {
        setAlert(failure.message);
        if (failure.code === 'single_wallet_mode' || failure.code.startsWith('vendor_')) {
          await refreshAfterTransfer(queryClient);
        }
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="wallet-card" data-testid="fund-form-card">
      <h4 className="wallet-card-title">{t('fund.formTitle')}</h4>
      <form className="wallet-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="wallet-options" role="radiogroup" aria-label={t('fund.direction')}>
          {(['in', 'out'] as const).map((d) => (
            // biome-ignore lint/a11y/useSemanticElements: large choice buttons, announced as radios
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={direction === d}
              className="wallet-option"
              onClick={() => setDirection(d)}
              data-testid={`fund-direction-${d}`}
            >
              {t(d === 'in' ? 'fund.toVendor' : 'fund.toMain')}
            </button>
          ))}
        </div>
        <div className="field">
          <label htmlFor={vendorId} className="field-label">
            {t('fund.vendor')}
          </label>
          <select
            id={vendorId}
            className="input"
            value={chosen ? vendor : ''}
            onChange={(event) => {
              setVendor(event.target.value);
              setErrors((e) => ({ ...e, vendor: undefined }));
            }}
            data-testid="fund-vendor-select"
          >
            <option value="">{t('fund.chooseVendor')}</option>
            {choices.map((w) => (
              <option key={w.vassalage} value={w.vassalage}>
                {w.name} · {formatMoney(w.balance)} ₫
              </option>
            ))}
          </select>
          {errors.vendor ? (
            <p className="field-error" data-testid="fund-vendor-error">
              {errors.vendor}
            </p>
          ) : null}
        </div>
        <AmountField
          label={t('fund.amount')}
          value={amount}
          error={errors.amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          testId="fund-amount"
        />
        <button type="submit" className="btn btn-gold" disabled={busy} data-testid="fund-submit">
          {t('fund.submit')}
        </button>
        {alert ? <FormAlert testId="fund-alert">{alert}</FormAlert> : null}
      </form>
    </section>
  );
}
