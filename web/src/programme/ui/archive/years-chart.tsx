import type { FestivalYear } from '@/content/records/archive'
import styles from './years-chart.module.css'

// Sites and attendance per year as an inline SVG drawn on the server: two bar panels sharing the
// year axis, each on its own scale and labelled with its values (no dual axis to misread). Screen
// readers get the chart's summary, and everyone can open the same figures as a table.

const count = new Intl.NumberFormat('en-US')
const SLOT = 84
const SIDE = 16
const BAR = 40
const PANEL_HEIGHT = 72

interface Series {
  key: 'sites' | 'attendees'
  title: string
  className: string | undefined
  /** The panel's baseline (y of the bars' feet). */
  baseline: number
}

const SERIES: Series[] = [
  { key: 'sites', title: 'Sites open', className: styles.sites, baseline: 118 },
  { key: 'attendees', title: 'Attendees', className: styles.attendees, baseline: 236 },
]
const HEIGHT = 266

export function YearsChart({ years }: { years: FestivalYear[] }) {
  const ordered = [...years].sort((a, b) => a.year - b.year)
  const first = ordered.at(0)?.year
  const last = ordered.at(-1)?.year
  if (first === undefined || last === undefined) return null
  const width = Math.max(280, SIDE * 2 + ordered.length * SLOT)
  const summary = ordered
    .map((y) => `${y.year}: ${formatValue(y.figures.sites)} sites, ${formatValue(y.figures.attendees)} attendees`)
    .join('; ')

  return (
    <figure className={styles.figure} aria-labelledby="archive-chart-caption">
      <figcaption id="archive-chart-caption">
        <h2>Sites and attendance per year</h2>
      </figcaption>
      <div className={styles.scroll}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          style={{ minWidth: `${ordered.length * 3.5}rem`, maxWidth: `${width * 1.5}px` }}
          role="img"
          aria-labelledby="archive-chart-title archive-chart-desc"
        >
          <title id="archive-chart-title">{`Sites open and attendees per festival year, ${first} to ${last}`}</title>
          <desc id="archive-chart-desc">{summary}</desc>
          {SERIES.map((series) => (
            <Panel key={series.key} series={series} years={ordered} width={width} />
          ))}
          {ordered.map((y, index) => (
            <text key={y.year} x={SIDE + index * SLOT + SLOT / 2} y={HEIGHT - 10} textAnchor="middle" aria-hidden="true">
              {y.year}
            </text>
          ))}
        </svg>
      </div>
      <details className={styles.table}>
        <summary>Show the figures as a table</summary>
        <table>
          <caption className="visually-hidden">Headline figures per festival year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Sites</th>
              <th scope="col">Visits</th>
              <th scope="col">Attendees</th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((y) => (
              <tr key={y.year}>
                <th scope="row">{y.year}</th>
                <td>{formatValue(y.figures.sites)}</td>
                <td>{formatValue(y.figures.visits)}</td>
                <td>{formatValue(y.figures.attendees)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

function Panel({ series, years, width }: { series: Series; years: FestivalYear[]; width: number }) {
  const max = Math.max(1, ...years.map((y) => y.figures[series.key] ?? 0))
  return (
    <g aria-hidden="true">
      <text className={styles.panelTitle} x={SIDE} y={series.baseline - PANEL_HEIGHT - 26}>
        {series.title}
      </text>
      <line className={styles.axis} x1={SIDE} x2={width - SIDE} y1={series.baseline} y2={series.baseline} />
      {years.map(({ year, figures }, index) => {
        const value = figures[series.key]
        const x = SIDE + index * SLOT + (SLOT - BAR) / 2
        const height = value === undefined ? 0 : Math.max(1, (value / max) * PANEL_HEIGHT)
        return (
          <g key={year}>
            {value === undefined ? null : (
              <rect className={series.className} x={x} y={series.baseline - height} width={BAR} height={height} rx={2} />
            )}
            <text className={styles.value} x={x + BAR / 2} y={series.baseline - height - 6} textAnchor="middle">
              {formatValue(value)}
            </text>
          </g>
        )
      })}
    </g>
  )
}

function formatValue(value: number | undefined): string {
  return value === undefined ? 'n/a' : count.format(value)
}
