/** A bar series of a chart (a column of its table alternative). */
export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

export type ChartRow = { label: string } & Record<string, number | string>;

/**
 * `bars`: horizontal bars, labels on the left; `columns`: vertical columns, labels below; `pie`: one slice per row
 * of the first series (a part of a whole, e.g. genders).
 */
export type ChartLayout = 'bars' | 'columns' | 'pie';

export interface ChartProps {
  rows: ChartRow[];
  series: ChartSeries[];
  layout: ChartLayout;
  stacked?: boolean;
  /** Values are shares (0..1): the axis and tooltip show percentages. */
  percent?: boolean;
  height?: number;
}

/** Series colours: the theme's primary and reset orange first, then distinguishable companions. */
export const PALETTE = [
  '#01486B',
  '#F36E21',
  '#3A8FB7',
  '#7A9E3B',
  '#B84A7A',
  '#8C6D1F',
  '#5B5EA6',
  '#2E8B74',
  '#C0392B',
  '#6C7A89',
];
export const colour = (i: number) => PALETTE[i % PALETTE.length]!;

/** The legends' text colour: the series' own colours (e.g. the reset orange) are too light for text on white. */
export const LEGEND_TEXT = '#1f2d3a';
