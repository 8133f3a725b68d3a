import { NO_SHOW_AFTER_MINUTES } from '@/booking/fair/check-in'
import { calendarDay, formatZonedDateTime, formatZonedTime } from '@/kernel/time'

// When a ticket checks in at the door: from a while before its session's start (the door's
// setting, OHC_CHECK_IN_OPENS_MINUTES) to the no-show release ten minutes after it, when the
// places nobody claimed go to walk-ups. Outside it the host reads which day and time the ticket
// is for, so a Sunday ticket shown on Saturday is sent back with its time, and nobody is let in
// twice by a ticket used on the wrong day.

export interface CheckInWindow {
  opens: Date
  closes: Date
}

export function checkInWindow(start: string, opensMinutesBefore: number): CheckInWindow {
  const at = new Date(start).getTime()
  return { opens: new Date(at - opensMinutesBefore * 60_000), closes: new Date(at + NO_SHOW_AFTER_MINUTES * 60_000) }
}

export type OutsideWindow = { when: 'early' | 'late'; message: string; opensAt: string; closesAt: string }

/** Undefined inside the window; otherwise why not, in the host's words. */
export function outsideWindow(start: string, now: Date, opensMinutesBefore: number, timeZone: string): OutsideWindow | undefined {
  const { opens, closes } = checkInWindow(start, opensMinutesBefore)
  if (now >= opens && now < closes) return undefined
  const sameDay = calendarDay(start, timeZone) === calendarDay(now, timeZone)
  // "Sunday, October 18 at 2:00 PM" on another day; "2:00 PM" on the same one.
  const when = sameDay ? formatZonedTime(start, timeZone) : formatZonedDateTime(start, timeZone, 'long')
  const times = { opensAt: opens.toISOString(), closesAt: closes.toISOString() }
  if (now < opens) {
    const opensWords = sameDay ? formatZonedTime(opens, timeZone) : `${formatZonedTime(opens, timeZone)} that day`
    return { when: 'early', message: `This ticket is for ${when}: it checks in from ${opensWords}.`, ...times }
  }
  return {
    when: 'late',
    message: `This ticket was for ${when}: its places went to walk-ups ${NO_SHOW_AFTER_MINUTES} minutes after the start.`,
    ...times,
  }
}
