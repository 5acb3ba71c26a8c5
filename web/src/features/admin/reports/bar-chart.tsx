import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions, type FontSpec, type Scale } from 'chart.js';
import { toFont } from 'chart.js/helpers';
import { percent as asPercent } from '@shared/reports/reports';
import { Bar } from 'react-chartjs-2';
import { fitLabel } from './fit-label';
import styles from './reports.module.css';

// Only what bar charts use is registered: chart.js tree-shakes the rest out of this page's chunk.
ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** The theme's colours (styles/tokens.css): the canvas cannot read CSS variables by itself. */
const TEXT = '#f4f4f8';
const MUTED = '#a3a3b8';
const GRID = '#2e2e45';
export const CHART_COLORS = ['#f5c518', '#60a5fa', '#22c55e', '#e11d48'] as const;

/**
 * The share of a horizontal chart's width its names may take: a name longer than two such lines is cut
 * with an ellipsis, and read whole in the tooltip of its bars and in the table under the chart.
 */
const LABEL_SHARE = 0.4;

export interface BarSeries {
  label: string;
  values: number[];
}

export interface BarChartProps {
  /** What the chart shows, for screen readers (the table below it has the figures). */
  summary: string;
  labels: string[];
  series: BarSeries[];
  /** Bars along the y axis: long labels (venues, questions, rewards) stay readable on a phone. */
  horizontal?: boolean;
  /** Values are 0-1 ratios, shown as percentages. */
  percent?: boolean;
}

/** A labelled bar chart (chart.js on a canvas) that fits its box on a phone and on a desktop. */
export function BarChart({ summary, labels, series, horizontal = false, percent = false }: BarChartProps) {
  const valueAxis = {
    beginAtZero: true,
    // A ratio's axis is the whole 0-100% (occupancy of a few seats in thousands reads as what it is).
    ...(percent ? { max: 1 } : {}),
    ticks: { color: MUTED, maxTicksLimit: 6, precision: percent ? undefined : 0, callback: (value: string | number) => (percent ? `${Math.round(Number(value) * 100)}%` : value) },
    grid: { color: GRID },
  };
  const labelAxis = {
    ticks: {
      color: TEXT,
      autoSkip: false,
      // Beside horizontal bars a name takes two lines of up to LABEL_SHARE of the chart before it is cut.
      callback(this: Scale, _: unknown, index: number) {
        const label = labels[index] ?? '';
        if (!horizontal) return label;
        const context = this.ctx;
        context.save();
        context.font = toFont((this.options as { ticks?: { font?: Partial<FontSpec> } }).ticks?.font ?? {}).string;
        const fitted = fitLabel(label, this.chart.width * LABEL_SHARE, (text) => context.measureText(text).width);
        context.restore();
        return fitted;
      },
    },
    grid: { display: false },
  };
  const options: ChartOptions<'bar'> = {
    indexAxis: horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: series.length > 1, labels: { color: TEXT } },
      tooltip: {
        callbacks: {
          title: (items) => labels[items[0]?.dataIndex ?? 0] ?? '',
          label: (item) => `${item.dataset.label}: ${percent ? asPercent(Number(item.raw)) : String(item.raw)}`,
        },
      },
    },
    scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
  };
  // Room for two-line names beside horizontal bars.
  const height = horizontal ? Math.max(160, labels.length * 44 + 60) : 260;
  return (
    <div className={styles.chart} style={{ height }}>
      <Bar
        role="img"
        aria-label={summary}
        options={options}
        data={{ labels, datasets: series.map((s, i) => ({ label: s.label, data: s.values, backgroundColor: CHART_COLORS[i % CHART_COLORS.length], borderRadius: 4 })) }}
      />
    </div>
  );
}
