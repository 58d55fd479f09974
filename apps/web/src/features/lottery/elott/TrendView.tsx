import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { lazyChunk } from '../../../lib/lazy-page';
import { numbersQuery } from '../api/lottery';
import { hotAndCold } from '../bet-types';
import type { ElottKind } from './groups';
import { trendPoints, trendSummary } from './outcome';

const TrendChart = lazyChunk(() => import('./TrendChart'));

type Stat = { number: string; hits: number; absent: number };

function StatBalls({ title, stats, kind }: { title: string; stats: Stat[] | null; kind: 'hot' | 'cold' }) {
  const { t } = useTranslation('lottery');
  return (
    <section className="elt-stat" aria-label={title}>
      <h3 className="vnl-subtitle">{title}</h3>
      <ol className="elt-stat-list">
        {(stats ?? Array.from({ length: 5 }, () => null)).map((stat, index) =>
          stat ? (
            <li key={stat.number}>
              <span className="vnl-mini-ball" data-kind={kind}>
                {stat.number}
              </span>
              <span className="vnl-muted">
                {kind === 'hot'
                  ? t('elott.trend.hits', { count: stat.hits })
                  : t('elott.trend.absent', { count: stat.absent })}
              </span>
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
            <li key={index} className="skeleton elt-stat-skel" />
          ),
        )}
      </ol>
    </section>
  );
}

/** Trend_Chart: the value each draw gives (a sum, the first prize) as a line over the last draws, and hot/cold. */
export function TrendView({ gameCode, kind, racer }: { gameCode: string; kind: ElottKind; racer: string }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const numbers = useQuery(numbersQuery(language, gameCode));
  if (numbers.error) return <ErrorState error={numbers.error} onRetry={() => void numbers.refetch()} />;
  const points = numbers.data ? trendPoints(numbers.data.specials) : null;
  const summary = points ? trendSummary(points) : null;
  const size = kind === 'digits' || kind === 'pk10' ? 5 : 10;
  const ranked = numbers.data ? hotAndCold(numbers.data.numbers, size) : null;
  const value = t(`elott.trend.value.${kind}`);
  const decimals = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return (
    <div className="elt-trend" data-testid="elt-trend">
      <section className="panel elt-trend-chart" aria-labelledby="elt-trend-title">
        <h2 id="elt-trend-title" className="vnl-subtitle">
          {t('elott.trend.title')} · {value}
        </h2>
        <p className="vnl-muted elt-trend-note">
          {summary
            ? `${t('vn.stats.over', { count: points?.length ?? 0 })} · ${t('elott.trend.summary', {
                min: summary.min,
                max: summary.max,
                mean: decimals(summary.mean),
              })}`
            : '\u00a0'}
        </p>
        <figure className="elt-chart" aria-label={t('elott.trend.chart', { value })}>
          {points === null ? (
            <div className="skeleton elt-chart-skel" aria-busy />
          ) : summary ? (
            <Suspense fallback={<div className="skeleton elt-chart-skel" aria-busy />}>
              <TrendChart points={points} mean={summary.mean} label={value} />
            </Suspense>
          ) : (
            <p className="vnl-muted elt-chart-empty">{t('elott.trend.empty')}</p>
          )}
        </figure>
      </section>
      <section className="panel elt-trend-stats" aria-label={t(`elott.trend.stat.${kind}`, { racer })}>
        <h2 className="vnl-subtitle">{t(`elott.trend.stat.${kind}`, { racer })}</h2>
        <div className="elt-stat-columns">
          <StatBalls title={t('elott.trend.hot')} stats={ranked?.hot ?? null} kind="hot" />
          <StatBalls title={t('elott.trend.cold')} stats={ranked?.cold ?? null} kind="cold" />
        </div>
      </section>
    </div>
  );
}
