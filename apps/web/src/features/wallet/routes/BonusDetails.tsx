import { type Language, siteDateTime } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { PagedList } from '../../../components/ui/PagedList';
import { RangeFilter, useRangeAndPage } from '../../../components/ui/RangeFilter';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { useMoney } from '../../../lib/use-money';
import { type BonusRow, type BonusTitle, bonusRecordsQuery } from '../api/records';
import { bonusSourceLabel } from '../components/bonus-source';
import { Money, StatusBadge } from '../components/common';
import '../components/wallet.css';

/** Bonus details (spec §2.5 bonusDetails): bonuses and rebates credited in a period, with their total. */
export default function BonusDetails({ heading }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const money = useMoney();
  const { range, changeRange, page, setPage } = useRangeAndPage();
  const records = useQuery(bonusRecordsQuery(language, range, page));

  return (
    <div className="wallet-page" data-testid="bonus-page">
      {heading}
      <div className="records-filters">
        <RangeFilter range={range} onChange={changeRange} />
      </div>
      <PagedList
        query={records}
        page={page}
        onPageChange={setPage}
        empty={{ title: t('bonus.emptyTitle'), description: t('bonus.emptyText'), testId: 'bonus-empty' }}
      >
        {(data) => (
          <>
            <p className="profit-overall" data-testid="bonus-total">
              {t('bonus.total', { amount: money.format(data.totalAmount) })}
            </p>
            <BonusTable items={data.items} language={language} />
          </>
        )}
      </PagedList>
    </div>
  );
}

function BonusTable({ items, language }: { items: BonusRow[]; language: Language }) {
  const { t } = useTranslation('wallet');
  return (
    <DataTable
      head={
        <>
          <th scope="col">{t('bonus.time')}</th>
          <th scope="col">{t('bonus.title')}</th>
          <th scope="col">{t('bonus.kind')}</th>
          <th scope="col" className="num">
            {t('bonus.amount')}
          </th>
          <th scope="col">{t('bonus.source')}</th>
        </>
      }
    >
      {items.map((r) => (
        <tr key={r.id} data-testid="bonus-row" data-kind={r.kind}>
          <td>{siteDateTime(r.time)}</td>
          <td data-testid="bonus-title">{titleText(r.title, language) ?? t(`bonus.kinds.${r.kind}`)}</td>
          <td>
            <StatusBadge tone={r.kind === 'bonus' ? 'ok' : 'wait'} label={t(`bonus.kinds.${r.kind}`)} />
          </td>
          <td className="num">
            <Money value={r.amount} signed testId="bonus-amount" />
          </td>
          <td className="records-description" data-testid="bonus-source">
            {bonusSourceLabel(r.source, (key) => t(key))}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The title in the site language: a plain string, or {vi, en} (falling back to Vietnamese, then any). */
function titleText(title: BonusTitle, language: Language): string | null {
  if (title === null || title === undefined) return null;
  if (typeof title === 'string') return title.trim() || null;
  return title[language] ?? title.vi ?? Object.values(title).find(Boolean) ?? null;
}
