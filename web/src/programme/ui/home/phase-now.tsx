import type { ReactNode } from 'react'
import Link from '@/ui/link'
import type { FestivalMoment } from '@/programme/festival/phase'
import type { PlaceNotice } from '@/content/status'
import { formatCalendarDate } from '@/kernel/time'
import { wordsIn } from '@/platform/i18n/catalogues'
import { statusTitleIn } from '@/programme/ui/status/status-notice'

// What the home page asks of a visitor now, under the hero: before the programme, when it is out;
// with it out, plan, book and enter the ballots; on the weekend, what is open and the live notices.
// Each speaks the page's `language`; a notice's place and the editors' line are as written.

/** A catalogue tag that becomes a link to `href`. */
function linkTo(href: string) {
  return function LinkedWords(chunks: ReactNode) {
    return <Link href={href}>{chunks}</Link>
  }
}

export function AnnouncedNow({ moment, language }: { moment: FestivalMoment; language?: string }) {
  const t = wordsIn(language, 'home')
  return (
    <section aria-labelledby="home-now" data-phase-section="announced">
      <h2 id="home-now">{t('now.comingUp')}</h2>
      {moment.programmeFrom ? (
        <p>
          {t('now.programmeOn', {
            year: moment.year,
            date: formatCalendarDate(moment.programmeFrom, 'weekday-month-day', language),
          })}
        </p>
      ) : (
        <p>{t('now.datesSoon', { year: moment.year })}</p>
      )}
      <p>
        {t.rich('now.allYear', {
          exhibitions: linkTo('/exhibitions'),
          programs: linkTo('/programs-events'),
          tours: linkTo('/city-tours'),
        })}
      </p>
    </section>
  )
}

export function PlanNow({ language }: { language?: string }) {
  const t = wordsIn(language, 'home')
  return (
    <section aria-labelledby="home-now" data-phase-section="programme">
      <h2 id="home-now">{t('now.whatToDo')}</h2>
      <ul>
        <li>{t.rich('now.plan', { plan: linkTo('/my-ohc/itineraries') })}</li>
        <li>{t.rich('now.book', { tours: linkTo('/tours'), events: linkTo('/events') })}</li>
        <li>{t.rich('now.ballots', { tours: linkTo('/tours') })}</li>
      </ul>
    </section>
  )
}

const NOTICES_SHOWN = 5

export function LiveNow({ notices, language }: { notices: PlaceNotice[]; language?: string }) {
  const t = wordsIn(language, 'home')
  return (
    <section aria-labelledby="home-now" data-phase-section="weekend">
      <h2 id="home-now">{t('now.on')}</h2>
      <ul>
        <li>{t.rich('now.openNear', { open: linkTo('/sites?open=now') })}</li>
        <li>{t.rich('now.lines', { lines: linkTo('/sites?sort=line') })}</li>
      </ul>
      {notices.length ? (
        <>
          <h3>{t('now.notices')}</h3>
          <ul data-testid="home-notices">
            {notices.slice(0, NOTICES_SHOWN).map((notice) => (
              <li key={`${notice.place.href}-${notice.place.sessionId ?? ''}-${notice.kind}`}>
                <Link href={notice.place.href}>{notice.place.name}</Link>: {statusTitleIn(notice, language)}
                {notice.message ? ` · ${notice.message}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
