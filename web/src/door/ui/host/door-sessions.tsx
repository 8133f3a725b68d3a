import type { DoorSession } from '@/door/hosts/wire'
import { formatZonedTime } from '@/kernel/time'
import checkIn from './check-in-tickets.module.css'
import { count, nounFor, NOUNS } from '@/kernel/text/count'

// Today's tours and events at this door, by start: places checked in of those booked, and the
// walk-up places the no-shows left (ten minutes after the start), which the host hands to people
// waiting at the door.

const places = (n: number) => count(n, NOUNS.place)

export function DoorSessions({ sessions, timeZone }: { sessions: DoorSession[]; timeZone: string }) {
  return (
    <div className={checkIn.sessions}>
      <h3>Today’s tours and events here</h3>
      {sessions.length === 0 ? (
        <p>No booked tours or events at this site today.</p>
      ) : (
        <ul data-testid="door-sessions">
          {sessions.map((s) => (
            <li key={`${s.kind}:${s.targetId}:${s.sessionKey}`} className={checkIn.session}>
              <p className={checkIn.sessionTitle}>
                <time dateTime={s.start}>{formatZonedTime(s.start, timeZone)}</time> {s.title}
                {s.cancelled ? ' (cancelled)' : ''}
              </p>
              <p>
                Checked in: <strong>{s.checkedInPlaces}</strong> of {places(s.booked)} booked
                {s.noShows ? ` · ${count(s.noShows, NOUNS.noShow)}` : ''}
                {s.placesLeft ? ` · ${places(s.placesLeft)} not booked` : ''}
                {s.checkInsUndone ? ` · ${count(s.checkInsUndone, NOUNS.undoneCheckIn)}` : ''}
              </p>
              {s.walkUps ? (
                <p
                  className={checkIn.walkUps}
                >{`${s.walkUps} walk-up ${nounFor(s.walkUps, NOUNS.place)}: let people waiting at the door in`}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
