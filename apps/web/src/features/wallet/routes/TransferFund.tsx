import { type Wallets, walletTransferBody } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw, WalletCards } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/Toast';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { RequestKey } from '../../../lib/request-key';
import { useContractForm } from '../../../lib/use-contract-form';
import { useMoney } from '../../../lib/use-money';
import { moveBetweenWallets, refreshAfterTransfer, transferKeys, walletsQuery } from '../api/transfers';
import { AmountField } from '../components/AmountField';
import { amountSchema } from '../components/amount';
import { Money } from '../components/common';
import '../components/wallet.css';

/**
 * My wallet (spec §2.5 transferFund): in single-wallet mode one wallet serves every game; otherwise the main
 * wallet and a transfer wallet per vendor, with a form moving money between the main wallet and one of them.
 */
export default function TransferFund({ heading }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const wallets = useQuery(walletsQuery(language));
  const data = wallets.data;

  return (
    <div className="wallet-page" data-testid="fund-page">
      {heading}
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
              <Money value={data.sumBalance} symbol />
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
        <Money value={wallets.sumBalance} symbol />
      </p>
      <dl className="wallet-facts">
        <dt>{t('fund.main')}</dt>
        <dd data-testid="fund-main">
          <Money value={wallets.main} symbol />
        </dd>
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
                <Money value={w.balance} symbol />
              </span>
              {w.canTransferIn ? null : <span className="wallet-note">{t('fund.unavailable')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type MoveValues = { vendor: string; amount: string };

/**
 * Moves money between the main wallet and one vendor wallet (the contracts' `walletTransferBody`), with a
 * `requestId` per submission (`RequestKey`): a repeated submit moves the money once.
 */
function MoveForm({ wallets }: { wallets: Wallets }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const queryClient = useQueryClient();
  const toast = useToast();
  const vendorId = useId();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [alert, setAlert] = useState<string | null>(null);
  const requestKey = useRef(new RequestKey()).current;
  const choices = wallets.wallets.filter((w) => direction === 'out' || w.canTransferIn);
  const chooseVendor = t('fund.chooseVendor');
  /** At most what the wallet money leaves holds: it follows the direction and the chosen vendor. */
  const max = useRef<string | undefined>(undefined);
  const schema = useMemo(
    () =>
      z.object({
        vendor: walletTransferBody.shape.to,
        amount: amountSchema(() => ({ max: max.current }), money, t, walletTransferBody.shape.amount),
      }),
    [money, t],
  );
  const form = useContractForm({
    schema,
    defaultValues: { vendor: '', amount: '' } satisfies MoveValues,
    texts: {
      vendor: { label: t('fund.vendor'), required: chooseVendor, invalid: chooseVendor },
      amount: { label: t('fund.amount') },
    },
  });
  const vendor = form.watch('vendor');
  const chosen = choices.find((w) => w.vassalage === vendor);
  max.current = direction === 'in' ? wallets.main : chosen?.balance;

  if (wallets.wallets.length === 0) return null;

  const onValid = async (values: MoveValues) => {
    setAlert(null);
    if (!chosen) {
      form.setError('vendor', { type: 'required', message: chooseVendor });
      return;
    }
    const body = {
      from: direction === 'in' ? 'main' : chosen.vassalage,
      to: direction === 'in' ? chosen.vassalage : 'main',
      amount: values.amount,
    };
    try {
      const next = await moveBetweenWallets(language, { ...body, requestId: requestKey.for(body) });
      requestKey.renew();
      queryClient.setQueryData(transferKeys.wallets(language), next);
      form.reset({ vendor: values.vendor, amount: '' });
      toast(t('fund.done'));
      await refreshAfterTransfer(queryClient);
    } catch (failure) {
      if (!(failure instanceof ApiError)) setAlert(tc('errors.network'));
      else if (failure.code === 'insufficient_funds' || failure.fields.amount) {
        form.setError('amount', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else {
        if (failure.code === 'idempotency_conflict') requestKey.renew();
        setAlert(failure.message);
        if (failure.code === 'single_wallet_mode' || failure.code.startsWith('vendor_')) {
          await refreshAfterTransfer(queryClient);
        }
      }
    }
  };

  const { error: vendorError, ...vendorField } = form.bind('vendor');
  const amountField = form.bind('amount');
  return (
    <section className="wallet-card" data-testid="fund-form-card">
      <h4 className="wallet-card-title">{t('fund.formTitle')}</h4>
      <form className="wallet-form" onSubmit={form.submit(onValid)} noValidate>
        <div className="wallet-options" role="radiogroup" aria-label={t('fund.direction')}>
          {(['in', 'out'] as const).map((d) => (
            // biome-ignore lint/a11y/useSemanticElements: large choice buttons, announced as radios
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={direction === d}
              className="wallet-option"
              onClick={() => {
                setDirection(d);
                requestKey.renew();
                // a vendor that takes no money in is no choice towards it
                if (d === 'in' && chosen && !chosen.canTransferIn) form.setValue('vendor', '');
              }}
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
            {...vendorField}
            onChange={(event) => {
              requestKey.renew();
              return vendorField.onChange(event);
            }}
            aria-invalid={vendorError ? true : undefined}
            data-testid="fund-vendor-select"
          >
            <option value="">{t('fund.chooseVendor')}</option>
            {choices.map((w) => (
              <option key={w.vassalage} value={w.vassalage}>
                {w.name} · {money.format(w.balance)}
              </option>
            ))}
          </select>
          {vendorError ? (
            <p className="field-error" data-testid="fund-vendor-error">
              {vendorError}
            </p>
          ) : null}
        </div>
        <AmountField
          {...amountField}
          onChange={(event) => {
            requestKey.renew();
            return amountField.onChange(event);
          }}
          label={t('fund.amount')}
          testId="fund-amount"
        />
        <button type="submit" className="btn btn-gold" disabled={form.busy} data-testid="fund-submit">
          {t('fund.submit')}
        </button>
        {alert ? <FormAlert testId="fund-alert">{alert}</FormAlert> : null}
      </form>
    </section>
  );
}
