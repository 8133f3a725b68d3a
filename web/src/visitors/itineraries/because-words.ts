import { formatCalendarDate, formatDuration, formatZonedTime } from '@/kernel/time'
import { fill } from '@/kernel/text/fill'
import { listed } from '@/kernel/text/list'
import type { Catalogue } from '@/platform/i18n/catalogues'
import type { Because, Booking } from '@/visitors/planner'

// Why a stop is left out of a day (the planner's Because), said in the reader's language: the
// catalogue's `planner` strings, filled in without a message formatter because the browser says
// them too ("Replan from here" plans the rest of the day on the phone). Nothing here reads the
// server, so an island may import it.

/** The catalogue's `planner` messages: plain templates with {names}. */
export type PlannerWords = Catalogue['planner']

/** What the words need besides the reason: the language and the festival's zone. */
export interface Saying {
  words: PlannerWords
  language: string
  timeZone: string
}

/** The reason in the reader's words: "Closes at 4:00 PM, before you could get there after your 3:00 PM tour". */
export function sayBecause(because: Because, { words, language, timeZone }: Saying): string {
  const time = (at: number) => formatZonedTime(at, timeZone, language)
  const weekday = (day: string) => formatCalendarDate(day, 'weekday', language)
  const booking = (b: Booking) => ('title' in b ? b.title : fill(words.booking[b.kind], { time: time(b.at) }))
  switch (because.key) {
    case 'closedOn':
      return fill(words.closedOn, { days: listed(because.days.map(weekday), language) })
    case 'notThatDay':
      return fill(words.notThatDay, { on: weekday(because.on), not: listed(because.not.map(weekday), language) })
    case 'notOnPlanDay':
    case 'noTimeBeforeEnd':
      return words[because.key]
    case 'endsAfterDay':
    case 'startsTooSoon':
    case 'noRoomBeforeClose':
      return fill(words[because.key], { time: time('at' in because ? because.at : because.closes) })
    case 'startsBeforeDay':
      return fill(words.startsBeforeDay, { time: time(because.at), start: time(because.dayStart) })
    case 'overlaps':
    case 'tooLittleWalk':
    case 'noTimeAround':
      return fill(words[because.key], { booking: booking(because.booking) })
    case 'openTooShort':
      return fill(because.line ? words.openTooShortWithLine : words.openTooShort, {
        open: formatDuration(because.open),
        visit: formatDuration(because.visit),
      })
    case 'closesFirst':
      return because.after
        ? fill(words.closesFirstAfter, { time: time(because.closes), booking: booking(because.after) })
        : fill(words.closesFirst, { time: time(because.closes) })
  }
}
