import { z } from 'zod'
import { FESTIVAL_PHASES, type FestivalMoment } from '@/programme/festival/phase'

// /api/festival: the current festival's year, days and phase, and when the next phase starts, for
// other apps (a screen at the centre, a partner's calendar). The same answer the pages speak from.

const day = z.iso.date()
const phase = z.enum(FESTIVAL_PHASES)

export const festivalNow = z
  .object({
    year: z.number().int(),
    /** The festival's time zone (IANA); its days begin and end at midnight there. */
    timeZone: z.string(),
    /** The first and last day; absent while the dates are not announced. */
    startDate: day.optional(),
    endDate: day.optional(),
    /** The day the programme is out: the festival’s own, or six weeks before the first day. */
    programmeFrom: day.optional(),
    phase,
    /** The phase that follows and the instant it starts; null when no date decides it. */
    nextPhase: z.object({ phase, startsAt: z.iso.datetime({ offset: true }) }).nullable(),
    /** The next year's festival, once its dates are known (phase `next-announced`). */
    next: z.object({ year: z.number().int(), startDate: day, endDate: day }).nullable(),
  })
  .meta({ id: 'FestivalNow' })

export type FestivalNow = z.output<typeof festivalNow>

export function festivalAnswer(moment: FestivalMoment): FestivalNow {
  return {
    year: moment.year,
    timeZone: moment.timeZone,
    ...(moment.startDate ? { startDate: moment.startDate, endDate: moment.endDate, programmeFrom: moment.programmeFrom } : {}),
    phase: moment.phase,
    nextPhase: moment.nextPhase ? { phase: moment.nextPhase.phase, startsAt: moment.nextPhase.startsAt.toISOString() } : null,
    next: moment.next ?? null,
  }
}
