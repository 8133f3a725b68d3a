import type { DoorSession } from '@/door/hosts/wire'
import { formatZonedTime } from '@/kernel/time'
import checkIn from './check-in-tickets.module.css'
import { useLocale, useTranslations } from 'use-intl'

// Today's tours and events at this door, by start: places checked in of those booked, and the
// walk-up places the no-shows left (ten minutes after the start), which the host hands to people
// waiting at the door.

export function DoorSessions({ sessions, timeZone }: { sessions: DoorSession[]; timeZone: string }) {
  const t = useTranslations('host.sessions')
  const language = useLocale()
  return (
    <div className={checkIn.sessions}>
      <h3>{t('title')}</h3>
      {sessions.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul data-testid="door-sessions">
          {sessions.map((s) => (
            <li key={`${s.kind}:${s.targetId}:${s.sessionKey}`} className={checkIn.session}>
              <p className={checkIn.sessionTitle}>
                <time dateTime={s.start}>{formatZonedTime(s.start, timeZone, language)}</time> {s.title}
                {s.cancelled ? ` ${t('cancelled')}` : ''}
              </p>
              <p>
                {t.rich('checkedIn', { checkedIn: s.checkedInPlaces, booked: s.booked, strong: (chunks) => <strong>{chunks}</strong> })}
                {s.noShows ? ` · ${t('noShows', { count: s.noShows })}` : ''}
                {s.placesLeft ? ` · ${t('notBooked', { count: s.placesLeft })}` : ''}
                {s.checkInsUndone ? ` · ${t('undone', { count: s.checkInsUndone })}` : ''}
              </p>
              {s.walkUps ? <p className={checkIn.walkUps}>{t('walkUps', { count: s.walkUps })}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
