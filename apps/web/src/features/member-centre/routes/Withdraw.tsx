import { useQuery } from '@tanstack/react-query';
import { useBalance } from '../../../api/balance';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { cardsQuery, withdrawalLimitsQuery } from '../api/withdrawals';
import { CardsSection } from '../components/wallet/CardsSection';
import { PageHeading } from '../components/wallet/common';
import {
  PendingWithdrawals,
  WithdrawalHistory,
  WithdrawalsToConfirm,
} from '../components/wallet/WithdrawalLists';
import { WithdrawForm } from '../components/wallet/WithdrawForm';
import '../components/wallet/wallet.css';

/**
 * Withdraw (spec §2.5 withdraw): paid withdrawals to confirm (spec §4), the bank cards, the request form, the
 * requests under review (cancellable) and the history.
 */
export default function Withdraw() {
  const language = useLanguage();
  const limits = useQuery(withdrawalLimitsQuery(language));
  const cards = useQuery(cardsQuery(language));
  const balance = useBalance(language, true).data;
  const failed = limits.error ?? cards.error;

  return (
    <div className="wallet-page" data-testid="withdraw-page">
      <PageHeading page="withdraw" />
      {failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            void limits.refetch();
            void cards.refetch();
          }}
        />
      ) : null}
      {!failed && (!limits.data || !cards.data) ? <Spinner /> : null}
      {limits.data && cards.data ? (
        <>
          <WithdrawalsToConfirm proofMaxBytes={limits.data.proofMaxBytes} />
          <CardsSection cards={cards.data} />
          <WithdrawForm cards={cards.data.items} limits={limits.data} balance={balance} />
          <PendingWithdrawals />
          <WithdrawalHistory />
        </>
      ) : null}
    </div>
  );
}
