import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChartSpec } from './drawChart.ts';

export interface ChartTable {
  /** The first column's heading (the buckets) and the others' (the series). */
  headings: string[];
  rows: { label: string; cells: string[] }[];
}

export interface ChartFigureProps {
  id: string;
  caption: ReactNode;
  spec: ChartSpec;
  table: ChartTable;
}

/**
 * One chart: the picture is for the eye only (the canvas is hidden from assistive technology),
 * and the same numbers are a table a screen reader reads, visually hidden. chart.js comes with
 * the first chart drawn, lazily, so only this screen loads it; should it fail to load, the
 * caption and the table still say everything.
 */
export function ChartFigure({ id, caption, spec, table }: ChartFigureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let takeDown: (() => void) | undefined;
    let current = true;
    import('./drawChart.ts').then(
      ({ drawChart }) => {
        if (!current || !canvas.current) return;
        takeDown = drawChart(canvas.current, spec);
        setDrawn(true);
      },
      (error: unknown) => console.warn('the chart could not be drawn', error),
    );
    return () => {
      current = false;
      takeDown?.();
    };
  }, [spec]);

  return (
    <figure className="timeline-chart" aria-labelledby={`${id}-caption`} data-drawn={drawn}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <div className="timeline-chart__canvas">
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      {/* Hidden by a wrapper: a table grows to its content whatever width it is given. */}
      <div className="visually-hidden">
        <table aria-labelledby={`${id}-caption`}>
          <thead>
            <tr>
              {table.headings.map((heading, i) => (
                <th key={i} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
