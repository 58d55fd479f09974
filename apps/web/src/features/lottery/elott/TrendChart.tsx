import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TrendPoint } from './outcome';

/**
 * The trend chart (recharts; its own chunk, loaded when the trend view opens): the value of each draw, oldest
 * first, and the mean as a dashed line. The page writes the same values in words beside it.
 */
export default function TrendChart({
  points,
  mean,
  label,
}: {
  points: TrendPoint[];
  mean: number;
  label: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tickLine={false}
          fontSize={11}
          stroke="var(--color-text-muted)"
          minTickGap={24}
        />
        <YAxis
          width={44}
          tickLine={false}
          fontSize={11}
          stroke="var(--color-text-muted)"
          domain={['auto', 'auto']}
        />
        <ReferenceLine y={mean} stroke="var(--color-gold)" strokeDasharray="4 4" />
        <Tooltip
          contentStyle={{ background: 'var(--color-surface-2)', border: '1px solid var(--color-border)' }}
          labelFormatter={(_label, payload) => String(payload?.[0]?.payload?.issue ?? '')}
          formatter={(value) => [String(value), label]}
        />
        <Line
          type="monotone"
          dataKey="value"
          stroke="var(--color-accent-strong)"
          strokeWidth={2}
          dot={{ r: 2 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
