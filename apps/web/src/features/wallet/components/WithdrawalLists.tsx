import { siteDateTime, type Withdrawal } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { FormAlert } from '../../../components/ui/FormAlert';
import { PagedList } from '../../../components/ui/PagedList';
import { Pagination } from '../../../components/ui/Pagination';
import { useLanguage } from '../../../lib/language';
import { useMoney } from '../../../lib/use-money';
import { useSubmit } from '../../../lib/use-submit';
import { cancelWithdrawal, refreshWithdrawals, withdrawalsQuery } from '../api/withdrawals';
import { ConfirmReceipt } from './ConfirmReceipt';
import { Money, StatusBadge, WalletSection } from './common';
import { WITHDRAWAL_TONES } from './status';

/** Paid withdrawals waiting for the member's word: received, or not (spec §4). */
export function WithdrawalsToConfirm({ proofMaxBytes }: { proofMaxBytes: number }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const list = useQuery(withdrawalsQuery(language, 'PAID', 1));
  if (!list.data || list.data.items.length === 0) return null;
  return (
    <WalletSection title={t('confirm.title')} testId="withdraw-to-confirm">
      <ul className="wallet-stack">
        {list.data.items.map((w) => (
          <ConfirmReceipt key={w.id} withdrawal={w} proofMaxBytes={proofMaxBytes} />
        ))}
      </ul>
    </WalletSection>
  );
}

/** Withdrawals under review; each can still be cancelled (the held money goes back). */
export function PendingWithdrawals() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<string | null>(null);
  const list = useQuery(withdrawalsQuery(language, 'PENDING_REVIEW', page));
  const submit = useSubmit();
  if (!list.data || list.data.items.length === 0) return null;

  const cancel = async (id: string) => {
    const result = await submit.run(() => cancelWithdrawal(language, id));
    setAsking(null);
    if (result.ok) await refreshWithdrawals(queryClient);
  };

  return (
    <WalletSection title={t('withdraw.pending')} testId="withdraw-pending">
      <WithdrawalTable
        items={list.data.items}
        action={(w) =>
          asking === w.id ? (
            <span className="wallet-actions">
              <button
                type="button"
                className="wallet-link"
                disabled={submit.busy}
                onClick={() => void cancel(w.id)}
                data-testid="withdraw-cancel-confirm"
              >
                {t('withdraw.cancelYes')}
              </button>
              <button type="button" className="wallet-link" onClick={() => setAsking(null)}>
                {t('withdraw.cancelNo')}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="wallet-link"
              onClick={() => setAsking(w.id)}
              data-testid="withdraw-cancel"
            >
              {t('withdraw.cancel')}
            </button>
          )
        }
      />
      {submit.alert ? <FormAlert testId="withdraw-cancel-alert">{submit.alert}</FormAlert> : null}
      <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
    </WalletSection>
  );
}

/** Every withdrawal, newest first, with its status. */
export function WithdrawalHistory() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useQuery(withdrawalsQuery(language, 'ALL', page));
  return (
    <WalletSection title={t('withdraw.history')} testId="withdraw-history">
      <PagedList
        query={list}
        page={page}
        onPageChange={setPage}
        empty={{ title: t('withdraw.emptyTitle'), description: t('withdraw.emptyText') }}
      >
        {(data) => <WithdrawalTable items={data.items} />}
      </PagedList>
    </WalletSection>
  );
}

function WithdrawalTable({ items, action }: { items: Withdrawal[]; action?: (w: Withdrawal) => ReactNode }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <DataTable
      head={
        <>
          <th scope="col">{t('withdraw.created')}</th>
          <th scope="col">{t('withdraw.card')}</th>
          <th scope="col" className="num">
            {t('deposit.amountColumn')}
          </th>
          <th scope="col">{t('deposit.status')}</th>
          {action ? <th scope="col">{t('deposit.action')}</th> : null}
        </>
      }
    >
      {items.map((w) => (
        <tr key={w.id} data-testid="withdraw-row" data-id={w.id}>
          <td>{siteDateTime(w.createdAt)}</td>
          <td>
            {w.bankName} · {w.accountNumber}
          </td>
          <td className="num">
            <Money value={w.amount} />
          </td>
          <td>
            <StatusBadge
              tone={WITHDRAWAL_TONES[w.status]}
              label={t(`withdraw.status.${w.status}`)}
              testId="withdraw-status"
            />
            {w.rejectReason ? <span className="wallet-note"> {w.rejectReason}</span> : null}
            {w.amountReceived !== null && w.status === 'DISPUTED' ? (
              <span className="wallet-note">
                {' '}
                {t('confirm.receivedOf', { amount: money.format(w.amountReceived) })}
              </span>
            ) : null}
          </td>
          {action ? <td>{action(w)}</td> : null}
        </tr>
      ))}
    </DataTable>
  );
}
