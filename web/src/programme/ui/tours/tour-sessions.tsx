import type { Tour } from '@/content/records/programme-pages'
import { formatDuration } from '@/kernel/time'
import { StatusBadge } from '@/programme/ui/status/status-notice'
import { capacitySummary, sessionsByDay, sessionTime } from '@/programme/tours/tour-schedule'

// A festival site tour's dated sessions: a table per day with each session's time and places, and
// who may book each as the booking rules say it (booking/reservations/who-may-book.ts, `access`).

export function TourSessions({
  tour,
  timeZone,
  access,
}: {
  tour: Tour['fields']
  timeZone: string
  access: ReadonlyMap<string, { words: string }>
}) {
  if (tour.sessions.length === 0) return <p>Sessions will be announced soon.</p>
  return (
    <>
      <p>
        {tour.sessions.length} sessions{tour.durationMinutes ? `, ${formatDuration(tour.durationMinutes)} each` : ''} ·{' '}
        {capacitySummary(tour.sessions)}
      </p>
      {sessionsByDay(tour.sessions, timeZone).map(({ day, label, sessions }) => (
        <table key={day} data-testid="tour-sessions">
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Starts</th>
              <th scope="col">Places</th>
              <th scope="col">Access</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td>
                  <time dateTime={s.start}>{sessionTime(s, timeZone)}</time>
                </td>
                <td>{s.capacity} places</td>
                <td>{s.membersOnly ? <span className="badge member">Members only</span> : (access.get(s.id)?.words ?? 'Open to all')}</td>
                <td>
                  {s.status ? <StatusBadge status={s.status} /> : 'As planned'}
                  {s.status?.message ? ` ${s.status.message}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  )
}
