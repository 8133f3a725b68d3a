import { formatTimeRange, type FestivalHours } from '@/lib/hours'
import { dayTitle } from './labels'
import { OpenStateBadge } from './open-state.client'
import styles from './site-page.module.css'

// The festival hours of a site, as a server-rendered table, and the open-now state (client island).

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })
const longDate = (date: string) => dateFormat.format(new Date(`${date}T12:00:00Z`))

export function SiteHours({ hours, timeZone }: { hours: FestivalHours[]; timeZone: string }) {
  if (hours.length === 0) return <p>No opening hours have been announced yet.</p>
  const sorted = [...hours].sort((a, b) => a.date.localeCompare(b.date))
  return (
    <>
      <OpenStateBadge hours={sorted} timeZone={timeZone} />
      <table className={styles.hoursTable}>
        <caption className="visually-hidden">Festival hours</caption>
        <tbody>
          {sorted.map((h) => (
            <tr key={h.date}>
              <th scope="row">
                {dayTitle(h.day)}, {longDate(h.date)}
              </th>
              <td>{formatTimeRange(h.opens, h.closes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">Times are {(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time.</p>
    </>
  )
}
