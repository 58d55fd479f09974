import { useQuery } from '@tanstack/react-query';
import { useBalance } from '../../../api/balance';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { cardsQuery, withdrawalLimitsQuery } from '../api/withdrawals';
import { CardsSection } from '../components/CardsSection';
import { PendingWithdrawals, WithdrawalHistory, WithdrawalsToConfirm } from '../components/WithdrawalLists';
import { WithdrawForm } from '../components/WithdrawForm';
import '../components/wallet.css';

/**
 * Withdraw (spec §2.5 withdraw): paid withdrawals to confirm (spec §4), the bank cards, the request form, the
 * requests under review (cancellable) and the history.
 */
export default function Withdraw({ heading }: MemberPageProps) {
  const language = useLanguage();
  const limits = useQuery(withdrawalLimitsQuery(language));
  const cards = useQuery(cardsQuery(language));
  const balance = useBalance(language, true).data;
  const failed = limits.error ?? cards.error;

  return (
    <div className="wallet-page" data-testid="withdraw-page">
      {heading}
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
