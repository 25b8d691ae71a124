import type { ReactNode } from 'react';

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology and a
 * visually hidden table carries the same numbers (admin dashboard accessibility).
 */
export function ChartFigure({
  title,
  summary,
  columns,
  rows,
  children,
}: {
  title: string;
  summary?: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string | number])[];
  children: ReactNode;
}) {
  return (
    <figure className="analytics-chart">
      <figcaption className="analytics-chart__title">{title}</figcaption>
      {summary && <p className="analytics-chart__summary">{summary}</p>}
      <div className="analytics-chart__drawing" aria-hidden="true">
        {children}
      </div>
      {/* Hidden in a box: a table is as wide as its caption whatever its own width, and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** One figure of a tile row; lives in a <dl>. */
export function Tile({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="analytics-tile">
      <dt>{label}</dt>
      <dd>
        <span className="analytics-tile__value">{typeof value === 'number' ? value.toLocaleString('en') : value}</span>
        {hint && <span className="analytics-tile__hint">{hint}</span>}
      </dd>
    </div>
  );
}
