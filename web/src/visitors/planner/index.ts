// "Plan my day": the pure core of a festival day's itinerary — the order, the times, and why a
// stop is left out — and the split of a visitor's stops across the festival's days.

export { DEFAULT_VISIT_MINUTES } from './problem'
export { EXACT_LIMIT, planDay } from './plan-day'
export { planInOrder } from './plan-in-order'
export { splitAcrossDays, type DaySettings, type SplitResult } from './split-days'
export type { Because, Booking } from './because'
export type * from './types'
