import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { LEGEND_TEXT, type ChartProps } from './chart-types.ts';

/**
 * A part-of-a-whole chart (one slice per row of the first series, coloured by `colours`), part of the lazy chart
 * chunk: only `stat-chart.tsx` imports it.
 */
export function PieStat({
  rows,
  series,
  height,
  format,
  colours,
}: Pick<ChartProps, 'rows' | 'series' | 'height'> & {
  format: (v: number) => string;
  colours: (i: number) => string;
}) {
  const key = series[0]?.key ?? 'count';
  return (
    <ResponsiveContainer width="100%" height={height ?? 260}>
      <PieChart accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
        <Pie
          data={rows}
          dataKey={key}
          nameKey="label"
          outerRadius="75%"
          isAnimationActive={false}
          label={false}
          rootTabIndex={-1}
        >
          {rows.map((row, i) => (
            <Cell key={row.label} fill={colours(i)} />
          ))}
        </Pie>
        <Tooltip formatter={(v) => (typeof v === 'number' ? format(v) : String(v))} />
        <Legend formatter={(value) => <span style={{ color: LEGEND_TEXT }}>{String(value)}</span>} />
      </PieChart>
    </ResponsiveContainer>
  );
}
