// A bar chart of one figure per month, drawn as SVG on the server: no chart library and no script
// on the page. The figures are also in a table behind a disclosure, for screen readers and for
// anyone who wants the exact numbers.
import './data.css';
import { formatMonth } from '@rentals/core/format';

export interface MonthPoint {
  /** First day of the month, 'YYYY-MM-01'. */
  month: string;
  value: number;
}

export interface MonthlyBarChartProps {
  title: string;
  points: readonly MonthPoint[];
  /** How a figure is written: formatRupeesCompact for the bars' labels, formatRupees in the table. */
  short: (value: number) => string;
  full: (value: number) => string;
  figuresLabel: string;
  monthLabel: string;
  valueLabel: string;
}

const WIDTH = 640;
const HEIGHT = 240;
const AXIS = 28;
const TOP = 22;
const DENSE_FROM = 6;

export function MonthlyBarChart({
  title,
  points,
  short,
  full,
  figuresLabel,
  monthLabel,
  valueLabel,
}: MonthlyBarChartProps) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const slot = WIDTH / Math.max(1, points.length);
  const bar = Math.min(48, slot * 0.6);
  const id = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  // More bars than a phone has room to label: there the figures are left to the table below.
  const dense = points.length > DENSE_FROM;
  return (
    <figure className={dense ? 'bar-chart bar-chart--dense' : 'bar-chart'} aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={id}
        preserveAspectRatio="xMidYMid meet"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="bar-chart__axis" />
        {points.map((point, i) => {
          const height = ((HEIGHT - AXIS - TOP) * point.value) / max;
          const x = i * slot + (slot - bar) / 2;
          const y = HEIGHT - AXIS - height;
          return (
            <g key={point.month}>
              <rect x={x} y={y} width={bar} height={height} rx="3" className="bar-chart__bar" />
              <text x={x + bar / 2} y={y - 6} textAnchor="middle" className="bar-chart__value">
                {short(point.value)}
              </text>
              <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" className="bar-chart__label">
                {formatMonth(point.month).slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="bar-chart__figures">
        <summary>{figuresLabel}</summary>
        <table>
          {/* Named like the chart, so a screen reader's list of tables says what these figures are. */}
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{monthLabel}</th>
              <th scope="col" className="numeric">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <th scope="row">{formatMonth(point.month)}</th>
                <td className="numeric">{full(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
