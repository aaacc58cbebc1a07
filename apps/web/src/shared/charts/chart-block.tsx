import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import type { ChartProps } from './chart-types.ts';
import { numberFormat } from '../lib/number-format.ts';
import './charts.css';

/** Recharts travels in its own chunk, fetched when the first chart shows. */
const StatChart = lazy(() => import('./stat-chart.tsx'));

/** The numbers of a chart as a table: its caption, column heads and rows (the first cell of each row heads it). */
export interface TableAlternative {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}

/** A share 0..1 as a percentage in the UI's language (one decimal when needed). */
export const percent = (share: number, lang?: string) =>
  numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 })(share);

/** A mean or change with at most two decimals, in the UI's language. */
export const decimal = (n: number, lang?: string, signed = false) =>
  numberFormat(lang, {
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  })(n);

/**
 * The table; visible, its box scrolls sideways on a narrow phone and is then reachable by keyboard (a labelled,
 * focusable region); hidden (`sr-only`), it is read by screen readers only.
 */
export function DataTable({ table, hidden }: { table: TableAlternative; hidden?: boolean }) {
  return (
    <div
      className={hidden ? 'sr-only' : 'pk-chart-table-wrap'}
      {...(hidden ? {} : { tabIndex: 0, role: 'region', 'aria-label': table.caption })}
    >
      <table className="pk-chart-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The toggle's two texts, in the caller's words: "Show as table" and "Show as chart". */
export interface ChartToggleLabels {
  showTable: string;
  showChart: string;
}

/**
 * A chart with its text alternative: the table is always in the page (visually hidden while the chart shows, so
 * screen readers and axe read the numbers), and the toggle swaps the chart for the visible table.
 */
export function ChartBlock({
  chart,
  table,
  labels,
}: {
  chart: ChartProps;
  table: TableAlternative;
  labels: ChartToggleLabels;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <div className="pk-chart-block">
      <Button
        size="small"
        type="link"
        className="pk-chart-toggle"
        icon={asTable ? <BarChartOutlined aria-hidden /> : <TableOutlined aria-hidden />}
        aria-pressed={asTable}
        aria-controls={id}
        onClick={() => setAsTable((v) => !v)}
      >
        {asTable ? labels.showChart : labels.showTable}
      </Button>
      <div id={id}>
        {!asTable && (
          <Suspense fallback={<Skeleton.Node active className="pk-chart-skeleton" />}>
            <StatChart {...chart} />
          </Suspense>
        )}
        <DataTable table={table} hidden={!asTable} />
      </div>
    </div>
  );
}
