import type { FestivalHours } from '@/programme/hours/opening-hours'
import { formatCalendarDate, formatWallTimeRange, zoneCity } from '@/kernel/time'
import type { Words } from '@/platform/i18n/catalogues'
import { OpenStateBadge } from './open-state.lazy'
import styles from './site-page.module.css'

// The festival hours of a site, as a server-rendered table, and the open-now state (client island),
// in the page's language: the day and times as the language writes them (Intl), the words the
// catalogue's `site` ones.

export function SiteHours({
  hours,
  timeZone,
  t,
  language,
}: {
  hours: FestivalHours[]
  timeZone: string
  t: Words<'site'>
  language: string
}) {
  if (hours.length === 0) return <p>{t('noHours')}</p>
  const sorted = [...hours].sort((a, b) => a.date.localeCompare(b.date))
  return (
    <>
      <OpenStateBadge
        hours={sorted}
        timeZone={timeZone}
        language={language}
        words={{
          now: t.raw('open.now'),
          closesSoon: t.raw('open.closesSoon'),
          opensToday: t.raw('open.opensToday'),
          closed: t.raw('open.closed'),
          closedOpens: t.raw('open.closedOpens'),
        }}
      />
      <table className={styles.hoursTable}>
        <caption className="visually-hidden">{t('hoursCaption')}</caption>
        <tbody>
          {sorted.map((h) => (
            <tr key={h.date}>
              <th scope="row">{formatCalendarDate(h.date, 'weekday-month-day', language)}</th>
              <td>{formatWallTimeRange(h.opens, h.closes, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">{t('timesAre', { city: zoneCity(timeZone) })}</p>
    </>
  )
}
