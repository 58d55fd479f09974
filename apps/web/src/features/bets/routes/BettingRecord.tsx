import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/ui/PagedList';
import { RangeFilter, useRangeAndPage } from '../../../components/ui/RangeFilter';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { type BetFilters, betRecordsQuery, NO_FILTERS } from '../api/bets';
import { BetFilterFields } from '../components/BetFilters';
import { BetTable } from '../components/BetTable';
import { PointsSummary } from '../components/PointsSummary';
import { RoundDetail } from '../components/RoundDetail';
import '../../../components/ui/form.css';
import '../components/bets.css';

/**
 * Betting record (spec §2.5 personalHistoryCopy): the member's points and valid turnover per game type (spec
 * §9), then the game rounds by game type, provider, game, status and period (today, 7 or 30 days, or a range),
 * with the totals of the whole filter; a round opens in detail.
 */
export default function BettingRecord({ heading }: MemberPageProps) {
  const { t } = useTranslation('bets');
  const language = useLanguage();
  const [filters, setFilters] = useState<BetFilters>(NO_FILTERS);
  const { range, changeRange, page, setPage } = useRangeAndPage();
  const [openRound, setOpenRound] = useState<string | null>(null);
  const records = useQuery(betRecordsQuery(language, filters, range, page));

  return (
    <div className="bets-page" data-testid="bets-page">
      {heading}
      <PointsSummary />
      <div className="bets-filters">
        <BetFilterFields
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </div>
      <RangeFilter range={range} onChange={changeRange} />
      <PagedList
        query={records}
        page={page}
        onPageChange={setPage}
        empty={{ title: t('emptyTitle'), description: t('emptyText'), testId: 'bets-empty' }}
      >
        {(data) => <BetTable items={data.items} totals={data.totals} onOpen={setOpenRound} />}
      </PagedList>
      <RoundDetail roundId={openRound} onClose={() => setOpenRound(null)} />
    </div>
  );
}
