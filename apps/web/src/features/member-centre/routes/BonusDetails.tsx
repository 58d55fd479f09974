import type { Language } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/language';
import type { DateRange } from '../api/records';
import { type BonusRow, type BonusTitle, bonusRecordsQuery } from '../api/transfers';
import { Money, PageHeading, StatusBadge } from '../components/wallet/common';
import { presetRange } from '../components/wallet/date-range';
import { RangeFilter } from '../components/wallet/RangeFilter';
import '../components/wallet/wallet.css';

/** Bonus details (spec §2.5 bonusDetails): bonuses and rebates credited in a period, with their total. */
export default function BonusDetails() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => presetRange('days7'));
  const [page, setPage] = useState(1);
  const records = useQuery(bonusRecordsQuery(language, range, page));
  const data = records.data;

  return (
    <div className="wallet-page" data-testid="bonus-page">
      <PageHeading page="bonusDetails" />
      <div className="records-filters">
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
      {data && data.items.length === 0 ? (
        <EmptyState title={t('bonus.emptyTitle')} description={t('bonus.emptyText')} testId="bonus-empty" />
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <p className="profit-overall" data-testid="bonus-total">
            {t('bonus.total', { amount: formatMoney(data.totalAmount) })}
          </p>
          <BonusTable items={data.items} language={language} />
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </div>
  );
}

function BonusTable({ items, language }: { items: BonusRow[]; language: Language }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-table-wrap">
      <table className="wallet-table">
        <thead>
          <tr>
            <th scope="col">{t('bonus.time')}</th>
            <th scope="col">{t('bonus.title')}</th>
            <th scope="col">{t('bonus.kind')}</th>
            <th scope="col" className="num">
              {t('bonus.amount')}
            </th>
            <th scope="col">{t('bonus.source')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id} data-testid="bonus-row" data-kind={r.kind}>
              <td>{formatDateTime(r.time)}</td>
              <td data-testid="bonus-title">{titleText(r.title, language) ?? t(`bonus.kinds.${r.kind}`)}</td>
              <td>
                <StatusBadge tone={r.kind === 'bonus' ? 'ok' : 'wait'} label={t(`bonus.kinds.${r.kind}`)} />
              </td>
              <td className="num">
                <Money value={r.amount} signed testId="bonus-amount" />
              </td>
              <td className="records-description">{r.source ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The title in the site language: a plain string, or {vi, en} (falling back to Vietnamese, then any). */
function titleText(title: BonusTitle, language: Language): string | null {
  if (title === null || title === undefined) return null;
  if (typeof title === 'string') return title.trim() || null;
  return title[language] ?? title.vi ?? Object.values(title).find(Boolean) ?? null;
}
