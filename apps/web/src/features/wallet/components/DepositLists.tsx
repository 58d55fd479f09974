import { type Deposit, siteDateTime } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { PagedList } from '../../../components/ui/PagedList';
import { Pagination } from '../../../components/ui/Pagination';
import { useLanguage } from '../../../lib/language';
import { depositsQuery } from '../api/deposits';
import { Money, StatusBadge, WalletSection } from './common';
import { DEPOSIT_TONES } from './status';

/** Deposits waiting for payment, each with its reference and a link back to the gateway's page. */
export function PendingDeposits() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useQuery(depositsQuery(language, 'PENDING', page));
  if (!list.data || list.data.items.length === 0) return null;
  return (
    <WalletSection title={t('deposit.pending')} testId="deposit-pending">
      <DepositTable items={list.data.items} pending />
      <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
    </WalletSection>
  );
}

/** Every deposit, newest first, ten a page. */
export function RecentDeposits() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useQuery(depositsQuery(language, 'ALL', page));
  return (
    <WalletSection title={t('deposit.recent')} testId="deposit-recent">
      <PagedList
        query={list}
        page={page}
        onPageChange={setPage}
        empty={{ title: t('deposit.emptyTitle'), description: t('deposit.emptyText') }}
      >
        {(data) => <DepositTable items={data.items} />}
      </PagedList>
    </WalletSection>
  );
}

function DepositTable({ items, pending }: { items: Deposit[]; pending?: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <DataTable
      head={
        <>
          <th scope="col">{t('deposit.created')}</th>
          <th scope="col">{t('deposit.reference')}</th>
          <th scope="col">{t('deposit.channel')}</th>
          <th scope="col" className="num">
            {t('deposit.amountColumn')}
          </th>
          <th scope="col">{pending ? t('deposit.action') : t('deposit.status')}</th>
        </>
      }
    >
      {items.map((d) => (
        <tr key={d.id} data-testid={pending ? 'deposit-pending-row' : 'deposit-row'} data-id={d.id}>
          <td>{siteDateTime(d.createdAt)}</td>
          <td>{d.reference}</td>
          <td>{d.channelName}</td>
          <td className="num">
            <Money value={d.amount} />
          </td>
          <td>
            {pending ? (
              <a className="wallet-link" href={d.paymentUrl} data-testid="deposit-continue">
                {t('deposit.continue')}
              </a>
            ) : (
              <StatusBadge
                tone={DEPOSIT_TONES[d.status]}
                label={t(`deposit.status${d.status}`)}
                testId="deposit-status"
              />
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
