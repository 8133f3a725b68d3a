import type { OpsView } from '@/door/ops/ops-view'
import { numberIn } from '@/kernel/text/number'
import type { OpsWords } from './ops-words'
import styles from './ops.module.css'

// Every site's visits added up per hour, as bars drawn on the server (an SVG, no script): the shape
// of the day at a glance, on a phone as on a desk. The table below it holds the same numbers per
// site, so the chart is an image with a summary for screen readers, not the only way in.

const SLOT = 44
const BAR = 30
const SIDE = 8
const TOP = 22
const PLOT = 120
const HEIGHT = TOP + PLOT + 26

export function VisitsChart({
  view,
  t,
  language,
}: {
  view: Pick<OpsView, 'hours' | 'hourTotals' | 'dayLabel'>
  t: OpsWords
  language: string
}) {
  const { hours, hourTotals, dayLabel } = view
  const count = numberIn(language)
  const width = SIDE * 2 + hours.length * SLOT
  const max = Math.max(1, ...hourTotals)
  const summary = hours.map((h, i) => `${h.label}: ${count.format(hourTotals[i] ?? 0)}`).join('; ')
  return (
    <svg className={styles.chart} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby="ops-chart-title ops-chart-desc">
      <title id="ops-chart-title">{t('chartTitle', { day: dayLabel })}</title>
      <desc id="ops-chart-desc">{summary}</desc>
      <g aria-hidden="true">
        <line className={styles.axis} x1={SIDE} x2={width - SIDE} y1={TOP + PLOT} y2={TOP + PLOT} />
        {hours.map((h, i) => {
          const visits = hourTotals[i] ?? 0
          // An hour whose undos outweigh its counts draws no bar; its number still says so.
          const height = visits > 0 ? Math.max(1, (visits / max) * PLOT) : 0
          const x = SIDE + i * SLOT + (SLOT - BAR) / 2
          return (
            <g key={h.hour}>
              {height > 0 ? <rect className={styles.bar} x={x} y={TOP + PLOT - height} width={BAR} height={height} rx={2} /> : null}
              <text x={x + BAR / 2} y={TOP + PLOT - height - 5} textAnchor="middle">
                {count.format(visits)}
              </text>
              <text x={x + BAR / 2} y={HEIGHT - 8} textAnchor="middle">
                {h.label}
              </text>
            </g>
          )
        })}
      </g>
    </svg>
  )
}
