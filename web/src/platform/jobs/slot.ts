// Time slots of scheduled work. A job that runs every N minutes has one slot per N minutes,
// counted from 1970-01-01T00:00Z, so every process computes the same slot for the same moment
// without talking to the others: the slot is what the claim table keys on. A length that divides
// a day (1, 5, 15, 60, 1440…) starts on the same wall-clock minutes every day, in UTC.

const MINUTE_MS = 60_000

/** The start of the slot that holds `at`, for slots of `everyMinutes`. */
export function slotStart(at: Date, everyMinutes: number): Date {
  const length = everyMinutes * MINUTE_MS
  return new Date(Math.floor(at.getTime() / length) * length)
}
