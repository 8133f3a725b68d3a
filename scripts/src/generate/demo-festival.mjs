// When the demo's current festival falls, given the date the dataset is generated on. Plain
// JavaScript so the set-up behind `npm start` (which runs before anything is installed) reads the
// same rule as the generator, to tell whether the festival in data/demo is over.
//
// Not "the next mid-October weekend": a demo generated in November would then sit eleven months
// before its festival, with nothing to book and no ballot open. The weekend is instead the first
// whose Saturday is at least FESTIVAL_LEAD_DAYS after the generation date. The site opens booking
// 21 days before each session (web/src/booking/reservations/rules.ts) and the demo's ballots take entries
// from 21 to 8 days before theirs, so with the Saturday 13 to 19 days away every session of the
// weekend, Sunday's included, can be booked or entered all through the day of generation, and the
// draws (7 days before) fall between that day and the weekend.

const DAY_MS = 86_400_000

/** Days from the generation date to the earliest Saturday the festival may take. */
export const FESTIVAL_LEAD_DAYS = 13

const dayOf = (date) => Date.parse(`${date}T00:00:00Z`)
const dateOf = (ms) => new Date(ms).toISOString().slice(0, 10)

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(text) {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = dayOf(text)
  return !Number.isNaN(day) && dateOf(day) === text
}

/** Today in UTC, `YYYY-MM-DD`. */
export function todayUtc(now = new Date()) {
  return dateOf(now.getTime())
}

/** The demo festival for a generation date: the first Saturday at least FESTIVAL_LEAD_DAYS later, and its Sunday. */
export function demoFestival(date) {
  if (!isCalendarDate(date)) throw new Error(`not a date (YYYY-MM-DD): "${date}"`)
  const earliest = dayOf(date) + FESTIVAL_LEAD_DAYS * DAY_MS
  const saturday = earliest + ((6 - new Date(earliest).getUTCDay() + 7) % 7) * DAY_MS
  return { saturday: dateOf(saturday), sunday: dateOf(saturday + DAY_MS) }
}

/** A generation date that gives this Saturday's festival (the latest one: the lead itself). */
export function dateForFestival(saturday) {
  return dateOf(dayOf(saturday) - FESTIVAL_LEAD_DAYS * DAY_MS)
}

/** Whether the festival of this weekend is over on `date` (UTC): from the Monday after. */
export function festivalIsOver(festival, date) {
  return date > festival.sunday
}
