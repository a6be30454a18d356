import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { CHART_COLOUR_TOKENS, type ChartSeries, type UsageChartProps } from "./chart-series";
import styles from "./usage.module.css";

const HEIGHT = 240;

/** A design token's value (the canvas cannot read CSS variables itself). */
const token = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

interface Palette {
  readonly font: string;
  readonly ink: string;
  readonly grid: string;
  readonly surface: string;
  readonly series: ReadonlyArray<string>;
}

const palette = (): Palette => ({
  font: `12px ${token("--font-family")}`,
  ink: token("--color-text"),
  grid: token("--color-border"),
  surface: token("--color-surface"),
  series: CHART_COLOUR_TOKENS.map(token),
});

/** Below this width the chart is on a phone: smaller axes and points. */
const NARROW = 600;

/** Every other day label when the chart is narrow (a phone), so the 30 labels never overlap. */
const dayIncrements = [1, 2, 3, 5, 7, 10, 15];

/** Bars at most 28 px wide, 60 % of a day's width. */
const bars = uPlot.paths.bars?.({ size: [0.6, 28] });

const options = (
  colours: Palette,
  width: number,
  labels: ReadonlyArray<string>,
  series: ReadonlyArray<ChartSeries>,
  narrow: boolean = width < NARROW,
): uPlot.Options => ({
  width,
  height: HEIGHT,
  legend: { show: false },
  cursor: { show: false },
  scales: {
    x: { time: false, range: (_, min, max) => [min - 0.5, max + 0.5] },
    ...Object.fromEntries(
      series.map((s) => [
        s.key,
        { range: (_u: uPlot, _min: number, max: number) => [0, Math.max(1, max * 1.1)] as [number, number] },
      ]),
    ),
  },
  axes: [
    {
      stroke: colours.ink,
      font: colours.font,
      grid: { show: false },
      ticks: { stroke: colours.grid },
      incrs: dayIncrements,
      values: (_, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? "") : "")),
    },
    ...series.map((s, index): uPlot.Axis => ({
      scale: s.key,
      side: index === 0 ? 3 : 1,
      // On a phone the legend names the axes: their rotated titles would take a third of the width.
      ...(narrow ? {} : { label: s.axisLabel }),
      labelFont: colours.font,
      stroke: colours.ink,
      font: colours.font,
      grid: { show: index === 0, stroke: colours.grid, width: 1 },
      ticks: { stroke: colours.grid },
      size: narrow ? 50 : 56,
    })),
  ],
  series: [
    {},
    ...series.map((s, index): uPlot.Series =>
      s.shape === "bars"
        ? {
            label: s.axisLabel,
            scale: s.key,
            stroke: colours.series[index] ?? colours.ink,
            fill: colours.series[index] ?? colours.ink,
            width: 0,
            points: { show: false },
            ...(bars === undefined ? {} : { paths: bars }),
          }
        : {
            label: s.axisLabel,
            scale: s.key,
            stroke: colours.series[index] ?? colours.ink,
            width: 2,
            dash: [6, 4],
            points: {
              show: true,
              size: narrow ? 5 : 7,
              fill: colours.surface,
              stroke: colours.series[index] ?? colours.ink,
              width: 2,
            },
          },
    ),
  ],
});

/**
 * The 30-day usage chart drawn by uPlot on a canvas (this module and uPlot load only on the usage page). It is a
 * picture for sighted readers: the figures are in the table beside it, which screen readers read instead.
 */
const UsageChartCanvas = ({ labels, series }: UsageChartProps) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const data: uPlot.AlignedData = [labels.map((_, index) => index), ...series.map((s) => [...s.values])];
    const chart = new uPlot(options(palette(), element.clientWidth, labels, series), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series]);
  return <div ref={box} className={styles.canvas} />;
};

export default UsageChartCanvas;
