import type { TransactionRecord } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/language';
import { type DateRange, RECORD_TYPES, type RecordType, transactionRecordsQuery } from '../api/records';
import { Money, PageHeading } from '../components/wallet/common';
import { presetRange } from '../components/wallet/date-range';
import { RangeFilter } from '../components/wallet/RangeFilter';
import '../components/wallet/wallet.css';

/** Account (transaction) record (spec §2.5 transactionHistory): every money movement, filtered by type and date. */
export default function TransactionHistory() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const kindId = useId();
  const [kind, setKind] = useState<RecordType | ''>('');
  const [range, setRange] = useState<DateRange>(() => presetRange('days7'));
  const [page, setPage] = useState(1);
  const records = useQuery(transactionRecordsQuery(language, { kind, range, page }));

  return (
    <div className="wallet-page" data-testid="records-page">
      <PageHeading page="transactionHistory" />
      <div className="records-filters">
        <div className="field">
          <label htmlFor={kindId} className="field-label">
            {t('records.kind')}
          </label>
          <select
            id={kindId}
            className="input"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as RecordType | '');
              setPage(1);
            }}
            data-testid="records-kind"
          >
            <option value="">{t('records.allKinds')}</option>
            {RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`records.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <RangeFilter
          range={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      {records.isError ? <ErrorState error={records.error} onRetry={() => void records.refetch()} /> : null}
      {records.isPending ? <Spinner /> : null}
      {records.data && records.data.items.length === 0 ? (
        <EmptyState title={t('records.emptyTitle')} description={t('records.emptyText')} />
      ) : null}
      {records.data && records.data.items.length > 0 ? (
        <>
          <RecordTable items={records.data.items} />
          <Pagination page={page} totalPages={records.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </div>
  );
}

function RecordTable({ items }: { items: TransactionRecord[] }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-table-wrap">
      <table className="wallet-table">
        <thead>
          <tr>
            <th scope="col">{t('records.time')}</th>
            <th scope="col">{t('records.kind')}</th>
            <th scope="col" className="num">
              {t('records.amount')}
            </th>
            <th scope="col" className="num">
              {t('records.balanceAfter')}
            </th>
            <th scope="col">{t('records.description')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id} data-testid="record-row" data-kind={r.kind}>
              <td>{formatDateTime(r.time)}</td>
              <td data-testid="record-kind">{t(`records.ledger.${r.kind}`)}</td>
              <td className="num">
                <Money value={r.amount} signed testId="record-amount" />
              </td>
              <td className="num">{formatMoney(r.balanceAfter)}</td>
              <td className="records-description">
                {t(`records.descriptions.${r.descriptionKey}`)}
                {r.wallet !== 'main' ? ` · ${t('records.wallet', { wallet: walletName(r.wallet, t) })}` : ''}
                {r.counterpart && r.counterpart !== 'main' ? ` · ${r.counterpart}` : ''}
                {r.reference ? (
                  <span className="wallet-note"> · {t('records.reference', { reference: r.reference })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function walletName(wallet: string, t: (key: 'records.wallets.hold' | 'records.wallets.demo') => string) {
  return wallet === 'hold' || wallet === 'demo' ? t(`records.wallets.${wallet}`) : wallet;
}
