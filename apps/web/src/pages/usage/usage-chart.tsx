import { histogramLabel, groupLabel, type HistogramPoint } from "@waea/domain/usage";
import { Suspense, lazy, useMemo, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Toggle } from "../../components/toggle/toggle";
import { useLanguage } from "../../i18n/use-language";
import styles from "./usage.module.css";
import { chartSeries, chartTotals, type UsageChartProps } from "./chart-series";
import { DailyUsageTable } from "./daily-usage-table";
import { dataText, formatQuantity } from "./usage-format";

/** uPlot and the chart drawn with it: their own chunk, loaded only when a usage page draws a chart. */
const NoChart: ComponentType<UsageChartProps> = () => null;
const UsageChartCanvas = lazy<ComponentType<UsageChartProps>>(() =>
  import("./usage-chart-canvas").catch(() => ({ default: NoChart })),
);

/** Whether this browser can draw on a canvas (a test's DOM cannot: there the table is all there is). */
const canDraw = (): boolean => {
  try {
    return typeof ResizeObserver === "function" && document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
};

/**
 * USE-03: the 30-day histogram as a chart, with the same figures as a table. The chart is a picture (hidden from
 * screen readers); its summary sentence and the table say what it shows. "Show as a table" swaps the two for
 * sighted readers; the table is always there for screen readers.
 */
export const UsageChart = ({
  points,
  withMinutes,
}: {
  readonly points: ReadonlyArray<HistogramPoint>;
  readonly withMinutes: boolean;
}) => {
  const { t } = useTranslation("usage");
  const language = useLanguage();
  const [asTable, setAsTable] = useState(false);
  const [drawable] = useState(canDraw);
  const totals = chartTotals(points);
  const labels = useMemo(
    () => points.map((point) => histogramLabel(point.day, language)),
    [points, language],
  );
  const series = useMemo(
    () =>
      chartSeries(points, withMinutes, {
        data: t("usage:axis_data_mb"),
        minutes: t("usage:axis_minutes"),
      }),
    [points, withMinutes, t],
  );
  const showChart = drawable && !asTable;
  return (
    <div className={styles.chart}>
      <p className={styles.summary}>
        {withMinutes
          ? t("usage:chart_summary", {
              data: dataText(t, totals.dataMB),
              minutes: t("usage:minutes_amount", { amount: formatQuantity(totals.minutes) }),
            })
          : t("usage:chart_summary_data", { data: dataText(t, totals.dataMB) })}{" "}
        {totals.busiestDay === undefined
          ? null
          : t("usage:chart_busiest", {
              day: groupLabel(totals.busiestDay.day, language),
              data: dataText(t, totals.busiestDay.dataMB),
            })}
      </p>
      {showChart ? (
        <div className={styles.picture} aria-hidden="true">
          <ul className={styles.legend}>
            {series.map((s) => (
              <li key={s.key}>
                <span className={s.shape === "bars" ? styles.keyBars : styles.keyLine} />
                {s.axisLabel}
              </li>
            ))}
          </ul>
          <Suspense fallback={<div className={styles.canvas} />}>
            <UsageChartCanvas labels={labels} series={series} />
          </Suspense>
        </div>
      ) : null}
      {drawable ? <Toggle label={t("usage:show_table")} checked={asTable} onChange={setAsTable} /> : null}
      <div className={showChart ? "visually-hidden" : undefined}>
        <DailyUsageTable points={points} withMinutes={withMinutes} />
      </div>
    </div>
  );
};
