import type { FestivalHours } from '@/programme/hours/opening-hours'
import { formatCalendarDate, formatWallTimeRange, zoneCity } from '@/kernel/time'
import { dayTitle } from '@/programme/sites/labels'
import { OpenStateBadge } from './open-state.lazy'
import styles from './site-page.module.css'

// The festival hours of a site, as a server-rendered table, and the open-now state (client island).

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
                {dayTitle(h.day)}, {formatCalendarDate(h.date, 'month-day')}
              </th>
              <td>{formatWallTimeRange(h.opens, h.closes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">Times are {zoneCity(timeZone)} time.</p>
    </>
  )
}
