import { siteDateTime, type TransactionRecord } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { PagedList } from '../../../components/ui/PagedList';
import { RangeFilter, useRangeAndPage } from '../../../components/ui/RangeFilter';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { RECORD_TYPES, type RecordType, transactionRecordsQuery } from '../api/records';
import { Money } from '../components/common';
import '../components/wallet.css';

/** Account (transaction) record (spec §2.5 transactionHistory): every money movement, filtered by type and date. */
export default function TransactionHistory({ heading }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const kindId = useId();
  const [kind, setKind] = useState<RecordType | ''>('');
  const { range, changeRange, page, setPage } = useRangeAndPage();
  const records = useQuery(transactionRecordsQuery(language, { kind, range, page }));

  return (
    <div className="wallet-page" data-testid="records-page">
      {heading}
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
        <RangeFilter range={range} onChange={changeRange} />
      </div>
      <PagedList
        query={records}
        page={page}
        onPageChange={setPage}
        empty={{ title: t('records.emptyTitle'), description: t('records.emptyText') }}
      >
        {(data) => <RecordTable items={data.items} />}
      </PagedList>
    </div>
  );
}

function RecordTable({ items }: { items: TransactionRecord[] }) {
  const { t } = useTranslation('wallet');
  return (
    <DataTable
      head={
        <>
          <th scope="col">{t('records.time')}</th>
          <th scope="col">{t('records.kind')}</th>
          <th scope="col" className="num">
            {t('records.amount')}
          </th>
          <th scope="col" className="num">
            {t('records.balanceAfter')}
          </th>
          <th scope="col">{t('records.description')}</th>
        </>
      }
    >
      {items.map((r) => (
        <tr key={r.id} data-testid="record-row" data-kind={r.kind}>
          <td>{siteDateTime(r.time)}</td>
          <td data-testid="record-kind">{t(`records.ledger.${r.kind}`)}</td>
          <td className="num">
            <Money value={r.amount} signed testId="record-amount" />
          </td>
          <td className="num">
            <Money value={r.balanceAfter} />
          </td>
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
    </DataTable>
  );
}

function walletName(wallet: string, t: (key: 'records.wallets.hold' | 'records.wallets.demo') => string) {
  return wallet === 'hold' || wallet === 'demo' ? t(`records.wallets.${wallet}`) : wallet;
}
