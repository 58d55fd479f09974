import type { ProfitLoss } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { presetRange } from '../../../components/ui/date-range';
import { RangeFilter } from '../../../components/ui/RangeFilter';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { type DateRange, profitLossQuery } from '../api/records';
import { Money, WalletSection } from '../components/common';
import '../components/wallet.css';
import { lazyChunk } from '../../../lib/lazy-page';

/** recharts is the heaviest part of this page: the tables show first, the chart when it has loaded. */
const ProfitChart = lazyChunk(() => import('../components/ProfitChart'));

const KNOWN_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
type Figures = ProfitLoss['total'];

/** Personal profit and loss (spec §2.5 personalProfit): per day and game category, with totals. */
export default function PersonalProfit({ heading }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => presetRange('days7'));
  const report = useQuery(profitLossQuery(language, range));
  const data = report.data;

  return (
    <div className="wallet-page" data-testid="profit-page">
      {heading}
      <div className="records-filters">
        <RangeFilter range={range} onChange={setRange} />
      </div>
      {report.isError ? <ErrorState error={report.error} onRetry={() => void report.refetch()} /> : null}
      {report.isPending ? <Spinner /> : null}
      {data && data.rows.length === 0 ? (
        <EmptyState
          title={t('profit.emptyTitle')}
          description={t('profit.emptyText')}
          testId="profit-empty"
        />
      ) : null}
      {data && data.rows.length > 0 ? (
        <>
          <p className="profit-overall" data-testid="profit-overall">
            {t('profit.overall')}: <Money value={data.total.net} signed symbol testId="profit-overall-net" />
          </p>
          <WalletSection title={t('profit.chart')}>
            <Suspense fallback={<div className="profit-chart" aria-busy="true" />}>
              <ProfitChart rows={data.rows} />
            </Suspense>
          </WalletSection>
          <WalletSection title={t('profit.summary')}>
            <ProfitTable
              rows={data.byCategory.map((r) => ({ key: r.category, category: r.category, figures: r }))}
              total={data.total}
              testId="profit-summary"
            />
          </WalletSection>
          <WalletSection title={t('profit.daily')}>
            <ProfitTable
              rows={data.rows.map((r) => ({
                key: `${r.date}-${r.category}`,
                date: r.date,
                category: r.category,
                figures: r,
              }))}
              testId="profit-daily"
            />
          </WalletSection>
        </>
      ) : null}
    </div>
  );
}

type Row = { key: string; date?: string; category: string; figures: Figures };

function ProfitTable({ rows, total, testId }: { rows: Row[]; total?: Figures; testId: string }) {
  const { t } = useTranslation('wallet');
  const withDate = rows.some((r) => r.date);
  return (
    <DataTable
      testId={testId}
      head={
        <>
          {withDate ? <th scope="col">{t('profit.date')}</th> : null}
          <th scope="col">{t('profit.category')}</th>
          <th scope="col" className="num">
            {t('profit.betCount')}
          </th>
          <th scope="col" className="num">
            {t('profit.bets')}
          </th>
          <th scope="col" className="num">
            {t('profit.wins')}
          </th>
          <th scope="col" className="num">
            {t('profit.refunds')}
          </th>
          <th scope="col" className="num">
            {t('profit.net')}
          </th>
        </>
      }
      foot={
        total ? (
          <tfoot>
            <tr data-testid="profit-total">
              <th scope="row">{t('profit.total')}</th>
              <FigureCells figures={total} />
            </tr>
          </tfoot>
        ) : null
      }
    >
      {rows.map((r) => (
        <tr key={r.key} data-testid="profit-row" data-category={r.category}>
          {withDate ? <td>{r.date}</td> : null}
          <td>
            <CategoryName category={r.category} />
          </td>
          <FigureCells figures={r.figures} />
        </tr>
      ))}
    </DataTable>
  );
}

function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      <td className="num">{figures.betCount}</td>
      <td className="num">
        <Money value={figures.bets} />
      </td>
      <td className="num">
        <Money value={figures.wins} />
      </td>
      <td className="num">
        <Money value={figures.refunds} />
      </td>
      <td className="num">
        <Money value={figures.net} signed testId="profit-net" />
      </td>
    </>
  );
}

function CategoryName({ category }: { category: string }) {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('wallet');
  const known = (KNOWN_CATEGORIES as readonly string[]).includes(category)
    ? (category as (typeof KNOWN_CATEGORIES)[number])
    : null;
  return <>{known ? t(`categories.${known}`) : tw('profit.other')}</>;
}
