import { useTranslation } from 'react-i18next';
import {
  ChartBlock as SharedChartBlock,
  type TableAlternative,
} from '../../../shared/charts/chart-block.tsx';
import type { ChartProps } from '../../../shared/charts/chart-types.ts';

export { DataTable, decimal, percent, type TableAlternative } from '../../../shared/charts/chart-block.tsx';

/** The shared chart with its table alternative, its toggle in the survey statistics' words. */
export function ChartBlock({ chart, table }: { chart: ChartProps; table: TableAlternative }) {
  const { t } = useTranslation('surveyStats');
  return (
    <SharedChartBlock
      chart={chart}
      table={table}
      labels={{ showTable: t('table.show'), showChart: t('table.showChart') }}
    />
  );
}
