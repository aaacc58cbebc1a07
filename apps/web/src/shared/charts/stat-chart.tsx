import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { colour, LEGEND_TEXT, type ChartProps } from './chart-types.ts';
import { PieStat } from './pie-chart.tsx';
import { numberFormat } from '../lib/number-format.ts';

/** Long category labels are cut on the axis (the tooltip and the table alternative have them whole). */
const short = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

/**
 * The one Recharts chart of the statistics screens (a lazy chunk: Recharts never reaches the dashboard's first
 * load, see chart-block.tsx): horizontal bars or columns, grouped or stacked, counts or shares, or a pie. It is
 * hidden from assistive technology: every chart has its table alternative next to it.
 */
export default function StatChart({ rows, series, layout, stacked, percent, height }: ChartProps) {
  const { i18n } = useTranslation();
  const share = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const count = numberFormat(i18n.language);
  const fmt = (v: number) => (percent ? share(v) : count(v));
  if (layout === 'pie')
    return (
      <div className="pk-chart" aria-hidden="true" data-testid="stat-chart">
        <PieStat rows={rows} series={series} height={height} format={fmt} colours={colour} />
      </div>
    );
  const bars = layout === 'bars';
  const h =
    height ?? (bars ? Math.max(120, rows.length * (stacked ? 34 : 28 * series.length + 12) + 48) : 240);
  return (
    <div className="pk-chart" aria-hidden="true" data-testid="stat-chart">
      <ResponsiveContainer width="100%" height={h}>
        <BarChart
          data={rows}
          layout={bars ? 'vertical' : 'horizontal'}
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={!bars} vertical={bars} />
          {bars ? (
            <>
              <XAxis
                type="number"
                tickFormatter={fmt}
                domain={percent ? [0, 1] : [0, 'auto']}
                allowDecimals={false}
              />
              <YAxis
                type="category"
                dataKey="label"
                width={120}
                tickFormatter={(v: string) => short(v, 18)}
              />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tickFormatter={(v: string) => short(v, 12)} />
              <YAxis tickFormatter={fmt} domain={percent ? [0, 1] : [0, 'auto']} allowDecimals={false} />
            </>
          )}
          <Tooltip formatter={(v) => (typeof v === 'number' ? fmt(v) : String(v))} />
          {series.length > 1 && (
            <Legend formatter={(value) => <span style={{ color: LEGEND_TEXT }}>{String(value)}</span>} />
          )}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              stackId={stacked ? 'stack' : undefined}
              isAnimationActive={false}
              maxBarSize={28}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
