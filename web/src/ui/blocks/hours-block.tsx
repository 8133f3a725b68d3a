import { formatCalendarDate } from '@/kernel/time'
import styles from './blocks.module.css'
import { getBlockSettings } from '@/content/blocks'
import { upcomingClosures, weekHours } from '@/programme/centre/week'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

// The centre's hours from Settings. The page is regenerated at most a minute after a request
// (ISR), so "today" is the centre's today whenever the page was last rendered.

export async function HoursBlock({ value }: { value: BlockValue<'hoursBlock'> }) {
  const settings = await getBlockSettings()
  const now = new Date()
  const rows = weekHours(settings, now)
  const closures = upcomingClosures(settings, now)
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Opening hours'} kind="hoursBlock">
      <table className={styles.hours}>
        <caption className="visually-hidden">Opening hours by day</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className={row.today ? styles.today : undefined} aria-current={row.today ? 'date' : undefined}>
              <th scope="row">
                {row.label}
                {row.today ? <span className="badge open"> Today</span> : null}
              </th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {closures.length > 0 ? (
        <div className="notice">
          <p>
            <strong>Special closures</strong>
          </p>
          <ul>
            {closures.map((c) => (
              <li key={c.date}>
                <time dateTime={c.date}>{formatCalendarDate(c.date, 'weekday-month-day')}</time>
                {c.reason ? ` — ${c.reason}` : ''}
                {c.today ? ' (today)' : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </BlockSection>
  )
}
