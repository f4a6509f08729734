import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what the timeline draws is registered, so the bundler drops the rest of chart.js. This
// module is imported lazily (ChartCanvas), so no other route's JavaScript carries it.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

export interface ChartSeries {
  label: string;
  colour: string;
  values: (number | null)[];
  /** Drawn dashed (the prediction beside the measure). */
  dashed?: boolean;
}

export interface ChartSpec {
  kind: 'stackedBars' | 'lines';
  labels: string[];
  series: ChartSeries[];
  /** The value axis' upper bound, when it has one (100 for percentages). */
  max?: number;
  /** How a value reads on the axis and in the tooltip. */
  formatValue: (value: number) => string;
}

/** Draws a chart on a canvas; the returned function takes it down. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): () => void {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // A canvas draws with the fonts it is named: the page's own (with the script's web font, loaded
  // for the UI language), not chart.js' Helvetica, which has no Devanagari, Tamil… glyphs.
  Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
  const stacked = spec.kind === 'stackedBars';
  const chart = new Chart(canvas, {
    type: stacked ? 'bar' : 'line',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s) => ({
        label: s.label,
        data: s.values,
        backgroundColor: s.colour,
        borderColor: s.colour,
        borderDash: s.dashed ? [6, 4] : [],
        spanGaps: true,
        tension: 0.2,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: still ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 12 } },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${spec.formatValue(Number(item.parsed.y))}`,
          },
        },
      },
      scales: {
        x: { stacked, ticks: { autoSkip: true, maxRotation: 0 } },
        y: {
          stacked,
          beginAtZero: true,
          ...(spec.max !== undefined && { max: spec.max }),
          ticks: { callback: (value) => spec.formatValue(Number(value)) },
        },
      },
    },
  });
  return () => chart.destroy();
}
