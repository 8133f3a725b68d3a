import Link from '@/ui/link'
import type { z } from 'zod'
import { FESTIVAL_DAYS } from '@ohc/schemas/names'
import type { siteEdition } from '@/content/records/site'
import { formatCalendarDate, formatWallTimeRange } from '@/kernel/time'

// One festival year of a building: when it opened, what visitors saw, its markers, and the way to
// that year's archive home (or to the live page for the current year).

export type Edition = z.output<typeof siteEdition>

function dayLabel(day: string, date: string): string {
  if (!Number.isNaN(new Date(`${date}T00:00:00Z`).getTime())) return formatCalendarDate(date, 'weekday-month-day')
  return FESTIVAL_DAYS.find((d) => d.value === day)?.title ?? day
}

export function EditionSection({ edition, slug, currentYear }: { edition: Edition; slug: string; currentYear: number }) {
  const { year } = edition
  const headingId = `edition-${year}`
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{year}</h3>
      {edition.newThisYear || edition.membersOnly || edition.memberPriority || edition.reservationRequired ? (
        <p className="cluster">
          {edition.newThisYear ? <span className="badge new">New that year</span> : null}
          {edition.membersOnly ? <span className="badge member">Members only</span> : null}
          {edition.memberPriority && !edition.membersOnly ? <span className="badge member">Member priority</span> : null}
          {edition.reservationRequired ? <span className="badge warn">Reservation required</span> : null}
        </p>
      ) : null}
      {edition.hours.length > 0 ? (
        <dl className="facts">
          {edition.hours.map((hours) => (
            <div key={hours.date} style={{ display: 'contents' }}>
              <dt>{dayLabel(hours.day, hours.date)}</dt>
              <dd>{formatWallTimeRange(hours.opens, hours.closes)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">Hours were not recorded.</p>
      )}
      {edition.visitorExperience ? (
        <p>{edition.visitorExperience}</p>
      ) : edition.membersOnly ? (
        <p className="muted">What members saw that year is shared with members.</p>
      ) : null}
      <p>
        {year < currentYear ? (
          <Link href={`/archive/${year}`}>The {year} festival</Link>
        ) : year === currentYear ? (
          <Link href={`/sites/${slug}`}>Visit in {year}: hours and details</Link>
        ) : null}
      </p>
    </section>
  )
}
