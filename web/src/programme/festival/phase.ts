import { addDays, calendarDay, zonedDateTime } from '@/kernel/time'

// Where the festival stands: the one answer every page, the header and /api/festival share. Pure:
// the caller reads the settings and the festival records and passes the app's clock.
//
// A festival's days run from midnight of its first day to midnight after its last, on the wall
// clock of the festival's time zone (so a daylight-saving change inside or beside the weekend
// moves the instants, not the days). Its programme is out from its `programmeFrom` day, or
// PROGRAMME_WEEKS_BEFORE weeks before the first day when the content gives none.
//
//   announced       the dates are known (or not yet), the programme is not out
//   programme       the programme is out: plan, book, enter ballots
//   weekend         the festival's days: what is open now, the lines, the live notices
//   over            the festival happened: the recap
//   next-announced  over, and the next year's festival has its dates

export const FESTIVAL_PHASES = ['announced', 'programme', 'weekend', 'over', 'next-announced'] as const
export type FestivalPhase = (typeof FESTIVAL_PHASES)[number]

/** When the content names no programme day, the programme is out this many weeks before the first day. */
export const PROGRAMME_WEEKS_BEFORE = 6

/** A festival year's dates as the content gives them (YYYY-MM-DD calendar days). */
export interface FestivalDates {
  year: number
  startDate?: string
  endDate?: string
  /** The day the programme is out (planning, booking, ballots); optional. */
  programmeFrom?: string
}

export interface PhaseInput {
  /** The festival's time zone, from the settings. */
  timeZone: string
  /** The current festival (settings.currentYear), with or without dates. */
  current: FestivalDates
  /** A later festival, when the content has one. */
  next?: FestivalDates | null
  now: Date
}

export interface FestivalMoment {
  year: number
  phase: FestivalPhase
  timeZone: string
  /** The current festival's days; absent while its dates are not announced. */
  startDate?: string
  endDate?: string
  /** The day the programme is out: the content's, or the default before the first day. */
  programmeFrom?: string
  /** The first instant of the festival's first day, and the first instant after its last day. */
  startsAt?: Date
  endsAt?: Date
  /** The phase that follows and when; null when no date decides it (no dates yet, or over: the next year starts when editors roll over). */
  nextPhase: { phase: FestivalPhase; startsAt: Date } | null
  /** Calendar days from today (in the festival's zone) to the first day, before the weekend. */
  daysToGo?: number
  /** The next festival's dates, in `next-announced`. */
  next?: { year: number; startDate: string; endDate: string }
}

const DAY_MS = 86_400_000

/** Whole calendar days from `from` to `to` (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The festival's phase at `now`. */
export function festivalPhase({ timeZone, current, next, now }: PhaseInput): FestivalMoment {
  const base = { year: current.year, timeZone }
  const startDate = current.startDate
  if (!startDate) return { ...base, phase: 'announced', nextPhase: null }
  const endDate = current.endDate && current.endDate >= startDate ? current.endDate : startDate
  const defaultProgramme = addDays(startDate, -7 * PROGRAMME_WEEKS_BEFORE)
  // A programme day after the first day is a slip: the programme is out by the weekend at the latest.
  const programmeFrom = current.programmeFrom && current.programmeFrom <= startDate ? current.programmeFrom : defaultProgramme
  const programmeAt = zonedDateTime(programmeFrom, '00:00', timeZone)
  const startsAt = zonedDateTime(startDate, '00:00', timeZone)
  const endsAt = zonedDateTime(addDays(endDate, 1), '00:00', timeZone)
  const dated = { ...base, startDate, endDate, programmeFrom, startsAt, endsAt }
  const daysToGo = daysBetween(calendarDay(now, timeZone), startDate)

  if (now < programmeAt) return { ...dated, phase: 'announced', daysToGo, nextPhase: { phase: 'programme', startsAt: programmeAt } }
  if (now < startsAt) return { ...dated, phase: 'programme', daysToGo, nextPhase: { phase: 'weekend', startsAt } }
  if (now < endsAt) return { ...dated, phase: 'weekend', nextPhase: { phase: 'over', startsAt: endsAt } }
  const later = next && next.year > current.year && next.startDate ? next : null
  if (!later?.startDate) return { ...dated, phase: 'over', nextPhase: null }
  const nextEnd = later.endDate && later.endDate >= later.startDate ? later.endDate : later.startDate
  return { ...dated, phase: 'next-announced', nextPhase: null, next: { year: later.year, startDate: later.startDate, endDate: nextEnd } }
}

/** Before the weekend: the programme may not be out, but the festival is ahead. */
export const isAhead = (phase: FestivalPhase) => phase === 'announced' || phase === 'programme'
/** After the weekend, whether or not the next dates are known. */
export const isPast = (phase: FestivalPhase) => phase === 'over' || phase === 'next-announced'
/** Between festivals: the centre's year-round pages lead. */
export const isBetweenFestivals = (phase: FestivalPhase) => phase === 'announced' || isPast(phase)
