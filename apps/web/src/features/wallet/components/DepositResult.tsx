import { siteDateTime } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../api/balance';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { depositKeys, depositQuery } from '../api/deposits';
import { Money } from './common';
import { DEPOSIT_TONES } from './status';

/** The deposit the gateway sent the member back for (`&deposit=<id>`): approved, declined or still pending. */
export function DepositResult({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const deposit = useQuery(depositQuery(language, id));
  const status = deposit.data?.status;

  useEffect(() => {
    if (!status || status === 'PENDING') return;
    void refreshBalance(queryClient);
    void queryClient.invalidateQueries({ queryKey: depositKeys.all });
  }, [status, queryClient]);

  if (deposit.isError) return <ErrorState error={deposit.error} onRetry={() => void deposit.refetch()} />;
  if (!deposit.data) return <Spinner />;
  const d = deposit.data;
  const tone = DEPOSIT_TONES[d.status];
  const Icon = tone === 'ok' ? CheckCircle2 : tone === 'wait' ? Clock : XCircle;
  return (
    <section
      className="wallet-result"
      data-tone={tone}
      data-status={d.status}
      aria-live="polite"
      data-testid="deposit-result"
    >
      <Icon className="wallet-result-icon" size={32} aria-hidden />
      <div className="wallet-result-body">
        <p className="wallet-result-title" data-testid="deposit-result-title">
          {t(`deposit.result.${d.status}`)}
        </p>
        <dl className="wallet-facts">
          <dt>{t('deposit.reference')}</dt>
          <dd data-testid="deposit-result-reference">{d.reference}</dd>
          <dt>{t('deposit.amount')}</dt>
          <dd data-testid="deposit-result-amount">
            <Money value={d.amount} symbol />
          </dd>
          <dt>{t('deposit.channel')}</dt>
          <dd>{d.channelName}</dd>
          <dt>{t('deposit.created')}</dt>
          <dd>{siteDateTime(d.createdAt)}</dd>
        </dl>
        <div className="wallet-actions">
          {d.status === 'PENDING' ? (
            <a className="btn btn-gold" href={d.paymentUrl} data-testid="deposit-result-continue">
              {t('deposit.continue')}
            </a>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onClose}
            data-testid="deposit-result-close"
          >
            {t('deposit.newDeposit')}
          </button>
        </div>
      </div>
    </section>
  );
}
