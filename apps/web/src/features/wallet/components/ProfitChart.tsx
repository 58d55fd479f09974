import type { ProfitLoss } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoney } from '../../../lib/use-money';
import { dailyNet } from './profit-days';

const GOOD = 'var(--color-success, #22c55e)';
const BAD = 'var(--color-danger, #ef4444)';

/**
 * The profit or loss of each day of the period, as bars (recharts; loaded with this page only). The bars' heights
 * are the one place amounts become floats — pixels; every figure written, the tooltip's included, is the exact
 * amount.
 */
export default function ProfitChart({ rows }: { rows: ProfitLoss['rows'] }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const days = dailyNet(rows);
  return (
    <figure className="profit-chart" data-testid="profit-chart" aria-label={t('profit.chart')}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <XAxis dataKey="label" tickLine={false} fontSize={12} stroke="var(--color-text-muted)" />
          <YAxis
            width={64}
            // zero always in view: a period of losses only draws its bars down from it
            domain={[(min: number) => Math.min(0, min), (max: number) => Math.max(0, max)]}
            fontSize={11}
            tickLine={false}
            stroke="var(--color-text-muted)"
            tickFormatter={(value: number) =>
              money.format(String(Math.round(value)), { symbol: false }).replace(/[.,]\d\d$/, '')
            }
          />
          <ReferenceLine y={0} stroke="var(--color-border)" />
          <Tooltip
            cursor={{ fill: 'var(--color-accent-soft)' }}
            contentStyle={{ background: 'var(--color-surface-2)', border: '1px solid var(--color-border)' }}
            labelFormatter={(_label, payload) => String(payload?.[0]?.payload?.date ?? '')}
            formatter={(_value, _name, item) => [
              money.format((item.payload as { net: string }).net, { signed: true }),
              t('profit.net'),
            ]}
          />
          <Bar dataKey="height" isAnimationActive={false} maxBarSize={48} radius={[3, 3, 0, 0]}>
            {days.map((day) => (
              <Cell key={day.date} fill={day.height < 0 ? BAD : GOOD} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">
        {days.map((day) => `${day.date}: ${money.format(day.net, { signed: true })}`).join('; ')}
      </figcaption>
    </figure>
  );
}
