import Link from '@/ui/link'
import type { FestivalMoment } from '@/programme/festival/phase'
import type { PlaceNotice } from '@/content/status'
import { statusTitle } from '@/programme/status/notice'
import { formatCalendarDate } from '@/kernel/time'

// What the home page asks of a visitor now, under the hero: before the programme, when it is out;
// with it out, plan, book and enter the ballots; on the weekend, what is open and the live notices.

export function AnnouncedNow({ moment }: { moment: FestivalMoment }) {
  return (
    <section aria-labelledby="home-now" data-phase-section="announced">
      <h2 id="home-now">Coming up</h2>
      {moment.programmeFrom ? (
        <p>
          The {moment.year} programme (sites, tours, events and ballots) is out on{' '}
          {formatCalendarDate(moment.programmeFrom, 'weekday-month-day')}. Members book first.
        </p>
      ) : (
        <p>The dates of the {moment.year} festival will be announced here. Members hear first.</p>
      )}
      <p>
        All year round the centre has <Link href="/exhibitions">exhibitions</Link>, <Link href="/programs-events">programs</Link> and{' '}
        <Link href="/city-tours">city tours</Link>.
      </p>
    </section>
  )
}

export function PlanNow() {
  return (
    <section aria-labelledby="home-now" data-phase-section="programme">
      <h2 id="home-now">What to do now</h2>
      <ul>
        <li>
          <Link href="/my-ohc/itineraries">Plan your weekend</Link>: save the sites you want to see and let us order your day.
        </li>
        <li>
          <Link href="/tours">Book a tour</Link> or <Link href="/events">register for an event</Link>: places are limited, and members book
          first.
        </li>
        <li>
          <Link href="/tours">Enter the ballots</Link> for the most sought-after tours before they close.
        </li>
      </ul>
    </section>
  )
}

const NOTICES_SHOWN = 5

export function LiveNow({ notices }: { notices: PlaceNotice[] }) {
  return (
    <section aria-labelledby="home-now" data-phase-section="weekend">
      <h2 id="home-now">The festival is on</h2>
      <ul>
        <li>
          <Link href="/sites?open=now">Open now near you</Link>: the sites open at this hour, nearest first once you share where you are.
        </li>
        <li>
          <Link href="/sites?sort=line">Shortest lines first</Link>: the lines as the hosts at the doors report them.
        </li>
      </ul>
      {notices.length ? (
        <>
          <h3>Live notices</h3>
          <ul data-testid="home-notices">
            {notices.slice(0, NOTICES_SHOWN).map((notice) => (
              <li key={`${notice.place.href}-${notice.place.sessionId ?? ''}-${notice.kind}`}>
                <Link href={notice.place.href}>{notice.place.name}</Link>: {statusTitle(notice)}
                {notice.message ? ` · ${notice.message}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
