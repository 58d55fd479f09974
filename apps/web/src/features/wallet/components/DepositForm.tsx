import { createDepositBody, type DepositChannel } from '@app/contracts';
import { Landmark, QrCode } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useLanguage } from '../../../lib/language';
import { RequestKey } from '../../../lib/request-key';
import { useContractForm } from '../../../lib/use-contract-form';
import { useMoney } from '../../../lib/use-money';
import { startDeposit } from '../api/deposits';
import { AmountField } from './AmountField';
import { amountSchema } from './amount';
import { Money } from './common';
import { LimitList } from './money-form';

type Values = { channel: string; amount: string };

/**
 * Channel (bank transfer, e-wallet/QR), amount with the channel's presets and limits (the contracts'
 * `createDepositBody`), then the gateway's payment page in the same tab: it comes back to
 * `/index?mc=depositv2&deposit=<id>`. Each submission carries a `requestId` (`RequestKey`): sent again after a
 * network failure, the server answers the deposit it already opened instead of opening another.
 */
export function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const [alert, setAlert] = useState<string | null>(null);
  /** The payment page is opening: the form stays busy until the browser leaves. */
  const [leaving, setLeaving] = useState(false);
  const requestKey = useRef(new RequestKey()).current;
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const channel = channels.find((c) => c.code === code) ?? channels[0];
  const schema = useMemo(
    () =>
      z.object({
        channel: createDepositBody.shape.channel,
        amount: amountSchema(
          { min: channel?.minAmount, max: channel?.maxAmount },
          money,
          t,
          createDepositBody.shape.amount,
        ),
      }),
    [channel, money, t],
  );
  const form = useContractForm({
    schema,
    defaultValues: { channel: channel?.code ?? '', amount: '' } satisfies Values,
    texts: { amount: { label: t('deposit.amount') } },
  });
  const amount = form.watch('amount');
  if (!channel) return null;

  /** Any change of the form makes the next submission a new request. */
  const changed = () => {
    requestKey.renew();
    setAlert(null);
  };

  const choose = (next: DepositChannel) => {
    setCode(next.code);
    form.setValue('channel', next.code);
    form.clearErrors();
    changed();
  };

  const onValid = async (values: { channel: string; amount: string }) => {
    setAlert(null);
    const body = { channel: values.channel, amount: values.amount };
    try {
      const deposit = await startDeposit(language, { ...body, requestId: requestKey.for(body) });
      requestKey.renew();
      setLeaving(true);
      window.location.assign(deposit.paymentUrl);
    } catch (failure) {
      if (!(failure instanceof ApiError)) {
        // no answer: the same submission sent again keeps its key, so at most one deposit is opened
        setAlert(tc('errors.network'));
        return;
      }
      if (failure.code === 'idempotency_conflict') requestKey.renew();
      if (failure.fields.amount) form.setError('amount', { type: 'server', message: failure.message });
      else setAlert(failure.message);
    }
  };

  const busy = form.busy || leaving;
  const amountField = form.bind('amount');
  return (
    <section className="wallet-card" data-testid="deposit-form-card">
      <h4 className="wallet-card-title">{t('deposit.channel')}</h4>
      <div className="wallet-options" role="radiogroup" aria-label={t('deposit.channel')}>
        {channels.map((c) => (
          // biome-ignore lint/a11y/useSemanticElements: a row of large choice buttons, announced as radios
          <button
            key={c.code}
            type="button"
            role="radio"
            aria-checked={c.code === channel.code}
            className="wallet-option"
            onClick={() => choose(c)}
            data-testid={`deposit-channel-${c.code}`}
          >
            {c.kind === 'BANK_TRANSFER' ? (
              <Landmark size={18} aria-hidden />
            ) : (
              <QrCode size={18} aria-hidden />
            )}
            {c.name}
          </button>
        ))}
      </div>
      <form className="wallet-form" onSubmit={form.submit(onValid)} noValidate>
        <AmountField
          {...amountField}
          onChange={(event) => {
            changed();
            return amountField.onChange(event);
          }}
          label={t('deposit.amount')}
          current={amount}
          presets={channel.presets}
          onPreset={(text) => {
            form.setValue('amount', text);
            form.edited('amount');
            changed();
          }}
          testId="deposit-amount"
        />
        <LimitList
          min={channel.minAmount}
          max={channel.maxAmount}
          more={[{ label: t('limits.daily'), value: <Money value={channel.dailyLimit} symbol /> }]}
          testId="deposit-limits"
        />
        <p className="wallet-note">{t(`deposit.note.${channel.kind}`)}</p>
        <button type="submit" className="btn btn-gold" disabled={busy} data-testid="deposit-submit">
          {busy ? t('deposit.opening') : t('deposit.submit')}
        </button>
        {alert ? <FormAlert testId="deposit-alert">{alert}</FormAlert> : null}
      </form>
    </section>
  );
}
