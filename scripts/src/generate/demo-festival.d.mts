// The types of demo-festival.mjs, for the generator and the tests.

export interface FestivalWeekend {
  saturday: string
  sunday: string
}

export const FESTIVAL_LEAD_DAYS: number
export function isCalendarDate(text: unknown): text is string
export function todayUtc(now?: Date): string
export function demoFestival(date: string): FestivalWeekend
export function dateForFestival(saturday: string): string
export function festivalIsOver(festival: FestivalWeekend, date: string): boolean
