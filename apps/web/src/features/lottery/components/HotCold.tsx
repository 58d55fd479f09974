import type { LotteryGame } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { lazyChunk } from '../../../lib/lazy-page';
import { numbersQuery } from '../api/lottery';
import { hotAndCold } from '../bet-types';
import { trendPoints, trendSummary } from '../elott/outcome';

// recharts in its own chunk, loaded when the statistics panel opens
const TrendChart = lazyChunk(() => import('../elott/TrendChart'));

type Stat = { number: string; hits: number; absent: number };

function StatList({ title, stats, kind }: { title: string; stats: Stat[] | null; kind: 'hot' | 'cold' }) {
  const { t } = useTranslation('lottery');
  return (
    <section className="vnl-stat" data-kind={kind} aria-label={title}>
      <h4 className="vnl-subtitle">{title}</h4>
      <table className="vnl-stat-table">
        <thead>
          <tr>
            <th scope="col">{t('vn.stats.number')}</th>
            <th scope="col">{t('vn.stats.hits')}</th>
            <th scope="col">{t('vn.stats.absent')}</th>
          </tr>
        </thead>
        <tbody>
          {(stats ?? Array.from({ length: 10 }, () => null)).map((stat, index) =>
            stat ? (
              <tr key={stat.number}>
                <td>
                  <span className="vnl-mini-ball" data-kind={kind}>
                    {stat.number}
                  </span>
                </td>
                <td>{stat.hits}</td>
                <td>{stat.absent}</td>
              </tr>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
              <tr key={index}>
                <td colSpan={3}>
                  <span className="skeleton skeleton-text" />
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The đề number of each of the last 100 draws as a trend chart, the 10 numbers that came most and the 10 absent
 * longest, and the recent đề numbers.
 */
export function HotCold({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const numbers = useQuery(numbersQuery(language, game.code));
  if (numbers.error) return <ErrorState error={numbers.error} onRetry={() => void numbers.refetch()} />;
  const ranked = numbers.data ? hotAndCold(numbers.data.numbers) : null;
  const specials = numbers.data?.specials.slice(-20).reverse() ?? [];
  const points = numbers.data ? trendPoints(numbers.data.specials) : null;
  const summary = points ? trendSummary(points) : null;
  return (
    <div className="vnl-stats" data-testid="vnl-stats">
      <p className="vnl-muted">
        {numbers.data ? t('vn.stats.over', { count: numbers.data.draws }) : '\u00a0'}
      </p>
      <section aria-label={t('vn.stats.trend')} data-testid="vnl-trend">
        <h4 className="vnl-subtitle">{t('vn.stats.trend')}</h4>
        <figure className="elt-chart">
          {points === null ? (
            <div className="skeleton elt-chart-skel" aria-busy />
          ) : summary ? (
            <Suspense fallback={<div className="skeleton elt-chart-skel" aria-busy />}>
              <TrendChart points={points} mean={summary.mean} label={t('vn.stats.deNumber')} />
            </Suspense>
          ) : (
            <p className="vnl-muted elt-chart-empty">{t('vn.stats.noDraws')}</p>
          )}
        </figure>
      </section>
      <div className="vnl-stat-columns">
        <StatList title={t('vn.stats.hot')} stats={ranked?.hot ?? null} kind="hot" />
        <StatList title={t('vn.stats.cold')} stats={ranked?.cold ?? null} kind="cold" />
      </div>
      {specials.length > 0 ? (
        <section aria-label={t('vn.stats.specials')}>
          <h4 className="vnl-subtitle">{t('vn.stats.specials')}</h4>
          <ol className="vnl-specials">
            {specials.map((entry) => (
              <li key={entry.issueNo} title={entry.issueNo}>
                <span className="vnl-mini-ball" data-kind="de">
                  {entry.number}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
