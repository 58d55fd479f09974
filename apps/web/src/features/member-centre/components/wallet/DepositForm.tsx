import type { DepositChannel } from '@app/contracts';
import { Landmark, QrCode } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { formatMoney } from '../../../../lib/format-money';
import { useLanguage } from '../../../../lib/language';
import { startDeposit } from '../../api/deposits';
import { AmountField } from './AmountField';
import { checkAmount } from './amount';

/**
 * Channel (bank transfer, e-wallet/QR), amount with the channel's presets and limits, then the gateway's
 * payment page in the same tab: it comes back to `/index?mc=depositv2&deposit=<id>`.
 */
export function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const channel = channels.find((c) => c.code === code) ?? channels[0];
  if (!channel) return null;
  const limits = { min: channel.minAmount, max: channel.maxAmount };

  const change = (text: string) => {
    setAmount(text);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkAmount(amount, limits, t);
    setError(checked.error);
    setAlert(null);
    if (checked.error !== null) return;
    setBusy(true);
    try {
      const deposit = await startDeposit(language, { channel: channel.code, amount: checked.minor });
      window.location.assign(deposit.paymentUrl);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.fields.amount) setError(failure.message);
      else setAlert(failure instanceof ApiError ? failure.message : tc('errors.network'));
    }
  };

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
            onClick={() => {
              setCode(c.code);
              setError(null);
              setAlert(null);
            }}
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
      <form className="wallet-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <AmountField
          label={t('deposit.amount')}
          value={amount}
          error={error}
          onChange={(event) => change(event.target.value)}
          onBlur={() => amount && setError(checkAmount(amount, limits, t).error)}
          presets={channel.presets}
          onPreset={change}
          testId="deposit-amount"
        />
        <dl className="wallet-limits" data-testid="deposit-limits">
          <div>
            <dt>{t('limits.min')}</dt>
            <dd>{formatMoney(channel.minAmount)} ₫</dd>
          </div>
          <div>
            <dt>{t('limits.max')}</dt>
            <dd>{formatMoney(channel.maxAmount)} ₫</dd>
          </div>
          <div>
            <dt>{t('limits.daily')}</dt>
            <dd>{formatMoney(channel.dailyLimit)} ₫</dd>
          </div>
        </dl>
        <p className="wallet-note">{t(`deposit.note.${channel.kind}`)}</p>
        <button type="submit" className="btn btn-gold" disabled={busy} data-testid="deposit-submit">
          {busy ? t('deposit.opening') : t('deposit.submit')}
        </button>
        {alert ? <FormAlert testId="deposit-alert">{alert}</FormAlert> : null}
      </form>
    </section>
  );
}
