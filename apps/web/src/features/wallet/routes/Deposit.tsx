import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { depositChannelsQuery } from '../api/deposits';
import { DepositForm } from '../components/DepositForm';
import { PendingDeposits, RecentDeposits } from '../components/DepositLists';
import { DepositResult } from '../components/DepositResult';
import '../components/wallet.css';

/** The gateway's return address carries the deposit it was for: `/index?mc=depositv2&deposit=<id>`. */
const RESULT_PARAM = 'deposit';

/** Deposit (spec §2.5 depositv2): channel, amount, the gateway's payment page, then the result and the lists. */
export default function Deposit({ heading }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const resultId = params.get(RESULT_PARAM);
  const channels = useQuery(depositChannelsQuery(language));
  const closeResult = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESULT_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="wallet-page" data-testid="deposit-page">
      {heading}
      {resultId && /^[0-9]{1,18}$/.test(resultId) ? (
        <DepositResult id={resultId} onClose={closeResult} />
      ) : null}
      {channels.isError ? (
        <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />
      ) : null}
      {channels.isPending ? <Spinner /> : null}
      {channels.data && channels.data.length === 0 ? (
        <EmptyState title={t('deposit.noChannels')} description={t('deposit.noChannelsText')} />
      ) : null}
      {channels.data && channels.data.length > 0 ? <DepositForm channels={channels.data} /> : null}
      {/* the lists wait for the form above them, so they do not jump down when it comes */}
      {channels.isPending ? null : (
        <>
          <PendingDeposits />
          <RecentDeposits />
        </>
      )}
    </div>
  );
}
