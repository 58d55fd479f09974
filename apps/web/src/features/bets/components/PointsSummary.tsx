import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { useMoney } from '../../../lib/use-money';
import { pointsSummaryQuery } from '../api/points';
import { pointsRows } from './points-rows';
import './points.css';

/**
 * Above the betting record: the member's points balance and, per game category played for real money, the valid
 * turnover and the points it earned (spec §9). Points are hundredths, shown with two decimals like money. While
 * loading or on a failure it shows nothing: the record below has its own states.
 */
export function PointsSummary() {
  const { t } = useTranslation('bets');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const id = useId();
  const summary = useQuery(pointsSummaryQuery(language));
  if (!summary.data) return null;
  const rows = pointsRows(summary.data.byCategory);
  const plain = (value: string) => money.format(value, { symbol: false });

  return (
    <section className="bets-points" aria-labelledby={`${id}-title`} data-testid="bets-points">
      <div className="bets-points-balance">
        <Award size={22} aria-hidden className="bets-points-icon" />
        <div>
          <h4 id={`${id}-title`} className="bets-points-title">
            {t('points.balance')}
          </h4>
          <p className="bets-points-note">{t('points.note')}</p>
        </div>
        <strong className="bets-points-value" data-testid="points-balance">
          {plain(summary.data.balance)}
        </strong>
      </div>
      {rows.length === 0 ? (
        <p className="bets-points-empty" data-testid="points-empty">
          {t('points.empty')}
        </p>
      ) : (
        <table className="bets-points-table">
          <thead>
            <tr>
              <th scope="col">{t('points.category')}</th>
              <th scope="col" className="num">
                {t('points.wagered')}
              </th>
              <th scope="col" className="num">
                {t('points.earned')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category} data-testid="points-category" data-category={row.category}>
                <th scope="row">
                  {tc(`categories.${row.category}`)}
                  <span className="bets-points-factor">
                    {row.factor === null
                      ? t('points.noPoints')
                      : t('points.factor', { factor: plain(row.factor) })}
                  </span>
                </th>
                <td className="num" data-testid="points-wagered">
                  {plain(row.wagered)}
                </td>
                <td className="num" data-testid="points-earned">
                  {plain(row.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
