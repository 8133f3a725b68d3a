import Link from '@/ui/link'
import type { OpsView } from '@/door/ops/ops-view'
import { numberIn } from '@/kernel/text/number'
import type { OpsWords } from './ops-words'
import styles from './ops.module.css'

// Sites × hours of the chosen day: a row per site (with hosts, or counted that day), busiest
// first, a column per hour, the totals at the foot. On a phone the table scrolls sideways inside
// its own region (which the keyboard can reach), with the site's name kept in view.

export function VisitsTable({
  view,
  t,
  language,
}: {
  view: Pick<OpsView, 'hours' | 'rows' | 'hourTotals' | 'dayTotal' | 'dayLabel'>
  t: OpsWords
  language: string
}) {
  const { hours, rows, hourTotals, dayTotal, dayLabel } = view
  if (rows.length === 0) return <p className={styles.empty}>{t('visits.none')}</p>
  const count = numberIn(language)
  return (
    <div className={styles.scroll} role="region" aria-labelledby="ops-visits-caption" tabIndex={0}>
      <table className={`${styles.numbers} ${styles.visits}`} data-testid="ops-visits">
        <caption id="ops-visits-caption" className="visually-hidden">
          {t('visits.caption', { day: dayLabel })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('visits.site')}</th>
            {hours.map((h) => (
              <th scope="col" key={h.hour}>
                {h.label}
              </th>
            ))}
            <th scope="col">{t('visits.day')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-site={row.slug}>
              <th scope="row">{row.slug ? <Link href={`/sites/${row.slug}`}>{row.name}</Link> : row.name}</th>
              {row.byHour.map((visits, i) => (
                <td key={hours[i]?.hour ?? i}>{visits === 0 ? <span className={styles.empty}>–</span> : count.format(visits)}</td>
              ))}
              <td>{count.format(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('visits.all')}</th>
            {hourTotals.map((visits, i) => (
              <td key={hours[i]?.hour ?? i}>{count.format(visits)}</td>
            ))}
            <td>{count.format(dayTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
