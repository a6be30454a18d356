import type { HistogramPoint } from "@waea/domain/usage";

/** One series of the usage chart: its figures a day, its axis and how it is drawn. */
export interface ChartSeries {
  readonly key: "data" | "minutes";
  readonly axisLabel: string;
  /** Data as bars, minutes as a dashed line with round points: the two differ by shape, not only by colour. */
  readonly shape: "bars" | "line";
  readonly values: ReadonlyArray<number>;
}

/** What the chart module draws: a label a day and the series over those days. */
export interface UsageChartProps {
  readonly labels: ReadonlyArray<string>;
  readonly series: ReadonlyArray<ChartSeries>;
}

/**
 * The series' colours, as design tokens (styles/tokens.css), each at least 7:1 against the white card (WCAG 1.4.11
 * asks 3:1 of graphics): the brand's blue for data, the warning brown for minutes. The legend uses the same tokens.
 */
export const CHART_COLOUR_TOKENS: ReadonlyArray<string> = ["--color-brand", "--color-warning"];

/** What the 30 days add up to, for the chart's summary sentence. */
export interface ChartTotals {
  readonly dataMB: number;
  readonly minutes: number;
  /** The day with the most data, undefined when no data was used. */
  readonly busiestDay: HistogramPoint | undefined;
}

export const chartTotals = (points: ReadonlyArray<HistogramPoint>): ChartTotals => ({
  dataMB: points.reduce((sum, point) => sum + point.dataMB, 0),
  minutes: points.reduce((sum, point) => sum + point.minutes, 0),
  busiestDay: points.reduce<HistogramPoint | undefined>(
    (best, point) => (point.dataMB > 0 && (best === undefined || point.dataMB > best.dataMB) ? point : best),
    undefined,
  ),
});

/** The series a product's chart draws: data in MB, and minutes for a mobile product (fixed wireless has no calls). */
export const chartSeries = (
  points: ReadonlyArray<HistogramPoint>,
  withMinutes: boolean,
  labels: { readonly data: string; readonly minutes: string },
): ReadonlyArray<ChartSeries> => [
  { key: "data", axisLabel: labels.data, shape: "bars", values: points.map((point) => point.dataMB) },
  ...(withMinutes
    ? [
        {
          key: "minutes" as const,
          axisLabel: labels.minutes,
          shape: "line" as const,
          values: points.map((point) => point.minutes),
        },
      ]
    : []),
];
